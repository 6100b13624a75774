import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { addCouponSchema, editCouponSchema, type Coupon, type MessageCode, type StoreSummary } from '@dhub/contract';
import { isApiError } from '../../api/ApiError';
import { FormDialog } from '../../components/FormDialog';
import { FormError } from '../../components/FormError';
import { useBodyForm } from '../../hooks/useBodyForm';
import { useMoneyInput } from '../../hooks/useMoney';
import { translateCode } from '../../i18n';
import { errorText } from '../../i18n/errorText';
import { toast } from '../../lib/toast';
import { useAddCoupon, useEditCoupon } from './api';
import { CouponFields } from './components/CouponFields';
import { couponBodyOf, couponValuesOf, newCouponValues, type CouponFormValues } from './couponForm';
import { COUPONS_NS } from './i18n';

/** The add dialog (a coupon of `store`), or the edit dialog of `coupon`. */
export function CouponDialog({ coupon, store, onClose }: { coupon: Coupon | null; store: StoreSummary | undefined; onClose: () => void }) {
  return coupon ? <EditCouponDialog coupon={coupon} onClose={onClose} /> : <AddCouponDialog store={store} onClose={onClose} />;
}

/**
 * What to do with a refused save: the API's field codes (and a taken code) go under their inputs,
 * anything else above the form.
 */
function useSaveFailure(setError: UseFormSetError<CouponFormValues>) {
  const [formError, setFormError] = useState('');
  const onError = (failure: unknown) => {
    const fields: Record<string, MessageCode> = isApiError(failure) ? { ...failure.fieldCodes } : {};
    if (isApiError(failure) && failure.code === 'couponCodeTaken') fields.code = failure.code;
    const known = Object.entries(fields).filter(([name]) => name in newCouponValues());
    for (const [name, code] of known) setError(name as keyof CouponFormValues, { type: 'server', message: translateCode(code) });
    setFormError(known.length > 0 ? '' : errorText(failure, 'serverError'));
  };
  return { formError, onError, clear: () => setFormError('') };
}

function AddCouponDialog({ store, onClose }: { store: StoreSummary | undefined; onClose: () => void }) {
  const { t } = useTranslation(COUPONS_NS);
  const amount = useMoneyInput();
  const add = useAddCoupon();
  const storeId = store?._id ?? '';
  const { control, handleSubmit, setError } = useBodyForm(
    addCouponSchema,
    (values: CouponFormValues) => ({ ...couponBodyOf(values, amount), storeId }),
    { defaultValues: newCouponValues() },
  );
  const failure = useSaveFailure(setError);
  const submit = handleSubmit((body) => {
    failure.clear();
    add.mutate({ body }, { onSuccess: ({ message }) => (toast.success(message), onClose()), onError: failure.onError });
  });
  return (
    <FormDialog title={t('form.addTitle')} submitLabel={t('form.create')} busy={add.isPending} onSubmit={submit} onClose={onClose}>
      <Stack spacing={1.5}>
        {store && (
          <Typography variant="body2" color="text.secondary">
            {t('form.store', { store: store.name })}
          </Typography>
        )}
        {failure.formError && <FormError>{failure.formError}</FormError>}
        <CouponFields control={control} />
      </Stack>
    </FormDialog>
  );
}

function EditCouponDialog({ coupon, onClose }: { coupon: Coupon; onClose: () => void }) {
  const { t } = useTranslation(COUPONS_NS);
  const amount = useMoneyInput();
  const edit = useEditCoupon();
  const { control, handleSubmit, setError } = useBodyForm(editCouponSchema, (values: CouponFormValues) => couponBodyOf(values, amount), {
    defaultValues: couponValuesOf(coupon, amount),
  });
  const failure = useSaveFailure(setError);
  const submit = handleSubmit((body) => {
    failure.clear();
    edit.mutate(
      { params: { id: coupon._id }, body },
      { onSuccess: ({ message }) => (toast.success(message), onClose()), onError: failure.onError },
    );
  });
  return (
    <FormDialog
      title={t('form.editTitle', { code: coupon.code })}
      submitLabel={t('form.save')}
      busy={edit.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack spacing={1.5}>
        <Typography variant="body2" color="text.secondary">
          {t('form.store', { store: coupon.storeName })}
        </Typography>
        {failure.formError && <FormError>{failure.formError}</FormError>}
        <CouponFields control={control} />
      </Stack>
    </FormDialog>
  );
}

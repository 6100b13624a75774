import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COUPON_KINDS, COUPON_LIMITS, editCouponSchema } from '@dhub/contract';
import { FormTextField } from '../../../components/FormTextField';
import type { CouponFormValues } from '../couponForm';
import { COUPONS_NS } from '../i18n';
import { MoneyField } from '../../../components/MoneyField';

const dateSlots = { inputLabel: { shrink: true } };

/** The coupon form's inputs (two columns from a tablet up); the amount inputs follow the kind. */
export function CouponFields<T>({ control }: { control: Control<CouponFormValues, unknown, T> }) {
  const { t } = useTranslation(COUPONS_NS);
  const kind = useWatch({ control, name: 'kind' });
  const schema = editCouponSchema;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, pt: 1 }}>
      <FormTextField
        control={control}
        name="code"
        schema={schema}
        autoFocus
        label={t('form.code')}
        hint={t('form.codeHint')}
        maxLength={COUPON_LIMITS.codeMax}
        autoComplete="off"
      />
      <FormTextField control={control} name="kind" schema={schema} select label={t('form.kind')} slotProps={{ select: { native: true } }}>
        {COUPON_KINDS.map((value) => (
          <option key={value} value={value}>
            {t(`kinds.${value}`)}
          </option>
        ))}
      </FormTextField>
      <FormTextField
        control={control}
        name="title"
        schema={schema}
        label={t('form.title')}
        hint={t('form.titleHint')}
        maxLength={COUPON_LIMITS.titleMax}
        sx={{ gridColumn: '1 / -1' }}
      />
      {kind === 'percent' && (
        <FormTextField control={control} name="value" schema={schema} type="number" required label={t('form.percent')} />
      )}
      {kind === 'flat' && <MoneyField control={control} name="value" required label={t('form.amount')} />}
      {kind === 'percent' && (
        <MoneyField control={control} name="maxDiscount" label={t('form.maxDiscount')} hint={t('form.maxDiscountHint')} />
      )}
      <MoneyField control={control} name="minOrder" label={t('form.minOrder')} hint={t('form.minOrderHint')} />
      <FormTextField
        control={control}
        name="startsAt"
        schema={schema}
        type="datetime-local"
        label={t('form.startsAt')}
        slotProps={dateSlots}
      />
      <FormTextField control={control} name="endsAt" schema={schema} type="datetime-local" label={t('form.endsAt')} slotProps={dateSlots} />
      <FormTextField
        control={control}
        name="totalLimit"
        schema={schema}
        type="number"
        label={t('form.totalLimit')}
        hint={t('form.limitHint')}
      />
      <FormTextField
        control={control}
        name="perCustomerLimit"
        schema={schema}
        type="number"
        label={t('form.perCustomerLimit')}
        hint={t('form.limitHint')}
      />
      <Controller
        control={control}
        name="isActive"
        render={({ field }) => (
          <FormControlLabel
            control={<Switch checked={field.value} onChange={(_event, checked) => field.onChange(checked)} onBlur={field.onBlur} />}
            label={t('form.isActive')}
          />
        )}
      />
    </Box>
  );
}

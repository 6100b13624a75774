import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { planPaymentFieldsSchema, proofFileProblem, TOP_UP_METHODS, WALLET_LIMITS, type Subscription } from '@dhub/contract';
import { isApiError } from '../../../api/ApiError';
import { FormDialog } from '../../../components/FormDialog';
import { FormError } from '../../../components/FormError';
import { FormTextField } from '../../../components/FormTextField';
import { useBodyForm } from '../../../hooks/useBodyForm';
import { useMinorMoney } from '../../../hooks/useMoney';
import { translateCode } from '../../../i18n';
import { errorText } from '../../../i18n/errorText';
import { toast } from '../../../lib/toast';
import { useAddPlanPayment } from '../api';
import { SUBSCRIPTION_NS } from '../i18n';
import { newPaymentValues, paymentFieldsOf, type PaymentFormValues } from '../paymentForm';
import { ProofField } from '../../../components/ProofField';

const FIELD_NAMES = Object.keys(newPaymentValues());

/** "Send payment details" of a subscription awaiting its offline payment: method, reference, an optional proof (multipart). */
export function PlanPaymentDialog({
  subscription,
  currency,
  onClose,
}: {
  subscription: Subscription;
  currency: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation(SUBSCRIPTION_NS);
  const money = useMinorMoney(currency);
  const add = useAddPlanPayment();
  const [proof, setProof] = useState<File | null>(null);
  const [proofError, setProofError] = useState('');
  const [formError, setFormError] = useState('');
  const { control, handleSubmit, setError } = useBodyForm(
    planPaymentFieldsSchema,
    (values: PaymentFormValues) => paymentFieldsOf(values, subscription._id),
    { defaultValues: newPaymentValues() },
  );
  const pickProof = (file: File) => {
    const problem = proofFileProblem(file);
    setProofError(problem ?? '');
    setProof(problem ? null : file);
  };
  const onError = (failure: unknown) => {
    const fields = isApiError(failure) ? Object.entries(failure.fieldCodes).filter(([name]) => FIELD_NAMES.includes(name)) : [];
    for (const [name, code] of fields) setError(name as keyof PaymentFormValues, { type: 'server', message: translateCode(code) });
    const proofCode = isApiError(failure) ? failure.fieldCodes.proof : undefined;
    if (proofCode) setProofError(translateCode(proofCode));
    setFormError(fields.length > 0 || proofCode ? '' : errorText(failure, 'serverError'));
  };
  const submit = handleSubmit((fields) => {
    setFormError('');
    add.mutate({ fields, proof }, { onSuccess: ({ message }) => (toast.success(message), onClose()), onError });
  });
  return (
    <FormDialog title={t('payment.title')} submitLabel={t('payment.submit')} busy={add.isPending} onSubmit={submit} onClose={onClose}>
      <Stack spacing={1.5}>
        <Typography variant="body2" color="text.secondary">
          {t('payment.intro', { plan: subscription.plan.name, amount: money(subscription.paid) })}
        </Typography>
        {formError && <FormError>{formError}</FormError>}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, pt: 1 }}>
          <FormTextField
            control={control}
            name="method"
            schema={planPaymentFieldsSchema}
            select
            label={t('payment.method')}
            slotProps={{ select: { native: true } }}
          >
            {TOP_UP_METHODS.map((method) => (
              <option key={method} value={method}>
                {t(`methods.${method}`)}
              </option>
            ))}
          </FormTextField>
          <FormTextField
            control={control}
            name="reference"
            schema={planPaymentFieldsSchema}
            label={t('payment.reference')}
            hint={t('payment.referenceHint')}
            maxLength={WALLET_LIMITS.referenceMax}
            autoComplete="off"
            autoFocus
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <ProofField
              texts={{
                label: t('payment.proof'),
                hint: t('payment.proofHint'),
                noFile: t('payment.noFile'),
                chooseFile: t('payment.chooseFile'),
                replaceFile: t('payment.replaceFile'),
                removeFile: t('payment.removeFile'),
              }}
              file={proof}
              error={proofError}
              onPick={pickProof}
              onRemove={() => (setProof(null), setProofError(''))}
            />
          </Box>
        </Box>
      </Stack>
    </FormDialog>
  );
}

import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { addTopUpFieldsSchema, proofFileProblem, TOP_UP_METHODS, WALLET_LIMITS, type StoreSummary } from '@dhub/contract';
import { isApiError } from '../../api/ApiError';
import { FormDialog } from '../../components/FormDialog';
import { FormError } from '../../components/FormError';
import { FormTextField } from '../../components/FormTextField';
import { MoneyField } from '../../components/MoneyField';
import { useBodyForm } from '../../hooks/useBodyForm';
import { useMoneyInput } from '../../hooks/useMoney';
import { translateCode } from '../../i18n';
import { errorText } from '../../i18n/errorText';
import { toast } from '../../lib/toast';
import { useAddTopUp } from './api';
import { ProofField } from '../../components/ProofField';
import { WALLET_NS } from './i18n';
import { newTopUpValues, topUpFieldsOf, type TopUpFormValues } from './topUpForm';

const FIELD_NAMES = Object.keys(newTopUpValues());

/** "Add money": a payment made to the marketplace (amount, method, reference, note, an optional proof), sent as multipart. */
export function TopUpDialog({ store, onClose }: { store: StoreSummary; onClose: () => void }) {
  const { t } = useTranslation(WALLET_NS);
  const amount = useMoneyInput();
  const add = useAddTopUp();
  const [proof, setProof] = useState<File | null>(null);
  const [proofError, setProofError] = useState('');
  const [formError, setFormError] = useState('');
  const { control, handleSubmit, setError } = useBodyForm(
    addTopUpFieldsSchema,
    (values: TopUpFormValues) => topUpFieldsOf(values, store._id, amount.toMinor),
    { defaultValues: newTopUpValues() },
  );
  const pickProof = (file: File) => {
    const problem = proofFileProblem(file);
    setProofError(problem ?? '');
    setProof(problem ? null : file);
  };
  const onError = (failure: unknown) => {
    const fields = isApiError(failure) ? Object.entries(failure.fieldCodes).filter(([name]) => FIELD_NAMES.includes(name)) : [];
    for (const [name, code] of fields) setError(name as keyof TopUpFormValues, { type: 'server', message: translateCode(code) });
    const proofCode = isApiError(failure) ? failure.fieldCodes.proof : undefined;
    if (proofCode) setProofError(translateCode(proofCode));
    setFormError(fields.length > 0 || proofCode ? '' : errorText(failure, 'serverError'));
  };
  const submit = handleSubmit((fields) => {
    setFormError('');
    add.mutate({ fields, proof }, { onSuccess: ({ message }) => (toast.success(message), onClose()), onError });
  });
  return (
    <FormDialog title={t('form.title')} submitLabel={t('form.submit')} busy={add.isPending} onSubmit={submit} onClose={onClose}>
      <Stack spacing={1.5}>
        <Typography variant="body2" color="text.secondary">
          {t('form.intro')} {t('form.store', { store: store.name })}
        </Typography>
        {formError && <FormError>{formError}</FormError>}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, pt: 1 }}>
          <MoneyField control={control} name="amount" required autoFocus label={t('form.amount')} />
          <FormTextField
            control={control}
            name="method"
            schema={addTopUpFieldsSchema}
            select
            label={t('form.method')}
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
            schema={addTopUpFieldsSchema}
            label={t('form.reference')}
            hint={t('form.referenceHint')}
            maxLength={WALLET_LIMITS.referenceMax}
            autoComplete="off"
            sx={{ gridColumn: '1 / -1' }}
          />
          <FormTextField
            control={control}
            name="note"
            schema={addTopUpFieldsSchema}
            label={t('form.note')}
            maxLength={WALLET_LIMITS.noteMax}
            multiline
            minRows={2}
            sx={{ gridColumn: '1 / -1' }}
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <ProofField
              texts={{
                label: t('form.proof'),
                hint: t('form.proofHint'),
                noFile: t('form.noFile'),
                chooseFile: t('form.chooseFile'),
                replaceFile: t('form.replaceFile'),
                removeFile: t('form.removeFile'),
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

import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { updateBankBodySchema, type BankDetails, type MessageCode, type StoreSummary } from '@dhub/contract';
import { isApiError } from '../../../api/ApiError';
import { FormDialog } from '../../../components/FormDialog';
import { FormError } from '../../../components/FormError';
import { FormTextField } from '../../../components/FormTextField';
import { useBodyForm } from '../../../hooks/useBodyForm';
import { translateCode } from '../../../i18n';
import { FormPasswordField } from '../../../components/FormPasswordField';
import { errorText } from '../../../i18n/errorText';
import { toast } from '../../../lib/toast';
import { useUpdateBank } from '../api';
import { PROFILE_NS } from '../i18n';

const BANK_FIELDS = ['bankName', 'branchName', 'accountHolderName', 'accountNumber', 'ifsCode', 'upiId'] as const;
type BankFormValues = Record<(typeof BANK_FIELDS)[number] | 'currentPassword', string>;

/**
 * A new bank account for the store (the registration's bank rules), confirmed by the current
 * password: the server refuses a wrong one on its field. The account number is typed anew (only
 * its last digits are ever shown).
 */
export function BankDialog({ store, bank, onClose }: { store: StoreSummary; bank: BankDetails; onClose: () => void }) {
  const { t } = useTranslation(PROFILE_NS);
  const { t: core } = useTranslation();
  const save = useUpdateBank();
  const [formError, setFormError] = useState('');
  const account = bank.account;
  const { control, handleSubmit, setError } = useBodyForm(
    updateBankBodySchema,
    (values: BankFormValues) => ({ ...values, storeId: store._id }),
    {
      defaultValues: {
        bankName: account?.bankName ?? '',
        branchName: account?.branchName ?? '',
        accountHolderName: account?.accountHolderName ?? '',
        accountNumber: '',
        ifsCode: account?.ifsCode ?? '',
        upiId: account?.upiId ?? '',
        currentPassword: '',
      },
    },
  );
  const onError = (failure: unknown) => {
    const fields: [string, MessageCode][] = isApiError(failure) ? Object.entries(failure.fieldCodes) : [];
    const known = fields.filter(([name]) => name === 'currentPassword' || (BANK_FIELDS as readonly string[]).includes(name));
    for (const [name, code] of known) setError(name as keyof BankFormValues, { type: 'server', message: translateCode(code) });
    setFormError(known.length > 0 ? '' : errorText(failure, 'serverError'));
  };
  const submit = handleSubmit((body) => {
    setFormError('');
    save.mutate({ body }, { onSuccess: ({ message }) => (toast.success(message), onClose()), onError });
  });
  return (
    <FormDialog
      title={t('bank.dialogTitle', { store: store.name })}
      submitLabel={t('bank.save')}
      busy={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {t('bank.dialogHelp')}
        </Typography>
        {formError && <FormError>{formError}</FormError>}
        {BANK_FIELDS.map((name) => (
          <FormTextField
            key={name}
            control={control}
            name={name}
            schema={updateBankBodySchema}
            label={core(`registration.fields.${name}`)}
            hint={name === 'ifsCode' ? core('registration.hints.ifsCode') : name === 'upiId' ? core('registration.hints.upiId') : undefined}
            autoComplete="off"
            fullWidth
          />
        ))}
        <FormPasswordField control={control} name="currentPassword" label={t('bank.currentPassword')} autoComplete="current-password" />
      </Stack>
    </FormDialog>
  );
}

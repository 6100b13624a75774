import { useTranslation } from 'react-i18next';
import { FieldGrid } from '../fields/FieldGrid';
import { FormTextField } from '../fields/FormTextField';

/** Step 3, Bank Details (spec §3). */
export function BankDetailsStep() {
  const { t } = useTranslation();
  return (
    <FieldGrid title={t('registration.sections.bank')}>
      <FormTextField name="bankName" autoComplete="off" />
      <FormTextField name="branchName" autoComplete="off" />
      <FormTextField name="accountHolderName" autoComplete="name" />
      <FormTextField name="accountNumber" autoComplete="off" slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 18 } }} />
      <FormTextField
        name="ifsCode"
        autoComplete="off"
        hint={t('registration.hints.ifsCode')}
        slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false, maxLength: 11 } }}
      />
      <FormTextField
        name="upiId"
        autoComplete="off"
        hint={t('registration.hints.upiId')}
        slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
      />
    </FieldGrid>
  );
}

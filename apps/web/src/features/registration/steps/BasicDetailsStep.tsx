import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/PasswordField';
import { FieldGrid, FullRow } from '../fields/FieldGrid';
import { FileField } from '../fields/FileField';
import { FormTextField } from '../fields/FormTextField';
import { useWizardField } from '../fields/useWizardField';

/** Step 0, Basic Details: the owner and the account credentials (spec §3). */
export function BasicDetailsStep() {
  const { t } = useTranslation();
  const password = useWizardField('password', t('registration.hints.password'));
  return (
    <>
      <FieldGrid title={t('registration.sections.personal')}>
        <FormTextField name="personalName" autoComplete="name" />
        <FormTextField
          name="personalEmail"
          type="email"
          autoComplete="email"
          slotProps={{ htmlInput: { inputMode: 'email', autoCapitalize: 'none', spellCheck: false } }}
        />
        <FormTextField
          name="personalPhone"
          type="tel"
          autoComplete="tel"
          hint={t('registration.hints.phone')}
          slotProps={{ htmlInput: { inputMode: 'tel' } }}
        />
        <FormTextField
          name="altphone"
          type="tel"
          autoComplete="tel"
          hint={t('registration.hints.phone')}
          slotProps={{ htmlInput: { inputMode: 'tel' } }}
        />
        <FormTextField
          name="experiance"
          type="number"
          hint={t('registration.hints.experiance')}
          slotProps={{ htmlInput: { inputMode: 'numeric', min: 0, max: 80, step: 1 } }}
        />
        <FormTextField name="dob" type="date" autoComplete="bday" slotProps={{ inputLabel: { shrink: true } }} />
        <FullRow>
          <FileField name="image" />
        </FullRow>
      </FieldGrid>
      <FieldGrid title={t('registration.sections.account')}>
        <FormTextField
          name="email"
          type="email"
          autoComplete="username"
          hint={t('registration.hints.accountEmail')}
          slotProps={{ htmlInput: { inputMode: 'email', autoCapitalize: 'none', spellCheck: false } }}
        />
        <PasswordField {...password} autoComplete="new-password" fullWidth />
      </FieldGrid>
    </>
  );
}

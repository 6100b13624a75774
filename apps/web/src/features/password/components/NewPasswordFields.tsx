import { useId } from 'react';
import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PASSWORD_NS } from '../i18n';
import { FormPasswordField } from '../../../components/FormPasswordField';
import { StrengthMeter } from './StrengthMeter';

/** What the two fields are named in a form. */
export interface NewPasswordValues extends FieldValues {
  newPassword: string;
  confirmPassword: string;
}

/** The new password with its strength and the contract's rules, and its confirmation. */
export function NewPasswordFields<V extends NewPasswordValues, T>({
  control,
  userInputs,
}: {
  control: Control<V, unknown, T>;
  /** The account's own words (e-mail, name): a password made of them is weak. */
  userInputs: readonly string[];
}) {
  const { t } = useTranslation(PASSWORD_NS);
  const meterId = useId();
  const password = useWatch({ control, name: 'newPassword' as Path<V> }) as string | undefined;
  return (
    <>
      <FormPasswordField
        control={control}
        name={'newPassword' as Path<V>}
        label={t('newPassword')}
        autoComplete="new-password"
        hint={t('rules')}
        describedBy={meterId}
      />
      <StrengthMeter id={meterId} password={password ?? ''} userInputs={userInputs} />
      <FormPasswordField control={control} name={'confirmPassword' as Path<V>} label={t('confirmPassword')} autoComplete="new-password" />
    </>
  );
}

import { useController, useFormContext, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isRequiredDocument, isRequiredRegistrationField, type RegistrationFormValues } from '@dhub/contract';
import { translateMessage } from '../../../i18n';
import { fieldId } from '../fieldNames';

/**
 * The props a wizard input shares with every other: bound to the form, labelled, marked required
 * by the contract, its error translated (or `hint` when it has none, with "needed before approval"
 * for a KYC number the store needs later, which does not block Next); typing clears the error.
 */
export function useWizardField(name: FieldPath<RegistrationFormValues> & string, hint?: string) {
  const { t } = useTranslation();
  const approval = isRequiredDocument(name) ? t('registration.hints.neededForApproval') : null;
  const fullHint = approval && hint ? `${hint} · ${approval}` : hint || approval || undefined;
  const { control, clearErrors } = useFormContext<RegistrationFormValues>();
  const { field, fieldState } = useController({ name, control });
  return {
    id: fieldId(name),
    name: field.name,
    value: field.value as string,
    inputRef: field.ref,
    onBlur: field.onBlur,
    onChange: (event: { target: { value: string } }) => {
      field.onChange(event.target.value);
      if (fieldState.error) clearErrors(name);
    },
    label: t(`registration.fields.${name}` as 'registration.fields.name'),
    required: isRequiredRegistrationField(name),
    error: Boolean(fieldState.error),
    helperText: fieldState.error ? translateMessage(fieldState.error.message) : fullHint,
  };
}

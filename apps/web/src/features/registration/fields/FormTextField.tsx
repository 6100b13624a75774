import type { ReactNode } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { TextFieldName } from '../fieldNames';
import { useWizardField } from './useWizardField';

type Props = Omit<TextFieldProps, 'name' | 'label' | 'value' | 'onChange' | 'error'> & {
  name: TextFieldName;
  /** Shown under the field when it has no error. */
  hint?: ReactNode;
};

/** A wizard text input bound to the form; label, required mark and error come from the contract. */
export function FormTextField({ name, hint, helperText, ...rest }: Props) {
  return <TextField {...rest} {...useWizardField(name, helperText ?? hint)} fullWidth />;
}

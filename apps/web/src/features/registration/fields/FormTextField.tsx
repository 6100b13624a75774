import Box from '@mui/material/Box';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { TextFieldName } from '../fieldNames';
import { useWizardField } from './useWizardField';

type Props = Omit<TextFieldProps, 'name' | 'label' | 'value' | 'onChange' | 'error' | 'helperText'> & {
  name: TextFieldName;
  /** Shown under the field when it has no error. */
  hint?: string;
  /** A character counter ("26/90") kept at the end of the helper line, beside an error too. */
  maxLength?: number;
};

/** A wizard text input bound to the form; label, required mark and error come from the contract. */
export function FormTextField({ name, hint, maxLength, ...rest }: Props) {
  const field = useWizardField(name, hint);
  if (maxLength === undefined) return <TextField {...rest} {...field} fullWidth />;
  const helperText = (
    <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
      <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
        {field.helperText}
      </Box>
      <Box
        component="span"
        data-testid={`${name}-counter`}
        sx={{ flexShrink: 0, color: 'text.secondary', fontVariantNumeric: 'tabular-nums', direction: 'ltr' }}
      >
        {`${field.value.length}/${maxLength}`}
      </Box>
    </Box>
  );
  const { slotProps, ...others } = rest;
  return (
    <TextField
      {...others}
      {...field}
      helperText={helperText}
      fullWidth
      slotProps={{ ...slotProps, htmlInput: { ...(slotProps?.htmlInput as object), maxLength } }}
    />
  );
}

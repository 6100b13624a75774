import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';

const Input = styled('input')(({ theme }) => ({
  font: 'inherit',
  fontSize: '1rem',
  color: theme.palette.text.primary,
  background: 'transparent',
  border: 0,
  outline: 0,
  flex: 1,
  minWidth: 0,
  padding: '14px',
  '&::placeholder': { color: theme.palette.text.disabled },
}));

const Frame = styled('div', { shouldForwardProp: (prop) => prop !== 'invalid' })<{ invalid: boolean }>(({ theme, invalid }) => ({
  display: 'flex',
  alignItems: 'center',
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${invalid ? theme.palette.error.main : theme.palette.mode === 'dark' ? 'rgba(255,255,255,0.23)' : 'rgba(0,0,0,0.23)'}`,
  paddingInlineEnd: 6,
  transition: theme.transitions.create(['border-color', 'box-shadow'], { duration: 150 }),
  '&:hover': { borderColor: invalid ? theme.palette.error.main : theme.palette.text.primary },
  '&:focus-within': {
    borderColor: invalid ? theme.palette.error.main : theme.palette.primary.main,
    boxShadow: `0 0 0 1px ${invalid ? theme.palette.error.main : theme.palette.primary.main}`,
  },
}));

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  id: string;
  name: string;
  label: string;
  error?: boolean;
  helperText?: ReactNode;
  endAdornment?: ReactNode;
}

/**
 * The sign-in page's text input: a native label above an outlined input, built on the theme.
 * MUI's TextField/OutlinedInput stack (~6 KB gzip, plus Select/Menu/Modal for TextField) would
 * push the first page over its 150 KB budget; the wizard uses the full TextField.
 */
export const OutlinedField = forwardRef<HTMLInputElement, Props>(function OutlinedField(
  { id, label, error = false, helperText, endAdornment, required, ...inputProps },
  ref,
) {
  const helperId = helperText ? `${id}-helper` : undefined;
  return (
    <Box>
      <Box
        component="label"
        htmlFor={id}
        sx={{ display: 'block', mb: 0.75, typography: 'body2', fontWeight: 600, color: error ? 'error.main' : 'text.primary' }}
      >
        {label}
        {required && <span aria-hidden>{' *'}</span>}
      </Box>
      <Frame invalid={error}>
        <Input ref={ref} id={id} required={required} aria-invalid={error || undefined} aria-describedby={helperId} {...inputProps} />
        {endAdornment}
      </Frame>
      {helperText && (
        <Box id={helperId} sx={{ mt: 0.5, mx: 1.75, typography: 'caption', color: error ? 'error.main' : 'text.secondary' }}>
          {helperText}
        </Box>
      )}
    </Box>
  );
});

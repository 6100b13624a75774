import Button from '@mui/material/Button';
import { Spinner } from '../../../components/Spinner';

/** A form's main button: `busyLabel` and a spinner while it sends. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  fullWidth = true,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  fullWidth?: boolean;
}) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth={fullWidth}
      disabled={busy}
      startIcon={busy ? <Spinner size={18} aria-hidden sx={{ color: 'inherit' }} /> : undefined}
    >
      {busy ? busyLabel : label}
    </Button>
  );
}

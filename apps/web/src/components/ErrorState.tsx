import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { errorText } from '../i18n/errorText';
import { useUiTexts } from './UiTexts';

/** A failed load: what went wrong (the error's code translated) and a Retry button. */
export function ErrorState({ error, onRetry, retrying }: { error: unknown; onRetry?: () => void; retrying?: boolean }) {
  const texts = useUiTexts();
  return (
    <Alert
      severity="error"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
            {texts.retry}
          </Button>
        )
      }
    >
      {texts.loadError} {errorText(error, 'serverError')}
    </Alert>
  );
}

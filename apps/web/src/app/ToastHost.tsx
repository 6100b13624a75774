import { useEffect } from 'react';
import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { TOAST_AUTO_HIDE_MS } from '@dhub/contract';
import { useTranslation } from 'react-i18next';
import { connectToastSink } from '../lib/toast';

function Connector() {
  useEffect(() => {
    connectToastSink(({ text, variant }) => {
      enqueueSnackbar(text, { variant, preventDuplicate: variant === 'error' });
    });
    return () => connectToastSink(null);
  }, []);
  return null;
}

/** notistack, loaded after the first paint (its own chunk): toasts top-right, auto-hide 3000 ms. */
export default function ToastHost() {
  const { t } = useTranslation();
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={TOAST_AUTO_HIDE_MS}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      action={(key) => (
        <IconButton size="small" color="inherit" aria-label={t('common.close')} onClick={() => closeSnackbar(key)}>
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
    >
      <Connector />
    </SnackbarProvider>
  );
}

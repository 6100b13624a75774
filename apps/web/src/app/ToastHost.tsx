import { useEffect } from 'react';
import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import GlobalStyles from '@mui/material/GlobalStyles';
import { LAYOUT, TOAST_AUTO_HIDE_MS } from '@dhub/contract';
import { useTranslation } from 'react-i18next';
import { connectToastSink } from '../lib/toast';
import { useSettings } from '../settings/context';

/** A toast with an action (Undo) stays longer than the others: time to read it and decide. */
const ACTION_TOAST_MS = 6000;

function Connector() {
  useEffect(() => {
    connectToastSink(({ text, variant, action }) => {
      enqueueSnackbar(text, {
        variant,
        preventDuplicate: variant === 'error',
        ...(action && {
          autoHideDuration: ACTION_TOAST_MS,
          action: (key) => (
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                closeSnackbar(key);
                action.onClick();
              }}
            >
              {action.label}
            </Button>
          ),
        }),
      });
    });
    return () => connectToastSink(null);
  }, []);
  return null;
}

/** Below the top bar, so a toast never covers its icons nor a page's Back button under it. */
const TOASTS_BELOW_TOP_BAR = { '.dhub-toasts': { top: `${LAYOUT.topbarHeight + 8}px !important` } };
/**
 * notistack's own success, info and warning colours give white text a contrast of 3.1, 3.1 and
 * 2.1 (WCAG AA asks 4.5): darker greens and blues, and dark text on the orange.
 */
const READABLE_TOASTS = {
  '.dhub-toasts .notistack-MuiContent-success': { backgroundColor: '#1b5e20' },
  '.dhub-toasts .notistack-MuiContent-info': { backgroundColor: '#01579b' },
  '.dhub-toasts .notistack-MuiContent-warning': { backgroundColor: '#ff9800', color: '#000' },
};

/**
 * notistack, loaded after the first paint (its own chunk): toasts top-right (spec §9), top-left in
 * a right-to-left page, auto-hide 3000 ms.
 */
export default function ToastHost() {
  const { t } = useTranslation();
  const { settings } = useSettings();
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={TOAST_AUTO_HIDE_MS}
      anchorOrigin={{ vertical: 'top', horizontal: settings.direction === 'rtl' ? 'left' : 'right' }}
      classes={{ containerRoot: 'dhub-toasts' }}
      action={(key) => (
        <IconButton size="small" color="inherit" aria-label={t('common.close')} onClick={() => closeSnackbar(key)}>
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
    >
      <GlobalStyles styles={{ ...TOASTS_BELOW_TOP_BAR, ...READABLE_TOASTS }} />
      <Connector />
    </SnackbarProvider>
  );
}

import Button from '@mui/material/Button';
import { closeSnackbar, enqueueSnackbar } from 'notistack';

/** A success toast with an Undo button (notistack, already loaded by the toast host). */
export function undoToast(text: string, undoLabel: string, onUndo: () => void): void {
  enqueueSnackbar(text, {
    variant: 'success',
    autoHideDuration: 6000,
    action: (key) => (
      <Button
        color="inherit"
        size="small"
        onClick={() => {
          closeSnackbar(key);
          onUndo();
        }}
      >
        {undoLabel}
      </Button>
    ),
  });
}

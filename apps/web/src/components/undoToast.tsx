import Button from '@mui/material/Button';

/**
 * A success toast with an Undo button. notistack is imported when one is shown (the toast host has
 * loaded it by then), so the pages that offer an undo do not carry it in their own chunks.
 */
export function undoToast(text: string, undoLabel: string, onUndo: () => void): void {
  void import('notistack').then(({ closeSnackbar, enqueueSnackbar }) =>
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
    }),
  );
}

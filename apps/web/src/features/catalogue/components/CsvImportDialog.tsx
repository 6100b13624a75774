import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useTranslation } from 'react-i18next';
import { MY_LIST_CSV_UPDATABLE_COLUMNS } from '@dhub/contract';
import { translateMessage } from '../../../i18n';
import { errorText } from '../../../i18n/errorText';
import { useImportMyListCsv, type CsvImportResult } from '../api/csv';
import { useScope } from '../scope';

/** Bulk price and stock update from a CSV (the export's format): all rows or none, with a per-row report. */
export function CsvImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('catalogue');
  const scope = useScope();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const upload = useImportMyListCsv(scope);
  const [result, setResult] = useState<CsvImportResult | null>(null);

  const close = () => {
    setResult(null);
    upload.reset();
    onClose();
  };
  const pick = (file: File | undefined) => {
    if (!file) return;
    setResult(null);
    upload.mutate(file, { onSuccess: setResult });
  };

  return (
    <Dialog open={open} onClose={close} fullScreen={phone} maxWidth="md" fullWidth aria-labelledby="csv-import-title">
      <DialogTitle id="csv-import-title">{t('csv.importTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('csv.importHelp', { columns: MY_LIST_CSV_UPDATABLE_COLUMNS.join(', ') })}</DialogContentText>
        <Button component="label" variant="outlined" startIcon={<UploadFileOutlined />} disabled={upload.isPending} sx={{ mt: 2 }}>
          {upload.isPending ? t('requests.uploading') : t('csv.chooseFile')}
          <input
            hidden
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => {
              pick(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Button>
        {upload.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorText(upload.error, 'serverError')}
          </Alert>
        )}
        {result?.ok && (
          <Alert severity="success" sx={{ mt: 2 }}>
            {t('csv.messages.importApplied')} {t('csv.applied', { applied: result.report.applied, total: result.report.total })}
          </Alert>
        )}
        {result && !result.ok && (
          <>
            <Alert severity="error" sx={{ mt: 2 }}>
              {t('csv.messages.importRejected')} {t('csv.errorCount', { count: result.report.errorCount, total: result.report.total })}
            </Alert>
            {result.report.errors.length > 0 && (
              <TableContainer sx={{ mt: 2, maxHeight: 320 }}>
                <Table size="small" stickyHeader>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('csv.row')}</TableCell>
                      <TableCell>{t('csv.column')}</TableCell>
                      <TableCell>{t('csv.problem')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {result.report.errors.map((error, index) => (
                      <TableRow key={`${error.row}-${error.field ?? ''}-${index}`}>
                        <TableCell>{error.row}</TableCell>
                        <TableCell>{error.field ?? '—'}</TableCell>
                        {/* Row problems are the contract's item and CSV rule texts: translated by their code. */}
                        <TableCell>{translateMessage(error.message)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
          </>
        )}
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
          {t('csv.hint')}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

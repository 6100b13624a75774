import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import GlobalStyles from '@mui/material/GlobalStyles';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { useTranslation } from 'react-i18next';
import { MARKETPLACE_TIME_ZONE, todayIn, type Statement, type StoreSummary } from '@dhub/contract';
import { ErrorState } from '../../components/ErrorState';
import { useMinorMoney } from '../../hooks/useMoney';
import { useStatement } from './api';
import { WALLET_NS } from './i18n';

// Printing shows the statement alone: the page behind the dialog, the backdrop and the buttons are left out.
const PRINT_STYLES = (
  <GlobalStyles
    styles={{
      '@media print': {
        '#root, .MuiBackdrop-root, .statement-no-print': { display: 'none !important' },
        '.MuiDialog-container, .MuiDialog-paper': {
          position: 'static !important',
          overflow: 'visible !important',
          boxShadow: 'none !important',
        },
      },
    }}
  />
);

/** The monthly statement of a store: balances, the month's entries by type, sales and payouts; printable (or saved as PDF by the browser). */
export function StatementDialog({ store, onClose }: { store: StoreSummary; onClose: () => void }) {
  const { t } = useTranslation(WALLET_NS);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const [month, setMonth] = useState(() => todayIn(MARKETPLACE_TIME_ZONE).slice(0, 7));
  const statement = useStatement(store._id, month);
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby={titleId}>
      {PRINT_STYLES}
      <DialogTitle id={titleId}>{t('statement.title', { store: store.name })}</DialogTitle>
      <DialogContent>
        <TextField
          className="statement-no-print"
          type="month"
          label={t('statement.month')}
          value={month}
          onChange={(event) => setMonth(event.target.value)}
          size="small"
          sx={{ mt: 1, mb: 2 }}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: todayIn(MARKETPLACE_TIME_ZONE).slice(0, 7) } }}
        />
        {statement.data ? (
          <StatementBody statement={statement.data} />
        ) : statement.error ? (
          <ErrorState error={statement.error} onRetry={() => void statement.refetch()} retrying={statement.isFetching} />
        ) : (
          <Skeleton variant="rounded" height={240} aria-hidden />
        )}
      </DialogContent>
      <DialogActions className="statement-no-print">
        <Button onClick={onClose}>{t('statement.close')}</Button>
        <Button variant="contained" startIcon={<PrintOutlined />} disabled={!statement.data} onClick={() => window.print()}>
          {t('statement.print')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function StatementBody({ statement }: { statement: Statement }) {
  const { t, i18n } = useTranslation(WALLET_NS);
  const money = useMinorMoney(statement.currency);
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: statement.timeZone });
  const lastDay = new Date(Date.parse(statement.to) - 1);
  const movementsId = useId();
  const figure = (label: string, value: string) => (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p">
        {value}
      </Typography>
    </Box>
  );
  return (
    <Stack spacing={2.5}>
      <Box>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {statement.storeName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {statement.storeAddress}
        </Typography>
        <Typography variant="body2">
          {t('statement.period', { from: day.format(new Date(statement.from)), to: day.format(lastDay), zone: statement.timeZone })}
        </Typography>
      </Box>
      <Stack direction="row" sx={{ gap: 4, flexWrap: 'wrap' }}>
        {figure(t('statement.opening'), money(statement.openingBalance))}
        {figure(t('statement.closing'), money(statement.closingBalance))}
        {figure(
          t('statement.payouts'),
          t('statement.payoutsValue', { amount: money(statement.payouts.paid), count: statement.payouts.count }),
        )}
      </Stack>
      <Box component="section" aria-labelledby={movementsId}>
        <Typography id={movementsId} variant="subtitle1" component="h3" sx={{ mb: 1 }}>
          {t('statement.movements')}
        </Typography>
        {statement.totals.length ? (
          <Table size="small" aria-label={t('statement.movementsLabel')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('statement.type')}</TableCell>
                <TableCell align="right">{t('statement.entries')}</TableCell>
                <TableCell align="right">{t('statement.amount')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {statement.totals.map((total) => (
                <TableRow key={total.type}>
                  <TableCell>{t(`types.${total.type}`)}</TableCell>
                  <TableCell align="right">{total.count}</TableCell>
                  <TableCell align="right">{money(total.amount)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <Typography color="text.secondary">{t('statement.none')}</Typography>
        )}
      </Box>
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
          {t('statement.sales')}
        </Typography>
        <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap' }}>
          {figure(t('statement.orders'), String(statement.sales.orders))}
          {figure(t('statement.bookings'), String(statement.sales.bookings))}
          {figure(t('statement.gross'), money(statement.sales.gross))}
          {figure(t('statement.coupons'), money(statement.sales.couponCost))}
          {figure(t('statement.commission'), money(statement.sales.commission))}
          {figure(t('statement.net'), money(statement.sales.net))}
        </Stack>
      </Box>
      <Typography variant="caption" color="text.secondary">
        {t('statement.generated', {
          date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(statement.generatedAt)),
        })}
      </Typography>
    </Stack>
  );
}

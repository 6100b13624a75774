import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES, type WalletEntry } from '@dhub/contract';
import { useDate, useDateTime } from '../../../hooks/useDate';
import { salePath } from '../../../lib/salePath';
import { WALLET_NS } from '../i18n';
import { SignedAmount } from './SignedAmount';

interface LedgerProps {
  entries: WalletEntry[];
  money: (minor: number) => string;
}

/** "Available on 3 Dec 2026" for an entry not available yet, else ''. */
function useAvailableOn() {
  const { t } = useTranslation(WALLET_NS);
  const date = useDate();
  // When the list first showed: an entry's "available on" is said against it (stable across re-renders).
  const [now] = useState(() => Date.now());
  return (entry: WalletEntry) =>
    entry.amount > 0 && Date.parse(entry.availableAt) > now ? t('availableOn', { date: date(entry.availableAt) }) : '';
}

/** The sale an entry comes from (a link to the order or the booking), or the payout it belongs to; none: '—'. */
function EntrySource({ entry }: { entry: WalletEntry }) {
  const { t } = useTranslation(WALLET_NS);
  if (entry.sale) {
    return (
      <Link component={RouterLink} to={salePath(entry.sale)} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {t(`sale.${entry.sale.kind}`, { number: entry.sale.number })}
      </Link>
    );
  }
  if (entry.payoutId) {
    return (
      <Link component={RouterLink} to={`${ROUTES.payout}?id=${encodeURIComponent(entry.payoutId)}`} sx={{ whiteSpace: 'nowrap' }}>
        {t('viewPayout')}
      </Link>
    );
  }
  return <>—</>;
}

/** The ledger on a desktop: one row per entry, newest first, with the balance after it. */
export function LedgerTable({ entries, money }: LedgerProps) {
  const { t } = useTranslation(WALLET_NS);
  const dateTime = useDateTime();
  const availableOn = useAvailableOn();
  return (
    <TableContainer>
      <Table size="small" aria-label={t('ledger.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.date')}</TableCell>
            <TableCell>{t('columns.type')}</TableCell>
            <TableCell>{t('columns.sale')}</TableCell>
            <TableCell>{t('columns.note')}</TableCell>
            <TableCell align="right">{t('columns.amount')}</TableCell>
            <TableCell align="right">{t('columns.balanceAfter')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry._id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {dateTime(entry.createdAt)}
                {availableOn(entry) && (
                  <Typography variant="caption" component="div" color="text.secondary">
                    {availableOn(entry)}
                  </Typography>
                )}
              </TableCell>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {t(`types.${entry.type}`)}
              </TableCell>
              <TableCell>
                <EntrySource entry={entry} />
              </TableCell>
              <TableCell sx={{ wordBreak: 'break-word', maxWidth: 280 }}>{entry.note ?? '—'}</TableCell>
              <TableCell align="right">
                <SignedAmount amount={entry.amount} money={money} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <bdi>{money(entry.balanceAfter)}</bdi>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The ledger on a phone: one card per entry. */
export function LedgerCards({ entries, money }: LedgerProps) {
  const { t } = useTranslation(WALLET_NS);
  const dateTime = useDateTime();
  const availableOn = useAvailableOn();
  return (
    <Stack component="ul" spacing={1.5} aria-label={t('ledger.label')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {entries.map((entry) => (
        <Box component="li" key={entry._id}>
          <Card variant="outlined">
            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
                <Typography component="h3" sx={{ fontWeight: 600 }}>
                  {t(`types.${entry.type}`)}
                </Typography>
                <SignedAmount amount={entry.amount} money={money} />
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {dateTime(entry.createdAt)}
              </Typography>
              {availableOn(entry) && (
                <Typography variant="body2" color="text.secondary">
                  {availableOn(entry)}
                </Typography>
              )}
              {(entry.sale || entry.payoutId) && (
                <Typography variant="body2">
                  <EntrySource entry={entry} />
                </Typography>
              )}
              {entry.note && (
                <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
                  {entry.note}
                </Typography>
              )}
              <Typography variant="caption" color="text.secondary">
                {t('balanceAfter', { amount: money(entry.balanceAfter) })}
              </Typography>
            </CardContent>
          </Card>
        </Box>
      ))}
    </Stack>
  );
}

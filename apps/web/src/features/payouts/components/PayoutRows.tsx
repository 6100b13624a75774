import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
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
import type { Payout } from '@dhub/contract';
import { useDateTime } from '../../../hooks/useDate';
import { useMinorMoney } from '../../../hooks/useMoney';
import { PAYOUTS_NS } from '../i18n';
import { payoutSearch } from '../paths';
import { PayoutStatusChip } from './PayoutStatusChip';

interface RowsProps {
  payouts: Payout[];
  showStore: boolean;
}

/** The payouts on a desktop: one row each, its number opening its detail. */
export function PayoutTable({ payouts, showStore }: RowsProps) {
  const { t } = useTranslation(PAYOUTS_NS);
  const dateTime = useDateTime();
  const money = useMinorMoney();
  return (
    <TableContainer>
      <Table size="small" aria-label={t('list.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.number')}</TableCell>
            <TableCell>{t('columns.requested')}</TableCell>
            {showStore && <TableCell>{t('columns.store')}</TableCell>}
            <TableCell align="right">{t('columns.amount')}</TableCell>
            <TableCell>{t('columns.status')}</TableCell>
            <TableCell>{t('columns.bank')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {payouts.map((payout) => (
            <TableRow key={payout._id} hover>
              <TableCell component="th" scope="row">
                <Link
                  component={RouterLink}
                  to={{ search: payoutSearch(payout._id) }}
                  aria-label={t('open', { number: payout.number })}
                  sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                >
                  {payout.number}
                </Link>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTime(payout.requestedAt)}</TableCell>
              {showStore && <TableCell>{payout.storeName}</TableCell>}
              <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                <bdi>{money(payout.amount)}</bdi>
              </TableCell>
              <TableCell>
                <PayoutStatusChip status={payout.status} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <bdi>{t('bankShort', { bank: payout.bank.bankName, account: payout.bank.accountNumberMasked })}</bdi>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The payouts on a phone: one card each, the whole card opening its detail. */
export function PayoutCards({ payouts, showStore }: RowsProps) {
  const { t } = useTranslation(PAYOUTS_NS);
  const dateTime = useDateTime();
  const money = useMinorMoney();
  return (
    <Stack component="ul" spacing={1.5} aria-label={t('list.label')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {payouts.map((payout) => (
        <Box component="li" key={payout._id}>
          <Card variant="outlined">
            <CardActionArea component={RouterLink} to={{ search: payoutSearch(payout._id) }}>
              <CardContent>
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
                  <Typography component="h3" sx={{ fontWeight: 600 }}>
                    {payout.number}
                  </Typography>
                  <PayoutStatusChip status={payout.status} />
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {dateTime(payout.requestedAt)}
                  {showStore && ` · ${payout.storeName}`}
                </Typography>
                <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 1, gap: 1, flexWrap: 'wrap' }}>
                  <Typography variant="body2" color="text.secondary">
                    <bdi>{t('bankShort', { bank: payout.bank.bankName, account: payout.bank.accountNumberMasked })}</bdi>
                  </Typography>
                  <Typography sx={{ fontWeight: 700 }}>
                    <bdi>{money(payout.amount)}</bdi>
                  </Typography>
                </Stack>
              </CardContent>
            </CardActionArea>
          </Card>
        </Box>
      ))}
    </Stack>
  );
}

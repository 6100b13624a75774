import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import HighlightOffOutlined from '@mui/icons-material/HighlightOffOutlined';
import RadioButtonUncheckedOutlined from '@mui/icons-material/RadioButtonUncheckedOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PayoutDetail, PayoutLine } from '@dhub/contract';
import { DetailList } from '../../../components/DetailList';
import { LoadGate } from '../../../components/LoadGate';
import { useDate, useDateTime } from '../../../hooks/useDate';
import { useMinorMoney } from '../../../hooks/useMoney';
import { salePath } from '../../../lib/salePath';
import { usePayout } from '../api';
import { PAYOUTS_NS } from '../i18n';
import { PayoutStatusChip } from './PayoutStatusChip';

/** One payout over the list (`?id=`): its progress, the bank account, and the orders and bookings it pays. */
export function PayoutDetailDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation(PAYOUTS_NS);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const payout = usePayout(id);
  const titleId = useId();
  return (
    <Dialog open={Boolean(id)} onClose={onClose} fullScreen={phone} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId} component="h2">
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <span>{t('detail.title', { number: payout.data?.number ?? '' })}</span>
          {payout.data && <PayoutStatusChip status={payout.data.status} />}
        </Stack>
      </DialogTitle>
      <DialogContent dividers>
        <LoadGate id={id} query={payout}>
          {(data) => <PayoutView payout={data} phone={phone} />}
        </LoadGate>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('detail.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function PayoutView({ payout, phone }: { payout: PayoutDetail; phone: boolean }) {
  const { t } = useTranslation(PAYOUTS_NS);
  const money = useMinorMoney();
  const dateTime = useDateTime();
  return (
    <Stack spacing={3}>
      <DetailList
        rows={[
          [t('detail.store'), payout.storeName],
          [t('detail.amount'), <strong key="amount">{money(payout.amount)}</strong>],
          [t('detail.requested'), dateTime(payout.requestedAt)],
          ...(payout.note ? ([[t('detail.note'), payout.note]] as [string, string][]) : []),
        ]}
      />
      <Section title={t('detail.progress')}>
        <PayoutTimeline payout={payout} />
      </Section>
      <Section title={t('detail.bank')}>
        <DetailList
          rows={[
            [t('detail.bankName'), payout.bank.bankName],
            [t('detail.holder'), payout.bank.accountHolderName],
            [t('detail.account'), <bdi key="account">{payout.bank.accountNumberMasked}</bdi>],
            [t('detail.ifsc'), payout.bank.ifsCode],
          ]}
        />
      </Section>
      <Section title={t('detail.lines')}>
        {payout.lines.length === 0 ? (
          <Typography color="text.secondary">{t('detail.noLines')}</Typography>
        ) : phone ? (
          <LineCards lines={payout.lines} />
        ) : (
          <LineTable lines={payout.lines} other={payout.other} total={payout.amount} />
        )}
        {payout.other !== 0 && (phone || payout.lines.length === 0) && (
          <Box sx={{ mt: 1.5 }}>
            <DetailList rows={[[t('detail.other'), money(payout.other)]]} />
          </Box>
        )}
      </Section>
    </Stack>
  );
}

type Step = { key: 'requested' | 'approved' | 'paid' | 'rejected'; at: string | null; detail?: string };

/** Requested → approved → paid (with the bank's reference), or rejected (with the reason); steps not reached yet say "Waiting". */
function PayoutTimeline({ payout }: { payout: PayoutDetail }) {
  const { t } = useTranslation(PAYOUTS_NS);
  const dateTime = useDateTime();
  const steps: Step[] =
    payout.status === 'rejected'
      ? [
          { key: 'requested', at: payout.requestedAt },
          ...(payout.approvedAt ? [{ key: 'approved' as const, at: payout.approvedAt }] : []),
          { key: 'rejected', at: payout.rejectedAt, detail: payout.reason ? t('detail.reason', { reason: payout.reason }) : undefined },
        ]
      : [
          { key: 'requested', at: payout.requestedAt },
          { key: 'approved', at: payout.approvedAt },
          {
            key: 'paid',
            at: payout.paidAt,
            detail: payout.bankReference ? t('detail.bankReference', { reference: payout.bankReference }) : undefined,
          },
        ];
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {steps.map((step) => {
        const done = step.at !== null;
        const Icon = step.key === 'rejected' ? HighlightOffOutlined : done ? CheckCircleOutlined : RadioButtonUncheckedOutlined;
        return (
          <Box component="li" key={step.key} sx={{ display: 'flex', gap: 1.5, py: 0.75, alignItems: 'flex-start' }}>
            <Icon
              fontSize="small"
              aria-hidden
              sx={{ mt: '2px', color: step.key === 'rejected' ? 'error.main' : done ? 'success.main' : 'text.disabled' }}
            />
            <Box>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t(`detail.steps.${step.key}`)}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="div">
                {done ? dateTime(step.at) : t('detail.waiting')}
              </Typography>
              {step.detail && (
                <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
                  {step.detail}
                </Typography>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

function SaleLink({ line }: { line: PayoutLine }) {
  const { t } = useTranslation(PAYOUTS_NS);
  return (
    <Link component={RouterLink} to={salePath(line.sale)} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
      {t(`sale.${line.sale.kind}`, { number: line.sale.number })}
    </Link>
  );
}

/** A deduction (coupon, commission) as "− ₹10.00"; none: '—'. */
const less = (money: (minor: number) => string, value: number) => (value ? `− ${money(value)}` : '—');

function LineTable({ lines, other, total }: { lines: PayoutLine[]; other: number; total: number }) {
  const { t } = useTranslation(PAYOUTS_NS);
  const money = useMinorMoney();
  const date = useDate();
  return (
    <TableContainer>
      <Table size="small" aria-label={t('detail.linesLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('line.sale')}</TableCell>
            <TableCell align="right">{t('line.gross')}</TableCell>
            <TableCell align="right">{t('line.coupon')}</TableCell>
            <TableCell align="right">{t('line.commission')}</TableCell>
            <TableCell align="right">{t('line.net')}</TableCell>
            <TableCell align="right">{t('line.covered')}</TableCell>
            <TableCell>{t('line.availableAt')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={`${line.sale.kind}-${line.sale.id}`}>
              <TableCell component="th" scope="row">
                <SaleLink line={line} />
              </TableCell>
              <TableCell align="right">{money(line.gross)}</TableCell>
              <TableCell align="right">{less(money, line.couponCost)}</TableCell>
              <TableCell align="right">{less(money, line.commission)}</TableCell>
              <TableCell align="right">{money(line.net)}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {money(line.covered)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(line.availableAt)}</TableCell>
            </TableRow>
          ))}
          {other !== 0 && (
            <TableRow>
              <TableCell component="th" scope="row" colSpan={5}>
                {t('detail.other')}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {money(other)}
              </TableCell>
              <TableCell />
            </TableRow>
          )}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" colSpan={5}>
              {t('detail.total')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {money(total)}
            </TableCell>
            <TableCell />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}

function LineCards({ lines }: { lines: PayoutLine[] }) {
  const { t } = useTranslation(PAYOUTS_NS);
  const money = useMinorMoney();
  const date = useDate();
  return (
    <Stack component="ul" spacing={1.5} aria-label={t('detail.linesLabel')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {lines.map((line) => (
        <Box component="li" key={`${line.sale.kind}-${line.sale.id}`}>
          <Card variant="outlined">
            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
              <Box sx={{ mb: 1 }}>
                <SaleLink line={line} />
              </Box>
              <DetailList
                rows={[
                  [t('line.gross'), money(line.gross)],
                  [t('line.coupon'), less(money, line.couponCost)],
                  [t('line.commission'), less(money, line.commission)],
                  [t('line.net'), money(line.net)],
                  [t('line.covered'), <strong key="covered">{money(line.covered)}</strong>],
                  [t('line.availableAt'), date(line.availableAt)],
                ]}
              />
            </CardContent>
          </Card>
        </Box>
      ))}
    </Stack>
  );
}

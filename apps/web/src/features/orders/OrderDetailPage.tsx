import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AUTO_REJECT_REASON, type OrderActionBody, type OrderDetail, type VendorOrderAction } from '@dhub/contract';
import { invalidateAll } from '../../api/queries';
import { DetailList } from '../../components/DetailList';
import { LoadGate } from '../../components/LoadGate';
import { PageSkeleton } from '../../components/PageSkeleton';
import { useDateTime } from '../../hooks/useDate';
import { errorText } from '../../i18n/errorText';
import { toast } from '../../lib/toast';
import { ordersKey, useOrder, useOrderAction } from './api';
import { AcceptDialog, OrderReasonDialog } from './components/OrderActionDialogs';
import { OrderStatusChip } from './components/OrderStatusChip';
import { DeliveryCard } from './components/DeliveryCard';
import { SettlementCard } from '../../components/SettlementCard';
import { ORDERS_NS, useOrderStrings } from './i18n';
import { useMinorMoney } from '../../hooks/useMoney';
import { ORDER_PATHS } from './paths';
import { mirroredInRtl } from '../../theme/buildTheme';

/** One order: who, where, what, how much, its timeline, and the buttons of what can happen next. */
export default function OrderDetailPage() {
  const ready = useOrderStrings();
  const { id = null } = useParams();
  const order = useOrder(id);
  const { t } = useTranslation(ORDERS_NS);
  if (!ready) return <PageSkeleton />;
  return (
    <Box>
      <Button
        component={RouterLink}
        to={ORDER_PATHS.list}
        startIcon={<ArrowBackIcon sx={mirroredInRtl} />}
        sx={{ mb: 1, displayPrint: 'none' }}
      >
        {t('back')}
      </Button>
      <LoadGate id={id} query={order}>
        {(data) => <OrderView order={data} />}
      </LoadGate>
    </Box>
  );
}

function OrderView({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(ORDERS_NS);
  const money = useMinorMoney();
  const dateTime = useDateTime();
  const act = useOrderAction();
  const client = useQueryClient();
  const [dialog, setDialog] = useState<VendorOrderAction | null>(null);
  const run = (body: OrderActionBody) =>
    act.mutate(
      { params: { id: order._id }, body },
      {
        onSuccess: () => {
          setDialog(null);
          toast.success(t(`done.${body.action}`));
        },
        onError: (error) => {
          setDialog(null);
          toast.error(errorText(error, 'serverError'));
          // Moved on elsewhere (409): show it as it now is, even without the live stream.
          void invalidateAll(client, [ordersKey]);
        },
      },
    );
  const press = (action: VendorOrderAction) =>
    action === 'accept' || action === 'reject' || action === 'cancel' ? setDialog(action) : run({ action } as OrderActionBody);
  const reason = order.reason === AUTO_REJECT_REASON ? t('notAcceptedInTime') : order.reason;

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Box>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' } }}>
              {t('number', { number: order.number })}
            </Typography>
            <OrderStatusChip status={order.status} />
          </Stack>
          <Typography color="text.secondary">
            {dateTime(order.placedAt)} · {order.storeName}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', displayPrint: 'none' }}>
          {order.actions.map((action) => (
            <Button
              key={action}
              variant={action === 'reject' || action === 'cancel' ? 'outlined' : 'contained'}
              color={action === 'reject' || action === 'cancel' ? 'error' : 'primary'}
              disabled={act.isPending}
              onClick={() => press(action)}
            >
              {t(`actions.${action}`)}
            </Button>
          ))}
          <Button variant="text" startIcon={<PrintOutlined />} onClick={() => window.print()}>
            {t('actions.print')}
          </Button>
        </Stack>
      </Stack>

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              {t('sections.items')}
            </Typography>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('line.product')}</TableCell>
                    <TableCell align="right">{t('line.unitPrice')}</TableCell>
                    <TableCell align="right">{t('line.quantity')}</TableCell>
                    <TableCell align="right">{t('line.total')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {order.lines.map((line) => (
                    <TableRow key={line._id}>
                      <TableCell>
                        {line.name}
                        {line.variationName && (
                          <Typography variant="caption" component="div" color="text.secondary">
                            {line.variationName}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell align="right">{money(line.unitPrice)}</TableCell>
                      <TableCell align="right">{line.quantity}</TableCell>
                      <TableCell align="right">{money(line.total)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
            <Divider sx={{ my: 1.5 }} />
            <DetailList
              rows={[
                [t('charges.subtotal'), money(order.subtotal)],
                [t('charges.delivery'), money(order.deliveryCharge)],
                ...(order.discount
                  ? ([
                      [
                        order.couponCode ? t('charges.coupon', { code: order.couponCode }) : t('charges.discount'),
                        `− ${money(order.discount)}`,
                      ],
                    ] as [string, string][])
                  : []),
                [t('charges.total'), <strong key="total">{money(order.total)}</strong>],
                [t('fields.payment'), `${t(`payment.${order.paymentMethod}`)} · ${t(`paymentStatus.${order.paymentStatus}`)}`],
              ]}
            />
          </Paper>
          {order.settlement && <SettlementCard settlement={order.settlement} />}
          {order.note && (
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Typography variant="h6" component="h2" gutterBottom>
                {t('sections.note')}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{order.note}</Typography>
            </Paper>
          )}
        </Stack>
        <Stack spacing={2}>
          <DeliveryCard order={order} />
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              {t('sections.customer')}
            </Typography>
            <DetailList
              rows={[
                [t('fields.name'), order.customer.name],
                [t('fields.phone'), order.customer.phone ? <Link href={`tel:${order.customer.phone}`}>{order.customer.phone}</Link> : '—'],
                [t('fields.email'), order.customer.email],
              ]}
            />
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              {t('sections.address')}
            </Typography>
            <Typography component="address" sx={{ fontStyle: 'normal', whiteSpace: 'pre-line' }}>
              {[
                order.address.name,
                order.address.phone,
                order.address.line1,
                order.address.line2,
                `${order.address.city} ${order.address.pincode}`,
              ]
                .filter(Boolean)
                .join('\n')}
            </Typography>
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              {t('sections.timeline')}
            </Typography>
            {(order.prepMinutes || reason) && (
              <Box sx={{ mb: 1.5 }}>
                <DetailList
                  rows={[
                    ...(order.prepMinutes
                      ? ([[t('fields.prepTime'), t('minutes', { minutes: order.prepMinutes })]] as [string, string][])
                      : []),
                    ...(order.readyBy ? ([[t('fields.readyBy'), dateTime(order.readyBy)]] as [string, string][]) : []),
                    ...(reason ? ([[t('fields.reason'), reason]] as [string, string][]) : []),
                  ]}
                />
              </Box>
            )}
            <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {order.timeline.map((event, index) => (
                <Box
                  component="li"
                  key={`${event.status}-${index}`}
                  sx={{ py: 0.75, borderInlineStart: (theme) => `2px solid ${theme.palette.divider}`, paddingInlineStart: 1.5 }}
                >
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {t(`status.${event.status}`)}{' '}
                    <Typography component="span" variant="body2" color="text.secondary">
                      {t(`by.${event.by}`)}
                    </Typography>
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {dateTime(event.at)}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Paper>
        </Stack>
      </Box>
      {dialog === 'accept' && <AcceptDialog number={order.number} busy={act.isPending} onSubmit={run} onClose={() => setDialog(null)} />}
      {(dialog === 'reject' || dialog === 'cancel') && (
        <OrderReasonDialog action={dialog} number={order.number} busy={act.isPending} onSubmit={run} onClose={() => setDialog(null)} />
      )}
    </Stack>
  );
}

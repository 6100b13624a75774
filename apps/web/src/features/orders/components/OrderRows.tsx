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
import type { OrderSummary } from '@dhub/contract';
import { useDateTime, useTime } from '../../../hooks/useDate';
import { ORDERS_NS } from '../i18n';
import { useMinorMoney } from '../../../hooks/useMoney';
import { orderPath } from '../paths';
import { OrderStatusChip } from './OrderStatusChip';

/** The inbox on a desktop: one row per order, its number opening it. */
export function OrderTable({ orders, showStore }: { orders: OrderSummary[]; showStore: boolean }) {
  const { t } = useTranslation(ORDERS_NS);
  const dateTime = useDateTime();
  const time = useTime();
  const money = useMinorMoney();
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.number')}</TableCell>
            <TableCell>{t('columns.placed')}</TableCell>
            <TableCell>{t('columns.customer')}</TableCell>
            {showStore && <TableCell>{t('columns.store')}</TableCell>}
            <TableCell align="right">{t('columns.items')}</TableCell>
            <TableCell align="right">{t('columns.total')}</TableCell>
            <TableCell>{t('columns.payment')}</TableCell>
            <TableCell>{t('columns.status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => (
            <TableRow key={order._id} hover>
              <TableCell>
                <Link
                  component={RouterLink}
                  to={orderPath(order._id)}

                  sx={{ fontWeight: 600 }}
                >
                  #{order.number}
                </Link>
              </TableCell>
              <TableCell>
                {dateTime(order.placedAt)}
                {order.status === 'placed' && (
                  <Typography variant="caption" component="div" color="warning.main">
                    {t('acceptWithin', { time: time(order.acceptBy) })}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{order.customerName}</TableCell>
              {showStore && <TableCell>{order.storeName}</TableCell>}
              <TableCell align="right">{order.itemsCount}</TableCell>
              <TableCell align="right">{money(order.total)}</TableCell>
              <TableCell>
                {t(`payment.${order.paymentMethod}`)}
                <Typography variant="caption" component="div" color="text.secondary">
                  {t(`paymentStatus.${order.paymentStatus}`)}
                </Typography>
              </TableCell>
              <TableCell>
                <OrderStatusChip status={order.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The inbox on a phone: one card per order, the whole card opening it. */
export function OrderCards({ orders, showStore }: { orders: OrderSummary[]; showStore: boolean }) {
  const { t } = useTranslation(ORDERS_NS);
  const dateTime = useDateTime();
  const time = useTime();
  const money = useMinorMoney();
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {orders.map((order) => (
        <Box component="li" key={order._id}>
          <Card variant="outlined">
            <CardActionArea component={RouterLink} to={orderPath(order._id)}>
              <CardContent>
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
                  <Typography sx={{ fontWeight: 600 }}>#{order.number}</Typography>
                  <OrderStatusChip status={order.status} />
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {dateTime(order.placedAt)}
                  {showStore && ` · ${order.storeName}`}
                </Typography>
                {order.status === 'placed' && (
                  <Typography variant="body2" color="warning.main">
                    {t('acceptWithin', { time: time(order.acceptBy) })}
                  </Typography>
                )}
                <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 1, gap: 1 }}>
                  <Typography variant="body2">
                    {order.customerName} · {t('itemsCount', { count: order.itemsCount })}
                  </Typography>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {money(order.total)}
                  </Typography>
                </Stack>
                <Typography variant="caption" color="text.secondary">
                  {t(`payment.${order.paymentMethod}`)} · {t(`paymentStatus.${order.paymentStatus}`)}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Box>
      ))}
    </Stack>
  );
}

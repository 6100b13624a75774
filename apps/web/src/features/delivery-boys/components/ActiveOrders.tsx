import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DeliveryOrder } from '@dhub/contract';
import { useDateTime } from '../../../hooks/useDate';
import { useMinorMoney } from '../../../hooks/useMoney';
import { salePath } from '../../../lib/salePath';
import { DELIVERY_BOYS_NS } from '../i18n';

/** The orders a delivery boy is delivering now, each opening its order's page. */
export function ActiveOrders({ orders }: { orders: readonly DeliveryOrder[] }) {
  const { t } = useTranslation(DELIVERY_BOYS_NS);
  const money = useMinorMoney();
  const dateTime = useDateTime();
  if (orders.length === 0) return <Typography color="text.secondary">{t('details.noActiveOrders')}</Typography>;
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {orders.map((order) => (
        <Stack
          component="li"
          key={order._id}
          spacing={0.25}
          sx={{ borderInlineStart: 3, borderColor: 'primary.main', paddingInlineStart: 1.5 }}
        >
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Link component={RouterLink} to={salePath({ kind: 'order', id: order._id })} sx={{ fontWeight: 600 }}>
              {t('details.order', { number: order.number })}
            </Link>
            <Chip size="small" variant="outlined" color="primary" label={t(`orderStatus.${order.status}`)} />
          </Stack>
          <Typography variant="body2">
            {order.customerName} · {order.address.line1}, {order.address.city} {order.address.pincode}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {money(order.total)} · {t(`payment.${order.paymentMethod}`)} · {t('details.assigned', { time: dateTime(order.assignedAt) })}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

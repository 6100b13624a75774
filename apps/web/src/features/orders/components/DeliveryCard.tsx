import { useState } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DELIVERY_ORDER_STATUSES, deliveryBoyEndpoints, ROUTES, type OrderDetail, type OrderStatus } from '@dhub/contract';
import { isApiError } from '../../../api/ApiError';
import { queryKeys, useEndpointMutation, useEndpointQuery } from '../../../api/queries';
import { useDateTime } from '../../../hooks/useDate';
import { errorText } from '../../../i18n/errorText';
import { toast } from '../../../lib/toast';
import { ORDERS_NS } from '../i18n';
import en from '../i18n/en';

type RefusalCode = keyof typeof en.delivery.errors;
const isRefusal = (code: string | undefined): code is RefusalCode => Boolean(code && code in en.delivery.errors);

/**
 * Who delivers the order (the delivery boys' endpoints, through the contract): shown once it is
 * ready; while it is ready or out for delivery, an available delivery boy of its store can be given it.
 */
export function DeliveryCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(ORDERS_NS);
  const dateTime = useDateTime();
  const assignable = (DELIVERY_ORDER_STATUSES as readonly OrderStatus[]).includes(order.status);
  const delivery = useEndpointQuery(deliveryBoyEndpoints.orderDelivery, { params: { orderId: order._id } });
  const available = useEndpointQuery(
    deliveryBoyEndpoints.list,
    { query: { storeId: order.storeId, status: 'active', availability: 'available', limit: 100 } },
    { enabled: assignable },
  );
  const assign = useEndpointMutation(deliveryBoyEndpoints.assign, { invalidates: [queryKeys.group('deliveryBoys')] });
  const [chosen, setChosen] = useState('');
  const current = delivery.data?.deliveryBoy ?? null;
  if (!assignable && !current) return null;
  const choices = (available.data?.items ?? []).filter((boy) => boy._id !== current?._id);
  const submit = () =>
    assign.mutate(
      { body: { orderId: order._id, deliveryBoyId: chosen } },
      {
        onSuccess: () => (setChosen(''), toast.success(t('delivery.done'))),
        onError: (failure) => {
          const code = isApiError(failure) ? failure.code : undefined;
          toast.error(isRefusal(code) ? t(`delivery.errors.${code}`) : errorText(failure, 'serverError'));
        },
      },
    );

  return (
    <Paper variant="outlined" sx={{ p: 2, displayPrint: 'none' }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('delivery.title')}
      </Typography>
      {current ? (
        <Stack spacing={0.25} sx={{ mb: assignable ? 2 : 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{current.name}</Typography>
          <Link href={`tel:${current.phone}`} dir="ltr" sx={{ alignSelf: 'flex-start' }}>
            {current.phone}
          </Link>
          {current.vehicleNumber && <Typography variant="body2">{current.vehicleNumber}</Typography>}
          {delivery.data?.assignedAt && (
            <Typography variant="caption" color="text.secondary">
              {t('delivery.assigned', { time: dateTime(delivery.data.assignedAt) })}
            </Typography>
          )}
        </Stack>
      ) : (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('delivery.none')}
        </Typography>
      )}
      {assignable &&
        (available.data && choices.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('delivery.noneAvailable')}{' '}
            <Link component={RouterLink} to={ROUTES.deliveryBoys}>
              {t('delivery.manage')}
            </Link>
          </Typography>
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              select
              size="small"
              label={t('delivery.choose')}
              value={chosen}
              onChange={(event) => setChosen(event.target.value)}
              slotProps={{ select: { native: true } }}
              sx={{ flex: 1, minWidth: 0 }}
            >
              <option value="" disabled />
              {choices.map((boy) => (
                <option key={boy._id} value={boy._id}>
                  {[boy.name, boy.vehicleNumber].filter(Boolean).join(' · ')}
                </option>
              ))}
            </TextField>
            <Button variant="contained" disabled={!chosen || assign.isPending} onClick={submit}>
              {t('delivery.assign')}
            </Button>
          </Stack>
        ))}
    </Paper>
  );
}

import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NOT_CONFIRMED_REASON, type BookingActionBody, type BookingDetail, type VendorBookingAction } from '@dhub/contract';
import { invalidateAll } from '../../api/queries';
import { DetailList } from '../../components/DetailList';
import { LoadGate } from '../../components/LoadGate';
import { PageSkeleton } from '../../components/PageSkeleton';
import { useDate, useTime } from '../../hooks/useDate';
import { useMinorMoney } from '../../hooks/useMoney';
import { errorText } from '../../i18n/errorText';
import { toast } from '../../lib/toast';
import { availabilityKey, bookingsKey, useBooking, useBookingAction } from './api';
import { BookingStatusChip } from './components/BookingStatusChip';
import { BookingTimeline } from './components/BookingTimeline';
import { CancelDialog } from './components/CancelDialog';
import { SettlementCard } from '../../components/SettlementCard';
import { RescheduleDialog } from './components/RescheduleDialog';
import { BOOKINGS_NS, useBookingStrings } from './i18n';
import { BOOKING_PATHS } from './paths';
import { mirroredInRtl } from '../../theme/buildTheme';

/** The actions that ask something first (a reason, a new time). */
type DialogAction = Extract<VendorBookingAction, 'cancel' | 'reschedule'>;
const needsDialog = (action: VendorBookingAction): action is DialogAction => action === 'cancel' || action === 'reschedule';
const isStopping = (action: VendorBookingAction) => action === 'cancel' || action === 'noShow';

/** /all-service-orders/order-details?id=…: one booking, who, where, when, how much, its timeline and what can happen next. */
export default function BookingDetailPage() {
  const ready = useBookingStrings();
  const [params] = useSearchParams();
  const id = params.get('id');
  const booking = useBooking(id);
  const { t } = useTranslation(BOOKINGS_NS);
  if (!ready) return <PageSkeleton />;
  return (
    <Box>
      <Button
        component={RouterLink}
        to={BOOKING_PATHS.list}
        startIcon={<ArrowBackIcon sx={mirroredInRtl} />}
        sx={{ mb: 1, displayPrint: 'none' }}
      >
        {t('back')}
      </Button>
      <LoadGate id={id} query={booking}>
        {(data) => <BookingView booking={data} />}
      </LoadGate>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function BookingView({ booking }: { booking: BookingDetail }) {
  const { t } = useTranslation(BOOKINGS_NS);
  const money = useMinorMoney();
  const date = useDate();
  const time = useTime();
  const act = useBookingAction();
  const client = useQueryClient();
  const [dialog, setDialog] = useState<DialogAction | null>(null);
  const run = (body: BookingActionBody) =>
    act.mutate(
      { params: { id: booking._id }, body },
      {
        onSuccess: () => {
          setDialog(null);
          toast.success(t(`done.${body.action}`));
        },
        onError: (error) => {
          // A refused time stays in its dialog to choose another; anything else is told as a toast.
          if (body.action !== 'reschedule') {
            setDialog(null);
            toast.error(errorText(error, 'serverError'));
          }
          // Moved on elsewhere, or the slot filled up (409): show them as they now are.
          void invalidateAll(client, [bookingsKey, availabilityKey]);
        },
      },
    );
  const press = (action: VendorBookingAction) => {
    act.reset();
    if (needsDialog(action)) setDialog(action);
    else run({ action });
  };
  const endsAt = new Date(Date.parse(booking.startsAt) + booking.durationMinutes * 60_000).toISOString();
  const reason = booking.reason === NOT_CONFIRMED_REASON ? t('notConfirmedInTime') : booking.reason;
  const close = () => (setDialog(null), act.reset());

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Box>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' } }}>
              {t('number', { number: booking.number })}
            </Typography>
            <BookingStatusChip status={booking.status} />
          </Stack>
          <Typography color="text.secondary">
            {booking.serviceName} · {booking.storeName}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', displayPrint: 'none' }}>
          {booking.actions.map((action) => (
            <Button
              key={action}
              variant={isStopping(action) || action === 'reschedule' ? 'outlined' : 'contained'}
              color={isStopping(action) ? 'error' : 'primary'}
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
          <Section title={t('sections.time')}>
            <DetailList
              rows={[
                [t('fields.date'), date(booking.startsAt)],
                [t('fields.start'), `${time(booking.startsAt)} – ${time(endsAt)}`],
                [t('fields.duration'), t('minutes', { minutes: booking.durationMinutes })],
                [t('fields.store'), booking.storeName],
              ]}
            />
          </Section>
          <Section title={t('sections.charges')}>
            <DetailList
              rows={[
                [t('charges.price'), money(booking.price)],
                ...(booking.discount
                  ? ([
                      [
                        booking.couponCode ? t('charges.coupon', { code: booking.couponCode }) : t('charges.discount'),
                        `− ${money(booking.discount)}`,
                      ],
                    ] as [string, string][])
                  : []),
                [t('charges.total'), <strong key="total">{money(booking.total)}</strong>],
                [t('fields.payment'), `${t(`payment.${booking.paymentMethod}`)} · ${t(`paymentStatus.${booking.paymentStatus}`)}`],
              ]}
            />
          </Section>
          {booking.settlement && <SettlementCard settlement={booking.settlement} />}
          {booking.note && (
            <Section title={t('sections.note')}>
              <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{booking.note}</Typography>
            </Section>
          )}
          {reason && (
            <Section title={t('sections.reason')}>
              <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{reason}</Typography>
            </Section>
          )}
        </Stack>
        <Stack spacing={2}>
          <Section title={t('sections.customer')}>
            <DetailList
              rows={[
                [t('fields.name'), booking.customer.name],
                [
                  t('fields.phone'),
                  booking.customer.phone ? <Link href={`tel:${booking.customer.phone}`}>{booking.customer.phone}</Link> : '—',
                ],
                [t('fields.email'), booking.customer.email],
              ]}
            />
          </Section>
          <Section title={t('sections.address')}>
            <Typography component="address" sx={{ fontStyle: 'normal', whiteSpace: 'pre-line' }}>
              {[
                booking.address.name,
                booking.address.phone,
                booking.address.line1,
                booking.address.line2,
                `${booking.address.city} ${booking.address.pincode}`,
              ]
                .filter(Boolean)
                .join('\n')}
            </Typography>
          </Section>
          <Section title={t('sections.timeline')}>
            <BookingTimeline timeline={booking.timeline} />
          </Section>
        </Stack>
      </Box>
      {dialog === 'cancel' && <CancelDialog number={booking.number} busy={act.isPending} onSubmit={run} onClose={close} />}
      {dialog === 'reschedule' && (
        <RescheduleDialog
          booking={booking}
          busy={act.isPending}
          error={act.error}
          onEdit={() => act.reset()}
          onSubmit={run}
          onClose={close}
        />
      )}
    </Stack>
  );
}

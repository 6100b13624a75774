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
import type { BookingSummary } from '@dhub/contract';
import { useMinorMoney } from '../../../hooks/useMoney';
import { BOOKINGS_NS } from '../i18n';
import { bookingPath } from '../paths';
import { useSlotText } from '../useSlotText';
import { BookingStatusChip } from './BookingStatusChip';

/** The bookings on a desktop: one row per booking, its number opening it. */
export function BookingTable({ bookings }: { bookings: BookingSummary[] }) {
  const { t } = useTranslation(BOOKINGS_NS);
  const slotText = useSlotText();
  const money = useMinorMoney();
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.number')}</TableCell>
            <TableCell>{t('columns.customer')}</TableCell>
            <TableCell>{t('columns.service')}</TableCell>
            <TableCell>{t('columns.time')}</TableCell>
            <TableCell>{t('columns.status')}</TableCell>
            <TableCell align="right">{t('columns.total')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {bookings.map((booking) => (
            <TableRow key={booking._id} hover>
              <TableCell>
                <Link component={RouterLink} to={bookingPath(booking._id)} sx={{ fontWeight: 600 }}>
                  #{booking.number}
                </Link>
              </TableCell>
              <TableCell>{booking.customerName}</TableCell>
              <TableCell>
                {booking.serviceName}
                <Typography variant="caption" component="div" color="text.secondary">
                  {booking.storeName}
                </Typography>
              </TableCell>
              <TableCell>{slotText(booking)}</TableCell>
              <TableCell>
                <BookingStatusChip status={booking.status} />
              </TableCell>
              <TableCell align="right">
                {money(booking.total)}
                <Typography variant="caption" component="div" color="text.secondary">
                  {t(`paymentStatus.${booking.paymentStatus}`)}
                </Typography>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The bookings on a phone: one card per booking, the whole card opening it. */
export function BookingCards({ bookings }: { bookings: BookingSummary[] }) {
  const { t } = useTranslation(BOOKINGS_NS);
  const slotText = useSlotText();
  const money = useMinorMoney();
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {bookings.map((booking) => (
        <Box component="li" key={booking._id}>
          <Card variant="outlined">
            <CardActionArea component={RouterLink} to={bookingPath(booking._id)}>
              <CardContent>
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
                  <Typography sx={{ fontWeight: 600 }}>#{booking.number}</Typography>
                  <BookingStatusChip status={booking.status} />
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {slotText(booking)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {booking.serviceName} · {booking.storeName}
                </Typography>
                <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 1, gap: 1 }}>
                  <Typography variant="body2">{booking.customerName}</Typography>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {money(booking.total)}
                  </Typography>
                </Stack>
                <Typography variant="caption" color="text.secondary">
                  {t(`payment.${booking.paymentMethod}`)} · {t(`paymentStatus.${booking.paymentStatus}`)}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Box>
      ))}
    </Stack>
  );
}

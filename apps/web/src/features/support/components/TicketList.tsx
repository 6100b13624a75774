import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Ticket } from '@dhub/contract';
import { useDateTime } from '../../../hooks/useDate';
import { SUPPORT_NS } from '../i18n';
import { ticketPath } from '../paths';
import { TicketStatusChip } from './TicketStatusChip';
import { UnreadCount } from './UnreadCount';

const activityOf = (ticket: Ticket) => ticket.lastMessage?.at ?? ticket.updatedAt;

/** The tickets on a desktop: subject (a link) and number, category, priority, status, last activity. */
export function TicketTable({ tickets }: { tickets: Ticket[] }) {
  const { t } = useTranslation(SUPPORT_NS);
  const dateTime = useDateTime();
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{t('columns.ticket')}</TableCell>
          <TableCell>{t('columns.category')}</TableCell>
          <TableCell>{t('columns.priority')}</TableCell>
          <TableCell>{t('columns.status')}</TableCell>
          <TableCell>{t('columns.activity')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {tickets.map((ticket) => (
          <TableRow key={ticket._id} hover>
            <TableCell component="th" scope="row">
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Link component={RouterLink} to={ticketPath(ticket._id)} sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
                  {ticket.subject}
                </Link>
                <UnreadCount count={ticket.unread} />
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {[t('number', { number: ticket.number }), ticket.storeName].filter(Boolean).join(' · ')}
              </Typography>
            </TableCell>
            <TableCell>{t(`categories.${ticket.category}`)}</TableCell>
            <TableCell>{t(`priorities.${ticket.priority}`)}</TableCell>
            <TableCell>
              <TicketStatusChip status={ticket.status} />
            </TableCell>
            <TableCell>{dateTime(activityOf(ticket))}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The tickets on a phone: one card each, opening the ticket. */
export function TicketCards({ tickets }: { tickets: Ticket[] }) {
  const { t } = useTranslation(SUPPORT_NS);
  const dateTime = useDateTime();
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {tickets.map((ticket) => (
        <Box component="li" key={ticket._id}>
          <Card variant="outlined">
            <CardActionArea component={RouterLink} to={ticketPath(ticket._id)}>
              <CardContent>
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
                  <Typography component="h2" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
                    {ticket.subject}
                  </Typography>
                  <TicketStatusChip status={ticket.status} />
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {[t('number', { number: ticket.number }), t(`categories.${ticket.category}`), t(`priorities.${ticket.priority}`)].join(
                    ' · ',
                  )}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
                  <Typography variant="body2" color="text.secondary">
                    {dateTime(activityOf(ticket))}
                  </Typography>
                  <UnreadCount count={ticket.unread} />
                </Stack>
              </CardContent>
            </CardActionArea>
          </Card>
        </Box>
      ))}
    </Stack>
  );
}

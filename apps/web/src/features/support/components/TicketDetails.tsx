import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES, type Ticket, type VendorTicketAction } from '@dhub/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DetailList } from '../../../components/DetailList';
import { useDate } from '../../../hooks/useDate';
import { errorText } from '../../../i18n/errorText';
import { toast } from '../../../lib/toast';
import { useDeleteTicket, useTicketAction } from '../api';
import { SUPPORT_NS } from '../i18n';
import { AttachmentList } from './AttachmentList';
import { TicketDialog } from './TicketDialog';
import { TicketStatusChip } from './TicketStatusChip';

/** A ticket's words and state, and what the vendor can do with it now (edit, delete, close, reopen). */
export function TicketDetails({ ticket, headingLevel = 'h1' }: { ticket: Ticket; headingLevel?: 'h1' | 'h2' }) {
  const { t } = useTranslation(SUPPORT_NS);
  const date = useDate();
  const navigate = useNavigate();
  const act = useTicketAction();
  const remove = useDeleteTicket();
  const [editing, setEditing] = useState(false);
  const [confirm, setConfirm] = useState<'delete' | 'close' | null>(null);

  const run = (action: VendorTicketAction) =>
    act.mutate(
      { params: { id: ticket._id }, body: { action } },
      {
        onSuccess: ({ message }) => (toast.success(message), setConfirm(null)),
        onError: (error) => toast.error(errorText(error, 'serverError')),
      },
    );
  const deleteTicket = () =>
    remove.mutate(
      { params: { id: ticket._id } },
      {
        onSuccess: ({ message }) => (toast.success(message), void navigate(ROUTES.supportTicket)),
        onError: (error) => toast.error(errorText(error, 'serverError')),
      },
    );

  return (
    <Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 2 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant={headingLevel === 'h1' ? 'h4' : 'h6'}
            component={headingLevel}
            sx={{ fontSize: headingLevel === 'h1' ? { xs: '1.4rem', sm: '1.8rem' } : undefined, wordBreak: 'break-word' }}
          >
            {ticket.subject}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5, flexWrap: 'wrap' }} useFlexGap>
            <Typography color="text.secondary">{t('number', { number: ticket.number })}</Typography>
            <TicketStatusChip status={ticket.status} />
            <Typography variant="body2" color="text.secondary">
              {t('detail.opened', { date: date(ticket.createdAt) })}
            </Typography>
          </Stack>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', flexShrink: 0 }}>
          {ticket.editable && (
            <>
              <Button variant="outlined" onClick={() => setEditing(true)}>
                {t('detail.edit')}
              </Button>
              <Button variant="outlined" color="error" onClick={() => setConfirm('delete')}>
                {t('detail.delete')}
              </Button>
            </>
          )}
          {ticket.actions.includes('reopen') && (
            <Button variant="contained" onClick={() => run('reopen')} disabled={act.isPending}>
              {t('detail.reopen')}
            </Button>
          )}
          {ticket.actions.includes('close') && (
            <Button variant="outlined" onClick={() => setConfirm('close')}>
              {t('detail.close')}
            </Button>
          )}
        </Stack>
      </Stack>
      <DetailList
        rows={[
          [t('form.category'), t(`categories.${ticket.category}`)],
          [t('form.priority'), t(`priorities.${ticket.priority}`)],
          ...(ticket.storeName ? [[t('detail.store'), ticket.storeName] as [string, string]] : []),
        ]}
      />
      <Typography component={headingLevel === 'h1' ? 'h2' : 'h3'} variant="subtitle2" sx={{ mt: 2 }}>
        {t('detail.description')}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {ticket.description}
      </Typography>
      <AttachmentList files={ticket.attachments} />
      {ticket.editable && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('detail.editableHint')}
        </Alert>
      )}
      {ticket.reopenUntil && ticket.actions.includes('reopen') && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('detail.reopenUntil', { date: date(ticket.reopenUntil) })}
        </Alert>
      )}
      {editing && <TicketDialog ticket={ticket} onClose={() => setEditing(false)} />}
      <ConfirmDialog
        open={confirm === 'delete'}
        title={t('confirmDelete.title', { number: ticket.number })}
        body={t('confirmDelete.body')}
        confirmLabel={t('confirmDelete.confirm')}
        busy={remove.isPending}
        onConfirm={deleteTicket}
        onClose={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'close'}
        title={t('confirmClose.title', { number: ticket.number })}
        body={t('confirmClose.body')}
        confirmLabel={t('confirmClose.confirm')}
        busy={act.isPending}
        onConfirm={() => run('close')}
        onClose={() => setConfirm(null)}
      />
    </Box>
  );
}

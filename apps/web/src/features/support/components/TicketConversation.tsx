import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Ticket, TicketMessage } from '@dhub/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ErrorState } from '../../../components/ErrorState';
import { ListSkeleton } from '../../../components/ListSkeleton';
import { errorText } from '../../../i18n/errorText';
import { toast } from '../../../lib/toast';
import { useConversation, useDeleteMessage, useMarkRead } from '../api';
import { SUPPORT_NS } from '../i18n';
import { useSupportTyping } from '../live/useTyping';
import { ChatComposer } from './ChatComposer';
import { MessageBubble } from './MessageBubble';

/**
 * A ticket's conversation with support, live: its messages (older ones on demand), support typing,
 * the composer (not on a closed ticket); what support wrote is marked read as it shows.
 */
export function TicketConversation({ ticket, height }: { ticket: Ticket; height?: number | string | Record<string, number | string> }) {
  const { t } = useTranslation(SUPPORT_NS);
  const conversation = useConversation(ticket._id);
  const markRead = useMarkRead();
  const remove = useDeleteMessage();
  const typing = useSupportTyping(ticket._id);
  const [deleting, setDeleting] = useState<TicketMessage | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const messages = useMemo(() => [...(conversation.data?.pages ?? [])].reverse().flatMap((page) => page.items), [conversation.data]);
  const lastId = messages.at(-1)?._id;

  const { mutate: markReadNow, isPending: marking } = markRead;
  useEffect(() => {
    if (ticket.unread > 0 && !marking) markReadNow({ params: { ticketId: ticket._id } });
  }, [ticket._id, ticket.unread, marking, markReadNow]);
  useEffect(() => {
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [lastId, typing]);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { params: { id: deleting._id } },
      {
        onSuccess: ({ message }) => (toast.success(message), setDeleting(null)),
        onError: (error) => toast.error(errorText(error, 'serverError')),
      },
    );
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height }}>
      <Box ref={scroller} sx={{ flex: 1, overflowY: 'auto', minHeight: 160, pb: 1 }}>
        {conversation.isPending ? (
          <ListSkeleton rows={3} />
        ) : conversation.error && !conversation.data ? (
          <ErrorState error={conversation.error} onRetry={() => void conversation.refetch()} retrying={conversation.isFetching} />
        ) : (
          <>
            {conversation.hasNextPage && (
              <Box sx={{ textAlign: 'center', mb: 1 }}>
                <Button size="small" onClick={() => void conversation.fetchNextPage()} disabled={conversation.isFetchingNextPage}>
                  {t('chat.earlier')}
                </Button>
              </Box>
            )}
            {messages.length === 0 && (
              <Typography color="text.secondary" sx={{ textAlign: 'center', py: 3 }}>
                {t('chat.empty')}
              </Typography>
            )}
            <Box role="log" aria-label={t('chat.log', { number: ticket.number })} aria-live="polite">
              <Box component="ol" sx={{ display: 'flex', flexDirection: 'column', gap: 1, p: 0, m: 0 }}>
                {messages.map((message) => (
                  <MessageBubble key={message._id} message={message} onDelete={setDeleting} />
                ))}
              </Box>
            </Box>
          </>
        )}
        <Typography role="status" variant="body2" color="text.secondary" sx={{ fontStyle: 'italic', minHeight: 24, mt: 0.5 }}>
          {typing ? t('chat.typing') : ''}
        </Typography>
      </Box>
      {ticket.status === 'closed' ? <Alert severity="info">{t('chat.closed')}</Alert> : <ChatComposer ticketId={ticket._id} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('chat.confirmDelete.title')}
        body={t('chat.confirmDelete.body')}
        confirmLabel={t('chat.confirmDelete.confirm')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}

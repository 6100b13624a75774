import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import DoneIcon from '@mui/icons-material/Done';
import { useTranslation } from 'react-i18next';
import type { TicketMessage } from '@dhub/contract';
import { useDateTime } from '../../../hooks/useDate';
import { SUPPORT_NS } from '../i18n';
import { AttachmentList } from './AttachmentList';

/** One message: the vendor's on the end side, support's on the start side; when it was sent, and whether support read the vendor's. */
export function MessageBubble({ message, onDelete }: { message: TicketMessage; onDelete: (message: TicketMessage) => void }) {
  const { t } = useTranslation(SUPPORT_NS);
  const dateTime = useDateTime();
  const { mine, deleted } = message;
  return (
    <Box component="li" sx={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: { xs: '92%', sm: '75%' }, listStyle: 'none' }}>
      <Box
        sx={{
          px: 1.5,
          py: 1,
          borderRadius: 2,
          border: 1,
          borderColor: mine ? 'primary.main' : 'divider',
          bgcolor: mine ? 'action.selected' : 'action.hover',
        }}
      >
        <Typography component="p" variant="caption" sx={{ fontWeight: 700 }}>
          {mine ? t('chat.you') : t('chat.support')}
        </Typography>
        {deleted ? (
          <Typography variant="body2" sx={{ fontStyle: 'italic', color: 'text.secondary' }}>
            {t('chat.deleted')}
          </Typography>
        ) : (
          message.body && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {message.body}
            </Typography>
          )
        )}
        <AttachmentList files={message.attachments} />
      </Box>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', justifyContent: mine ? 'flex-end' : 'flex-start', minHeight: 28 }}>
        <Typography variant="caption" color="text.secondary">
          <time dateTime={message.createdAt}>{dateTime(message.createdAt)}</time>
        </Typography>
        {mine && !deleted && (
          <>
            <Typography
              variant="caption"
              color={message.read ? 'primary' : 'text.secondary'}
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}
            >
              {message.read ? <DoneAllIcon sx={{ fontSize: 16 }} aria-hidden /> : <DoneIcon sx={{ fontSize: 16 }} aria-hidden />}
              {message.read ? t('chat.read') : t('chat.sent')}
            </Typography>
            <IconButton size="small" aria-label={t('chat.deleteMessage')} title={t('chat.deleteMessage')} onClick={() => onDelete(message)}>
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </>
        )}
      </Stack>
    </Box>
  );
}

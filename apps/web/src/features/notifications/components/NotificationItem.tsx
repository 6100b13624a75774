import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@dhub/contract';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { useDateTime } from '../../../hooks/useDate';
import { NOTIFICATIONS_NS } from '../i18n';
import { useNotificationText } from '../useNotificationText';

/** A notification's title (bold while unread, with a dot), text and time. */
export function NotificationItem({ notification }: { notification: Notification }) {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  const text = useNotificationText();
  const dateTime = useDateTime();
  const unread = notification.readAt === null;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: unread ? 700 : 500 }}>
        {unread && (
          <Box component="span" aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main', flexShrink: 0 }} />
        )}
        {text.title(notification)}
        {unread && <span style={visuallyHidden}>({t('unreadMark')})</span>}
      </Typography>
      <Typography
        component="span"
        variant="body2"
        color="text.secondary"
        sx={{ display: 'block', whiteSpace: 'normal', wordBreak: 'break-word' }}
      >
        {text.body(notification)}
      </Typography>
      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        <time dateTime={notification.createdAt}>{dateTime(notification.createdAt)}</time>
      </Typography>
    </Box>
  );
}

import { useId, useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES, type Notification } from '@dhub/contract';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications, useUnreadNotifications } from '../api';
import { NotificationItem } from '../components/NotificationItem';
import { NOTIFICATIONS_NS, useNotificationStrings } from '../i18n';
import { HintTooltip } from '../../../components/HintTooltip';

const LATEST = 5;

/** The top bar's bell: the unread count, and the latest notifications with "mark all read" and a link to all. */
export default function NotificationBell() {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  useNotificationStrings();
  const unread = useUnreadNotifications().data ?? 0;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const label = unread ? t('bellUnread', { count: unread }) : t('bell');
  return (
    <>
      <HintTooltip title={label}>
        <IconButton
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={Boolean(anchor)}
          aria-controls={anchor ? panelId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Badge badgeContent={unread} color="error" max={99}>
            <NotificationsOutlined />
          </Badge>
        </IconButton>
      </HintTooltip>
      <Popover
        id={panelId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-label': t('latest'), sx: { width: { xs: 'calc(100vw - 32px)', sm: 380 }, maxWidth: 380 } },
        }}
      >
        {anchor && <LatestNotifications unread={unread} onDone={() => setAnchor(null)} />}
      </Popover>
    </>
  );
}

function LatestNotifications({ unread, onDone }: { unread: number; onDone: () => void }) {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  const navigate = useNavigate();
  const latest = useNotifications({ limit: LATEST });
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const open = (notification: Notification) => {
    if (!notification.readAt) markRead.mutate({ params: { id: notification._id } });
    onDone();
    if (notification.link) void navigate(notification.link);
  };
  const items = latest.data?.items ?? [];
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('latest')}
        </Typography>
        <Button size="small" disabled={!unread || markAll.isPending} onClick={() => markAll.mutate({ body: {} })}>
          {t('markAllRead')}
        </Button>
      </Stack>
      <Divider />
      {latest.isPending ? (
        <Typography sx={{ p: 2 }} color="text.secondary">
          …
        </Typography>
      ) : items.length === 0 ? (
        <Typography sx={{ p: 2 }} color="text.secondary">
          {t('none')}
        </Typography>
      ) : (
        <List dense disablePadding sx={{ maxHeight: 420, overflowY: 'auto' }}>
          {items.map((notification) => (
            <li key={notification._id}>
              <ListItemButton onClick={() => open(notification)} sx={{ alignItems: 'flex-start' }}>
                <NotificationItem notification={notification} />
              </ListItemButton>
            </li>
          ))}
        </List>
      )}
      <Divider />
      <Box sx={{ p: 1, textAlign: 'center' }}>
        <Button component={RouterLink} to={ROUTES.allNotifications} onClick={onDone} size="small">
          {t('seeAll')}
        </Button>
      </Box>
    </Box>
  );
}

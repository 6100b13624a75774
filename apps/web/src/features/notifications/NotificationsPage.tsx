import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import DoneIcon from '@mui/icons-material/Done';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_READ_STATES, NOTIFICATION_TYPES, type Notification, type NotificationType, PAGE_LIMITS } from '@dhub/contract';
import { EmptyState } from '../../components/EmptyState';
import { FilterBar } from '../../components/FilterBar';
import { FilterSelect } from '../../components/FilterSelect';
import { ListStates } from '../../components/ListStates';
import { PageHeader } from '../../components/PageHeader';
import { PageSkeleton } from '../../components/PageSkeleton';
import { Pager } from '../../components/Pager';
import { UiTextsProvider } from '../../components/UiTexts';
import { errorText } from '../../i18n/errorText';
import { useTranslatedUiTexts } from '../../i18n/ui';
import { toast } from '../../lib/toast';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications } from './api';
import { EmailSettingsDialog } from './components/EmailSettingsDialog';
import { NotificationItem } from './components/NotificationItem';
import { NOTIFICATIONS_NS, useNotificationStrings } from './i18n';

type ReadState = (typeof NOTIFICATION_READ_STATES)[number];

/** /all-notifications: every notification, newest first, by read state and type; open, mark read, all read; e-mail choices. */
export default function NotificationsPage() {
  const ready = useNotificationStrings();
  const texts = useTranslatedUiTexts();
  return <UiTextsProvider texts={texts}>{ready ? <AllNotifications /> : <PageSkeleton />}</UiTextsProvider>;
}

function AllNotifications() {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  const navigate = useNavigate();
  const [state, setState] = useState<ReadState | ''>('');
  const [type, setType] = useState<NotificationType | ''>('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(PAGE_LIMITS.default);
  const [emails, setEmails] = useState(false);
  const list = useNotifications({ state: state || undefined, type: type || undefined, page, limit });
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const unread = list.data?.unread ?? 0;
  const filtered = Boolean(state || type);
  const clear = () => (setState(''), setType(''), setPage(1));
  const read = (notification: Notification) => markRead.mutate({ params: { id: notification._id } });
  const open = (notification: Notification) => {
    if (!notification.readAt) read(notification);
    if (notification.link) void navigate(notification.link);
  };
  const readAll = () =>
    markAll.mutate(
      { body: { type: type || undefined } },
      { onSuccess: ({ message }) => toast.success(message), onError: (error) => toast.error(errorText(error, 'serverError')) },
    );

  return (
    <Box>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <>
            <Button variant="outlined" startIcon={<EmailOutlined />} onClick={() => setEmails(true)}>
              {t('emails.open')}
            </Button>
            <Button variant="contained" startIcon={<DoneAllIcon />} onClick={readAll} disabled={!unread || markAll.isPending}>
              {t('markAllRead')}
            </Button>
          </>
        }
      />
      <FilterBar
        activeFilters={[state, type].filter(Boolean).length}
        filters={
          <>
            <FilterSelect
              label={t('filters.state')}
              value={state}
              allLabel=""
              onChange={(value) => (setState(value as ReadState | ''), setPage(1))}
              options={NOTIFICATION_READ_STATES.map((value) => ({ value, label: t(`states.${value}`) }))}
            />
            <FilterSelect
              label={t('filters.type')}
              value={type}
              allLabel=""
              minWidth={220}
              onChange={(value) => (setType(value as NotificationType | ''), setPage(1))}
              options={NOTIFICATION_TYPES.map((value) => ({ value, label: t(`types.${value}.title`) }))}
            />
          </>
        }
      >
        {null}
      </FilterBar>
      <ListStates
        query={list}
        filtered={filtered}
        noMatch={<EmptyState title={t('noMatch')} action={<Button onClick={clear}>{t('clearFilters')}</Button>} />}
        empty={<EmptyState title={t('empty')} hint={t('emptyHint')} />}
      >
        {(data) => (
          <Paper variant="outlined">
            <List disablePadding>
              {data.items.map((notification) => (
                <ListItem
                  key={notification._id}
                  divider
                  disablePadding
                  secondaryAction={
                    !notification.readAt && (
                      <Tooltip title={t('markRead')}>
                        <IconButton edge="end" aria-label={t('markRead')} onClick={() => read(notification)}>
                          <DoneIcon />
                        </IconButton>
                      </Tooltip>
                    )
                  }
                >
                  <ListItemButton onClick={() => open(notification)} sx={{ pr: 7, alignItems: 'flex-start' }}>
                    <NotificationItem notification={notification} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
            <Pager total={data.total} page={page} limit={limit} onPage={setPage} onLimit={(next) => (setLimit(next), setPage(1))} />
          </Paper>
        )}
      </ListStates>
      {emails && <EmailSettingsDialog onClose={() => setEmails(false)} />}
    </Box>
  );
}

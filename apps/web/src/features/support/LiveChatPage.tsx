import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES, type Ticket } from '@dhub/contract';
import { EmptyState } from '../../components/EmptyState';
import { ListStates } from '../../components/ListStates';
import { LoadGate } from '../../components/LoadGate';
import { PageHeader } from '../../components/PageHeader';
import { PageSkeleton } from '../../components/PageSkeleton';
import { Pager } from '../../components/Pager';
import { UiTextsProvider } from '../../components/UiTexts';
import { useDateTime } from '../../hooks/useDate';
import { useTranslatedUiTexts } from '../../i18n/ui';
import { useTicket, useTickets } from './api';
import { TicketConversation } from './components/TicketConversation';
import { TicketDialog } from './components/TicketDialog';
import { TicketStatusChip } from './components/TicketStatusChip';
import { UnreadCount } from './components/UnreadCount';
import { SUPPORT_NS, useSupportStrings } from './i18n';
import { chatPath, ticketPath } from './paths';
import { mirroredInRtl } from '../../theme/buildTheme';

const PAGE_SIZE = 20;

/** /live-chat: the vendor's conversations with support (latest first, unread counted) beside the one open (`?id=`), live. */
export default function LiveChatPage() {
  const ready = useSupportStrings();
  const texts = useTranslatedUiTexts();
  return <UiTextsProvider texts={texts}>{ready ? <LiveChat /> : <PageSkeleton />}</UiTextsProvider>;
}

function LiveChat() {
  const { t } = useTranslation(SUPPORT_NS);
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id');
  const [adding, setAdding] = useState(false);
  const showList = wide || !id;
  const showChat = wide || Boolean(id);
  return (
    <Box>
      <PageHeader
        title={t('liveChat.title')}
        subtitle={t('liveChat.subtitle')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {t('liveChat.newTicket')}
          </Button>
        }
      />
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(260px, 1fr) minmax(0, 2fr)' }, alignItems: 'start' }}
      >
        {showList && <Conversations openId={id} />}
        {showChat && (id ? <OpenConversation id={id} showBack={!wide} /> : <ChoosePrompt />)}
      </Box>
      {adding && <TicketDialog ticket={null} onClose={() => setAdding(false)} onOpened={(ticket) => void navigate(chatPath(ticket._id))} />}
    </Box>
  );
}

/** The conversations, latest activity first, each with its unread count and last message. */
function Conversations({ openId }: { openId: string | null }) {
  const { t } = useTranslation(SUPPORT_NS);
  const dateTime = useDateTime();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(PAGE_SIZE);
  const list = useTickets({ order: 'recent', page, limit });
  const preview = (ticket: Ticket) =>
    ticket.lastMessage
      ? `${ticket.lastMessage.author === 'vendor' ? t('chat.you') : t('chat.support')}: ${ticket.lastMessage.preview}`
      : t('liveChat.noMessages');
  return (
    <Paper variant="outlined" component="nav" aria-label={t('liveChat.conversations')}>
      <Typography component="h2" variant="subtitle1" sx={{ px: 2, pt: 1.5, fontWeight: 600 }}>
        {t('liveChat.conversations')}
      </Typography>
      <ListStates
        query={list}
        filtered={false}
        noMatch={null}
        empty={
          <Box sx={{ p: 2 }}>
            <EmptyState title={t('liveChat.none')} hint={t('liveChat.noneHint')} />
          </Box>
        }
      >
        {(data) => (
          <>
            <List>
              {data.items.map((ticket) => (
                <li key={ticket._id}>
                  <ListItemButton
                    component={RouterLink}
                    to={chatPath(ticket._id)}
                    selected={ticket._id === openId}
                    aria-current={ticket._id === openId ? 'page' : undefined}
                    sx={{ display: 'block' }}
                  >
                    <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                      <Typography sx={{ fontWeight: ticket.unread ? 700 : 500, minWidth: 0 }} noWrap>
                        {ticket.subject}
                      </Typography>
                      <UnreadCount count={ticket.unread} />
                    </Stack>
                    <Typography variant="body2" color="text.secondary" noWrap>
                      {preview(ticket)}
                    </Typography>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
                      <TicketStatusChip status={ticket.status} />
                      <Typography variant="caption" color="text.secondary">
                        {dateTime(ticket.lastMessage?.at ?? ticket.updatedAt)}
                      </Typography>
                    </Stack>
                  </ListItemButton>
                </li>
              ))}
            </List>
            {data.total > PAGE_SIZE && (
              <Pager total={data.total} page={page} limit={limit} onPage={setPage} onLimit={(next) => (setLimit(next), setPage(1))} />
            )}
          </>
        )}
      </ListStates>
    </Paper>
  );
}

function ChoosePrompt() {
  const { t } = useTranslation(SUPPORT_NS);
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      <Typography color="text.secondary">{t('liveChat.choose')}</Typography>
    </Paper>
  );
}

/** The open conversation: its ticket's subject and state, a link to its details, the messages and the composer. */
function OpenConversation({ id, showBack }: { id: string; showBack: boolean }) {
  const { t } = useTranslation(SUPPORT_NS);
  const ticket = useTicket(id);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      {showBack && (
        <Button component={RouterLink} to={ROUTES.liveChat} startIcon={<ArrowBackIcon sx={mirroredInRtl} />} sx={{ mb: 1 }}>
          {t('liveChat.backToList')}
        </Button>
      )}
      <LoadGate id={id} query={ticket}>
        {(data) => (
          <>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 1 }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography component="h2" variant="h6" sx={{ wordBreak: 'break-word' }}>
                  {data.subject}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography variant="body2" color="text.secondary">
                    {t('number', { number: data.number })}
                  </Typography>
                  <TicketStatusChip status={data.status} />
                </Stack>
              </Box>
              <Button component={RouterLink} to={ticketPath(data._id)} size="small" sx={{ flexShrink: 0 }}>
                {t('liveChat.details')}
              </Button>
            </Stack>
            <TicketConversation ticket={data} height={{ xs: 'auto', md: 520 }} />
          </>
        )}
      </LoadGate>
    </Paper>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@dhub/contract';
import { LoadGate } from '../../components/LoadGate';
import { PageSkeleton } from '../../components/PageSkeleton';
import { UiTextsProvider } from '../../components/UiTexts';
import { useTranslatedUiTexts } from '../../i18n/ui';
import { useTicket } from './api';
import { TicketConversation } from './components/TicketConversation';
import { TicketDetails } from './components/TicketDetails';
import { SUPPORT_NS, useSupportStrings } from './i18n';
import { chatPath } from './paths';
import { mirroredInRtl } from '../../theme/buildTheme';

/** /view-support?id=…: one ticket, what the vendor can do with it, and its conversation with support (live). */
export default function TicketPage() {
  const ready = useSupportStrings();
  const texts = useTranslatedUiTexts();
  return <UiTextsProvider texts={texts}>{ready ? <TicketView /> : <PageSkeleton />}</UiTextsProvider>;
}

function TicketView() {
  const { t } = useTranslation(SUPPORT_NS);
  const [params] = useSearchParams();
  const id = params.get('id');
  const ticket = useTicket(id);
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Button component={RouterLink} to={ROUTES.supportTicket} startIcon={<ArrowBackIcon sx={mirroredInRtl} />}>
          {t('detail.back')}
        </Button>
        {id && (
          <Button component={RouterLink} to={chatPath(id)} startIcon={<ForumOutlined />}>
            {t('detail.openInChat')}
          </Button>
        )}
      </Box>
      <LoadGate id={id} query={ticket}>
        {(data) => (
          <Box
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 3fr)' }, alignItems: 'start' }}
          >
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              <TicketDetails ticket={data} />
            </Paper>
            <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
              <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
                {t('chat.title')}
              </Typography>
              <TicketConversation ticket={data} height={{ xs: 'auto', lg: 560 }} />
            </Paper>
          </Box>
        )}
      </LoadGate>
    </Box>
  );
}

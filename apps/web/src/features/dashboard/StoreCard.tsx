import { useDeferredValue } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StoreSummary } from '@dhub/contract';
import { useTranslation } from 'react-i18next';
import { StoreLogo } from '../../components/StoreLogo';
import { Link as RouterLink } from 'react-router';
import { DocumentsChip, StoreStatusChip } from '../../components/StoreChips';
import { storePath } from '../../vendor/storePath';

/**
 * When the store registered. Rendered in a second, deferred commit: a session's first date format
 * loads the browser's date data (~20 ms on this machine, ~0.1 s of the phone profile's slowed CPU),
 * which the commit that paints the welcome heading (the dashboard's Largest Contentful Paint) would
 * otherwise wait for. The line is kept meanwhile, so nothing below it moves.
 */
function RegisteredOn({ created }: { created: Date }) {
  const { t, i18n } = useTranslation();
  // Not hooks/useDate: the build puts it in a chunk the dashboard's first load does not need.
  return t('dashboard.registeredOn', { date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(created) });
}

export function StoreCard({ store }: { store: StoreSummary }) {
  const { t } = useTranslation();
  const datesShown = useDeferredValue(true, false);
  const created = new Date(store.createdAt);
  return (
    <Card component="article" aria-labelledby={`store-${store._id}`}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <StoreLogo store={store} size={64} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Typography id={`store-${store._id}`} variant="h6" component="h2" sx={{ wordBreak: 'break-word' }}>
                {store.name}
              </Typography>
              <StoreStatusChip status={store.status} />
              {store.documentsStatus === 'missing' && <DocumentsChip status="missing" />}
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {[store.service?.name, store.city?.name].filter(Boolean).join(' · ')}
            </Typography>
            {!Number.isNaN(created.getTime()) && (
              <Typography variant="caption" color="text.secondary">
                {datesShown ? <RegisteredOn created={created} /> : '\u00a0'}
              </Typography>
            )}
          </Box>
        </Stack>
        <Typography variant="body2" sx={{ mt: 2 }}>
          {t(`dashboard.statusHelp.${store.status}`)}
        </Typography>
        {store.statusReason && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('dashboard.reason', { reason: store.statusReason })}
          </Typography>
        )}
        {store.documentsStatus === 'missing' && (
          <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
            {t('dashboard.documentsMissingHelp')}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
        <Button
          component={RouterLink}
          to={storePath(store._id)}
          size="small"
          aria-label={t('dashboard.openStoreNamed', { name: store.name })}
        >
          {t('dashboard.openStore')}
        </Button>
      </CardActions>
    </Card>
  );
}

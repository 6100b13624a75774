import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StoreSummary } from '@dhub/contract';
import { useTranslation } from 'react-i18next';
import { StoreLogo } from '../../components/StoreLogo';
import { Link as RouterLink } from 'react-router';
import { DetailList } from '../../components/DetailList';
import { DocumentsChip, StoreStatusChip } from '../../components/StoreChips';
import { storePath } from '../../vendor/storePath';
import { useHoursSummary } from './hours';

/** One store of the list: its name links to its page. */
export function StoreListCard({ store }: { store: StoreSummary }) {
  const { t } = useTranslation();
  const hoursSummary = useHoursSummary();
  const headingId = `store-${store._id}`;
  return (
    <Card component="article" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', mb: 2 }}>
          <StoreLogo store={store} size={56} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography id={headingId} variant="h6" component="h2" sx={{ wordBreak: 'break-word' }}>
              <Link component={RouterLink} to={storePath(store._id)} underline="hover" color="inherit">
                {store.name}
              </Link>
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
              <StoreStatusChip status={store.status} />
              <DocumentsChip status={store.documentsStatus} />
            </Stack>
          </Box>
        </Stack>
        <DetailList
          rows={[
            [t('stores.fields.service'), store.service.name],
            [t('stores.fields.address'), [store.address, store.city.name, store.state.name].filter(Boolean).join(', ')],
            [t('stores.fields.shop'), store.shopOpenOrClose ? t('stores.shopOpen') : t('stores.shopClosed')],
            [t('stores.fields.hours'), hoursSummary(store.workingHours) || t('stores.noHours')],
          ]}
        />
      </CardContent>
    </Card>
  );
}

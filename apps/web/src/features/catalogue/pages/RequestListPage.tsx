import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PostAddOutlined from '@mui/icons-material/PostAddOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_STATUSES, type CatalogueStatus, type ProductRequest, isEditableRequest, PAGE_LIMITS } from '@dhub/contract';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { FilterBar } from '../../../components/FilterBar';
import { ListSkeleton } from '../../../components/ListSkeleton';
import { PageHeader } from '../../../components/PageHeader';
import { Pager } from '../../../components/Pager';
import { SearchField } from '../../../components/SearchField';
import { useUiTexts } from '../../../components/UiTexts';
import { useDate } from '../../../hooks/useDate';
import { useDebounced } from '../../../hooks/useDebounced';
import { useMinorMoney } from '../../../hooks/useMoney';
import { useRequests } from '../api/requests';
import { isolate } from '../isolate';
import { requestsHeading } from '../pageHeadings';
import { usePagePath, useScope } from '../scope';
import { ProductThumb } from '../components/ProductThumb';
import { RequestStatusChip } from '../components/RequestStatusChip';
import { VerticalSelector } from '../components/VerticalSelector';
import { HintTooltip } from '../../../components/HintTooltip';

type Status = '' | CatalogueStatus;

function RequestRow({ request }: { request: ProductRequest }) {
  const { t } = useTranslation('catalogue');
  const path = usePagePath();
  const money = useMinorMoney();
  const date = useDate();
  const view = path('viewRequest', { id: request._id });
  return (
    <Card variant="outlined" component="article">
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <ProductThumb src={request.images[0]} name={request.name} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
              <Link component={RouterLink} to={view} underline="hover" color="inherit" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
                <bdi>{request.name}</bdi>
              </Link>
              <RequestStatusChip status={request.status} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              <bdi>{[request.category?.name, request.brand?.name, money(request.price)].filter(Boolean).join(' · ')}</bdi>
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t('requests.requestedOn', { date: date(request.createdAt) })}
            </Typography>
            {request.status === 'rejected' && request.reason && (
              <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
                {t('requests.reasonValue', { reason: isolate(request.reason) })}
              </Typography>
            )}
          </Box>
          <Stack direction="row">
            <HintTooltip title={t('common.view')}>
              <IconButton size="small" component={RouterLink} to={view} aria-label={`${t('common.view')}: ${request.name}`}>
                <VisibilityOutlined fontSize="small" />
              </IconButton>
            </HintTooltip>
            {isEditableRequest(request.status) && (
              <HintTooltip title={t('common.edit')}>
                <IconButton
                  size="small"
                  component={RouterLink}
                  to={path('editRequest', { id: request._id })}
                  aria-label={`${t('common.edit')}: ${request.name}`}
                >
                  <EditOutlined fontSize="small" />
                </IconButton>
              </HintTooltip>
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** `*-request-list` and /product-request-list: the store's product requests, by status. */
export default function RequestListPage() {
  const { t } = useTranslation('catalogue');
  const ui = useUiTexts();
  const scope = useScope();
  const path = usePagePath();
  const [status, setStatus] = useState<Status>('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(PAGE_LIMITS.default);
  const searchQuery = useDebounced(search.trim());
  const requests = useRequests(scope, { status: status || undefined, searchQuery: searchQuery || undefined, page, limit });
  const data = requests.data;
  const newButton = (
    <Button variant="contained" startIcon={<PostAddOutlined />} component={RouterLink} to={path('editRequest')}>
      {t('requests.new')}
    </Button>
  );

  return (
    <Box>
      <PageHeader {...requestsHeading(scope, t)} actions={newButton} />
      <VerticalSelector />
      <Tabs
        value={status}
        onChange={(_event, next: Status) => (setStatus(next), setPage(1))}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('requests.status')}
        sx={{ mb: 2 }}
      >
        <Tab value="" label={ui.all} />
        {CATALOGUE_STATUSES.map((value) => (
          <Tab key={value} value={value} label={t(`requests.statuses.${value}`)} />
        ))}
      </Tabs>
      <FilterBar>
        <SearchField label={t('common.searchProducts')} value={search} onChange={(value) => (setSearch(value), setPage(1))} />
      </FilterBar>
      {requests.isPending ? (
        <ListSkeleton />
      ) : requests.error && !data ? (
        <ErrorState error={requests.error} onRetry={() => void requests.refetch()} retrying={requests.isFetching} />
      ) : !data || data.items.length === 0 ? (
        status || searchQuery ? (
          <EmptyState title={t('requests.noMatch')} />
        ) : (
          <EmptyState title={t('requests.empty')} hint={t('requests.emptyHint')} action={newButton} />
        )
      ) : (
        <>
          <Stack spacing={1.5} sx={{ opacity: requests.isPlaceholderData ? 0.6 : 1 }}>
            {data.items.map((request) => (
              <RequestRow key={request._id} request={request} />
            ))}
          </Stack>
          <Paper variant="outlined" sx={{ mt: 2 }}>
            <Pager total={data.total} page={page} limit={limit} onPage={setPage} onLimit={(next) => (setLimit(next), setPage(1))} />
          </Paper>
        </>
      )}
    </Box>
  );
}

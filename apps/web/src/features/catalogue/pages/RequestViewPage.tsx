import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isEditableRequest } from '@dhub/contract';
import type { ProductRequest } from '@dhub/contract';
import { DetailList } from '../../../components/DetailList';
import { LoadGate } from '../../../components/LoadGate';
import { PageHeader } from '../../../components/PageHeader';
import { useDate } from '../../../hooks/useDate';
import { useMinorMoney } from '../../../hooks/useMoney';
import { useRequest } from '../api/requests';
import { isolate } from '../isolate';
import { usePagePath, useScope } from '../scope';
import { RequestStatusChip } from '../components/RequestStatusChip';
import { useAttributeRows } from '../components/AttributeView';

function RequestDetail({ request }: { request: ProductRequest }) {
  const { t } = useTranslation('catalogue');
  const { vertical } = useScope();
  const path = usePagePath();
  const money = useMinorMoney();
  const date = useDate();
  const attributeRows = useAttributeRows(vertical, request.attributes);
  return (
    <Stack spacing={2}>
      {request.status === 'rejected' ? (
        <Alert severity="error">
          {request.reason ? t('requests.reasonValue', { reason: isolate(request.reason) }) : t('requests.statuses.rejected')}
        </Alert>
      ) : request.status === 'approved' ? (
        <Alert
          severity="success"
          action={
            <Button color="inherit" size="small" component={RouterLink} to={path('list')}>
              {t('requests.openList')}
            </Button>
          }
        >
          {t('requests.approvedHint')}
        </Alert>
      ) : (
        <Alert severity="info">{t('requests.pendingHint')}</Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 2 }}>
          <Typography variant="h5" component="h2" sx={{ wordBreak: 'break-word' }}>
            <bdi>{request.name}</bdi>
          </Typography>
          <RequestStatusChip status={request.status} />
        </Stack>
        {request.images.length > 0 && (
          <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
            {request.images.map((src, index) => (
              <Box
                key={src}
                component="img"
                src={src}
                alt={t('fields.images') + ` ${index + 1}`}
                sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
              />
            ))}
          </Stack>
        )}
        <DetailList
          rows={[
            [t('fields.description'), request.description || '—'],
            [t('common.category'), [request.category?.name, request.subcategory?.name].filter(Boolean).join(' › ') || '—'],
            [t('common.brand'), request.brand?.name ?? '—'],
            [t('common.unit'), request.unit?.name ?? '—'],
            ...attributeRows,
            [t('fields.price'), money(request.price)],
            [t('fields.mrp'), money(request.mrp)],
            [t('fields.stock'), request.stock],
            [t('common.storeLabel'), request.storeName],
            [t('requests.requestedOn', { date: '' }).trim(), date(request.createdAt)],
          ]}
        />
        {isEditableRequest(request.status) && (
          <Button
            sx={{ mt: 3 }}
            variant="contained"
            startIcon={<EditOutlined />}
            component={RouterLink}
            to={path('editRequest', { id: request._id })}
          >
            {t('common.edit')}
          </Button>
        )}
      </Paper>
    </Stack>
  );
}

/** `view-*-request-*` (?id=): a product request with its status and the operator's reason. */
export default function RequestViewPage() {
  const { t } = useTranslation('catalogue');
  const scope = useScope();
  const path = usePagePath();
  const id = useSearchParams()[0].get('id');
  const request = useRequest(scope, id);
  return (
    <Box sx={{ maxWidth: 880 }}>
      <PageHeader
        title={t('titles.viewRequest')}
        actions={
          <Button component={RouterLink} to={path('requests')}>
            {t('common.back')}
          </Button>
        }
      />
      <LoadGate id={id} query={request}>
        {(data) => <RequestDetail request={data} />}
      </LoadGate>
    </Box>
  );
}

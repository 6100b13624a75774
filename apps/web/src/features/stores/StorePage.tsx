import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import HighlightOff from '@mui/icons-material/HighlightOff';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { isActiveStore, ROUTES, storeEndpoints, WEEKDAYS, type StoreDetail } from '@dhub/contract';
import { useTranslation } from 'react-i18next';
import { StoreLogo } from '../../components/StoreLogo';
import { Link as RouterLink, useParams } from 'react-router';
import { useEndpointQuery } from '../../api/queries';
import { DetailList } from '../../components/DetailList';
import { LoadGate } from '../../components/LoadGate';
import { DocumentsChip, StoreStatusChip } from '../../components/StoreChips';
import { useDate } from '../../hooks/useDate';
import { useMoney } from '../../hooks/useMoney';
import { timeRange, useDayName } from './hours';
import { HoursDialog } from './HoursDialog';
import { mirroredInRtl } from '../../theme/buildTheme';

/** A titled card of the store page (h2, so the page reads as an outline). */
function Section({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id={id} variant="h6" component="h2">
            {title}
          </Typography>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

function DocumentsChecklist({ store }: { store: StoreDetail }) {
  const { t } = useTranslation();
  return (
    <>
      {store.documentsStatus === 'missing' && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('stores.detail.missingHelp')}
        </Alert>
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {store.documents.map((document) => (
          <Stack component="li" key={document.name} direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            {document.present ? (
              <CheckCircleOutline color="success" aria-hidden sx={{ mt: 0.25 }} />
            ) : (
              <HighlightOff color={document.required ? 'error' : 'disabled'} aria-hidden sx={{ mt: 0.25 }} />
            )}
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t(`stores.documentNames.${document.name}`)}
              </Typography>
              <Typography variant="caption" color={!document.present && document.required ? 'error' : 'text.secondary'}>
                {[
                  document.present ? t('stores.detail.present') : t('stores.detail.missing'),
                  document.required ? t('stores.detail.requiredForApproval') : t('stores.detail.optional'),
                ].join(' · ')}
              </Typography>
            </Box>
          </Stack>
        ))}
      </Box>
    </>
  );
}

function StoreDetailView({ store }: { store: StoreDetail }) {
  const { t } = useTranslation();
  const money = useMoney();
  const formatDate = useDate();
  const dayName = useDayName();
  const none = t('stores.notProvided');
  const hoursByDay = new Map(store.workingHours.map((entry) => [entry.day, entry]));
  const [editingHours, setEditingHours] = useState(false);

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}>
        <StoreLogo store={store} size={72} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, wordBreak: 'break-word' }}>
            {store.name}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
            <StoreStatusChip status={store.status} />
            <DocumentsChip status={store.documentsStatus} />
          </Stack>
        </Box>
      </Stack>

      <Section id="store-status" title={t('stores.detail.status')}>
        <Typography variant="body2">{t(`dashboard.statusHelp.${store.status}`)}</Typography>
        {store.statusReason && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('dashboard.reason', { reason: store.statusReason })}
          </Typography>
        )}
      </Section>

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }}>
        <Section id="store-business" title={t('stores.detail.business')}>
          <DetailList
            rows={[
              [t('stores.fields.service'), store.service.name],
              [t('stores.fields.phone'), <bdi key="phone">{store.phone}</bdi>],
              [t('stores.fields.address'), store.address],
              [t('stores.fields.location'), [store.city.name, store.state.name, store.country.name].join(', ')],
              [t('stores.fields.pincode'), store.pincode ?? none],
              [t('stores.fields.coordinates'), <bdi key="coordinates">{`${store.latitude}, ${store.longitude}`}</bdi>],
              [t('stores.fields.description'), store.description ?? none],
              [t('stores.fields.shop'), store.shopOpenOrClose ? t('stores.shopOpen') : t('stores.shopClosed')],
              [t('stores.fields.registeredOn'), formatDate(store.createdAt)],
            ]}
          />
        </Section>

        <Section
          id="store-hours"
          title={t('stores.detail.hours')}
          action={
            isActiveStore(store.status) && (
              <Button size="small" startIcon={<EditOutlined />} onClick={() => setEditingHours(true)}>
                {t('stores.editHours')}
              </Button>
            )
          }
        >
          <DetailList
            rows={WEEKDAYS.map((day): [string, ReactNode] => {
              const entry = hoursByDay.get(day);
              return [dayName(day), entry ? <bdi key={day}>{timeRange(entry)}</bdi> : t('stores.closedDay')];
            })}
          />
        </Section>

        <Section id="store-delivery" title={t('stores.detail.delivery')}>
          <DetailList
            rows={[
              [t('stores.fields.deliveryCharge'), store.deliveryCharge === null ? none : money(store.deliveryCharge)],
              [
                t('stores.fields.deliveryPincodes'),
                store.deliveryPincodes.length ? (
                  <Stack key="pincodes" direction="row" spacing={0.5} useFlexGap component="span" sx={{ flexWrap: 'wrap' }}>
                    {store.deliveryPincodes.map((pincode) => (
                      <Chip key={pincode} size="small" label={pincode} component="span" />
                    ))}
                  </Stack>
                ) : (
                  none
                ),
              ],
            ]}
          />
        </Section>

        <Section id="store-bank" title={t('stores.detail.bank')}>
          {store.bank ? (
            <DetailList
              rows={[
                [t('stores.fields.bankName'), store.bank.bankName],
                [t('stores.fields.branchName'), store.bank.branchName],
                [t('stores.fields.accountHolderName'), store.bank.accountHolderName],
                [t('stores.fields.accountNumber'), <bdi key="account">{store.bank.accountNumberMasked}</bdi>],
                [t('stores.fields.ifsCode'), <bdi key="ifsc">{store.bank.ifsCode}</bdi>],
              ]}
            />
          ) : (
            <Typography variant="body2">{none}</Typography>
          )}
        </Section>

        <Section id="store-documents" title={t('stores.detail.documents')}>
          <DocumentsChecklist store={store} />
        </Section>

        <Section id="store-meta" title={t('stores.detail.meta')}>
          <DetailList
            rows={[
              [t('stores.fields.metaTitle'), store.meta.title],
              [t('stores.fields.metaDescription'), store.meta.description],
              [t('stores.fields.metaKeywords'), store.meta.keywords.length ? store.meta.keywords.join(', ') : none],
            ]}
          />
        </Section>
      </Box>
      {editingHours && <HoursDialog store={store} onClose={() => setEditingHours(false)} />}
    </Stack>
  );
}

/** One of the vendor's stores: what was registered (safe parts), its status and its documents checklist. */
export default function StorePage() {
  const { t } = useTranslation();
  const { storeId = '' } = useParams();
  const query = useEndpointQuery(storeEndpoints.storeDetail, { params: { storeId } }, { enabled: Boolean(storeId) });
  return (
    <Box>
      <Button component={RouterLink} to={ROUTES.stores} startIcon={<ArrowBack sx={mirroredInRtl} />} sx={{ mb: 2 }}>
        {t('stores.backToList')}
      </Button>
      <LoadGate id={storeId || null} query={query}>
        {(data) => <StoreDetailView store={data.store} />}
      </LoadGate>
    </Box>
  );
}

import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES, type DeliveryBoyDetail } from '@dhub/contract';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DetailList } from '../../components/DetailList';
import { LoadGate } from '../../components/LoadGate';
import { PageSkeleton } from '../../components/PageSkeleton';
import { UiTextsProvider } from '../../components/UiTexts';
import { useDate } from '../../hooks/useDate';
import { errorText } from '../../i18n/errorText';
import { useTranslatedUiTexts } from '../../i18n/ui';
import { toast } from '../../lib/toast';
import { useActivate, useDeactivate, useDeliveryBoy, useRemoveDeliveryBoy, useSetDuty } from './api';
import { ActiveOrders } from './components/ActiveOrders';
import { AvailabilityChip, StatusChip } from './components/DeliveryBoyChips';
import { DocumentList } from './components/DocumentList';
import { DELIVERY_BOYS_NS, useDeliveryBoyStrings } from './i18n';
import { editPath } from './paths';
import { mirroredInRtl } from '../../theme/buildTheme';

/** /view-delivery-Boy?id=…: a delivery boy's details, documents and the orders being delivered; duty, deactivate, delete. */
export default function DeliveryBoyPage() {
  const ready = useDeliveryBoyStrings();
  const [params] = useSearchParams();
  const id = params.get('id');
  const boy = useDeliveryBoy(id);
  const { t } = useTranslation(DELIVERY_BOYS_NS);
  const texts = useTranslatedUiTexts();
  if (!ready) return <PageSkeleton />;
  const page = (
    <Box>
      <Button component={RouterLink} to={ROUTES.deliveryBoys} startIcon={<ArrowBackIcon sx={mirroredInRtl} />} sx={{ mb: 1 }}>
        {t('details.back')}
      </Button>
      <LoadGate id={id} query={boy}>
        {(data) => <DeliveryBoyView boy={data} />}
      </LoadGate>
    </Box>
  );
  return <UiTextsProvider texts={texts}>{page}</UiTextsProvider>;
}

type Confirming = 'deactivate' | 'delete' | null;

function DeliveryBoyView({ boy }: { boy: DeliveryBoyDetail }) {
  const { t } = useTranslation(DELIVERY_BOYS_NS);
  const date = useDate();
  const navigate = useNavigate();
  const duty = useSetDuty();
  const deactivate = useDeactivate();
  const activate = useActivate();
  const remove = useRemoveDeliveryBoy();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const params = { id: boy._id };
  const failed = (failure: unknown) => (setConfirming(null), toast.error(errorText(failure, 'serverError')));
  const saved = ({ message }: { message: string }) => (setConfirming(null), toast.success(message));
  const busy = duty.isPending || deactivate.isPending || activate.isPending || remove.isPending;
  const active = boy.status === 'active';

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, wordBreak: 'break-word' }}>
              {boy.name}
            </Typography>
            <AvailabilityChip availability={boy.availability} />
            {!active && <StatusChip status={boy.status} />}
          </Stack>
          <Typography color="text.secondary">{boy.storeName}</Typography>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={editPath(boy._id)} variant="contained" startIcon={<EditOutlined />}>
            {t('details.edit')}
          </Button>
          {active ? (
            <Button variant="outlined" color="error" disabled={busy} onClick={() => setConfirming('deactivate')}>
              {t('details.deactivate')}
            </Button>
          ) : (
            <Button variant="outlined" disabled={busy} onClick={() => activate.mutate({ params }, { onSuccess: saved, onError: failed })}>
              {t('details.activate')}
            </Button>
          )}
          {boy.orderCount === 0 && (
            <Button color="error" disabled={busy} onClick={() => setConfirming('delete')}>
              {t('details.delete')}
            </Button>
          )}
        </Stack>
      </Stack>

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('details.person')}
          </Typography>
          <DetailList
            rows={[
              [
                t('details.phone'),
                <Link key="phone" href={`tel:${boy.phone}`} dir="ltr">
                  {boy.phone}
                </Link>,
              ],
              [t('details.email'), boy.email ?? '—'],
              [t('details.vehicle'), [t(`vehicles.${boy.vehicleType}`), boy.vehicleNumber].filter(Boolean).join(' · ')],
              [t('details.licenceNumber'), boy.licenceNumber ?? '—'],
              [t('details.identity'), `${t(`identities.${boy.identityType}`)} · ${boy.identityNumber}`],
              [t('details.zone'), boy.zone?.name ?? '—'],
              [t('details.since'), date(boy.createdAt)],
            ]}
          />
          {active && (
            <FormControlLabel
              sx={{ mt: 1.5 }}
              control={
                <Switch
                  checked={boy.onDuty}
                  disabled={busy}
                  onChange={(event) =>
                    duty.mutate({ params, body: { onDuty: event.target.checked } }, { onSuccess: saved, onError: failed })
                  }
                />
              }
              label={t('details.onDuty')}
            />
          )}
        </Paper>
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              {t('details.activeOrders')}
            </Typography>
            <ActiveOrders orders={boy.activeOrders} />
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              {t('details.documents')}
            </Typography>
            <DocumentList boy={boy} />
          </Paper>
        </Stack>
      </Box>

      <ConfirmDialog
        open={confirming === 'deactivate'}
        title={t('details.confirmDeactivate.title', { name: boy.name })}
        body={t('details.confirmDeactivate.body')}
        confirmLabel={t('details.confirmDeactivate.confirm')}
        busy={busy}
        onConfirm={() => deactivate.mutate({ params }, { onSuccess: saved, onError: failed })}
        onClose={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'delete'}
        title={t('details.confirmDelete.title', { name: boy.name })}
        body={t('details.confirmDelete.body')}
        confirmLabel={t('details.confirmDelete.confirm')}
        busy={busy}
        onConfirm={() =>
          remove.mutate(
            { params },
            { onSuccess: ({ message }) => (toast.success(message), void navigate(ROUTES.deliveryBoys)), onError: failed },
          )
        }
        onClose={() => setConfirming(null)}
      />
    </Stack>
  );
}

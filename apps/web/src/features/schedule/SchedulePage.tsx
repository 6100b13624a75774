import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { FilterSelect } from '../../components/FilterSelect';
import { ListSkeleton } from '../../components/ListSkeleton';
import { PageHeader } from '../../components/PageHeader';
import { PageSkeleton } from '../../components/PageSkeleton';
import { UiTextsProvider } from '../../components/UiTexts';
import { useTranslatedUiTexts } from '../../i18n/ui';
import { useSchedule } from './api';
import { CalendarPreview } from './components/CalendarPreview';
import { ClosedDates } from './components/ClosedDates';
import { ScheduleEditor } from './components/ScheduleEditor';
import { SCHEDULE_NS, useScheduleStrings } from './i18n';
import { useBookingStore } from './useBookingStore';

/** /create-schedule: a booking store's terms, weekly slots and closed dates, and the calendar they make. */
export default function SchedulePage() {
  const ready = useScheduleStrings();
  const texts = useTranslatedUiTexts();
  return <UiTextsProvider texts={texts}>{ready ? <ScheduleRoute /> : <PageSkeleton />}</UiTextsProvider>;
}

function ScheduleRoute() {
  const { t } = useTranslation(SCHEDULE_NS);
  const { profile, stores, store, choose } = useBookingStore();
  const picker = stores.length > 1 && store && (
    <FilterSelect
      label={t('store')}
      value={store._id}
      onChange={choose}
      options={stores.map((candidate) => ({ value: candidate._id, label: candidate.name }))}
      minWidth={220}
    />
  );
  return (
    <Box>
      <PageHeader title={t('title')} subtitle={t('subtitle')} actions={picker || undefined} />
      {profile.error && !profile.data ? (
        <ErrorState error={profile.error} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
      ) : !profile.data ? (
        <ListSkeleton rows={3} />
      ) : store ? (
        <StoreSchedule key={store._id} storeId={store._id} />
      ) : (
        <EmptyState title={t('noStore')} hint={t('noStoreHint')} />
      )}
    </Box>
  );
}

function StoreSchedule({ storeId }: { storeId: string }) {
  const { t } = useTranslation(SCHEDULE_NS);
  const schedule = useSchedule(storeId);
  if (schedule.error && !schedule.data) {
    return <ErrorState error={schedule.error} onRetry={() => void schedule.refetch()} retrying={schedule.isFetching} />;
  }
  if (!schedule.data) return <ListSkeleton rows={3} />;
  const data = schedule.data;
  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">{t('storeService', { service: data.serviceName, store: data.storeName })}</Typography>
      <ScheduleEditor schedule={data} />
      <ClosedDates storeId={storeId} closures={data.closures} />
      <CalendarPreview storeId={storeId} timeZone={data.timeZone} />
    </Stack>
  );
}

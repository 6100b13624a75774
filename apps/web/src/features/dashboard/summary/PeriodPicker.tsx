import Stack from '@mui/material/Stack';
import type { StoreSummary } from '@dhub/contract';
import { DaySpanFields } from '../../../components/DaySpanFields';
import { FilterSelect } from '../../../components/FilterSelect';
import { useDashboardT } from '../i18n';
import { PERIODS, type DashboardView, type PeriodName } from '../period';

/** The period (a preset, or From and To days) and, with several stores, the store the figures are of. */
export function PeriodPicker({
  view,
  stores,
  spanError,
  onChange,
}: {
  view: DashboardView;
  stores: readonly StoreSummary[];
  spanError: string;
  onChange: (patch: Partial<DashboardView>) => void;
}) {
  const t = useDashboardT();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { sm: 'flex-start' } }}>
      <FilterSelect
        label={t('periodLabel')}
        value={view.period}
        onChange={(value) => onChange({ period: value as PeriodName })}
        options={PERIODS.map((period) => ({ value: period, label: t(`periods.${period}`) }))}
      />
      {view.period === 'custom' && (
        <DaySpanFields
          from={view.from}
          to={view.to}
          onChange={(name, value) => onChange({ [name]: value })}
          labels={{ from: t('from'), to: t('to') }}
          error={spanError}
        />
      )}
      {stores.length > 1 && (
        <FilterSelect
          label={t('storeLabel')}
          value={view.storeId}
          onChange={(storeId) => onChange({ storeId })}
          allLabel={t('allStores')}
          options={stores.map((store) => ({ value: store._id, label: store.name }))}
        />
      )}
    </Stack>
  );
}

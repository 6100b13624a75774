import { lazy } from 'react';
import Box from '@mui/material/Box';
import type { DashboardSummary } from '@dhub/contract';
import { useDashboardT } from '../i18n';
import { BookingHeatmap } from './BookingHeatmap';
import { ChartCard } from './ChartCard';
import { DataTable } from './DataTable';
import { useChartFormats } from './formats';

// x-charts (and d3) load only when a chart shows, after the figures.
const RevenueChart = lazy(() => import('../charts/RevenueChart'));
const StatusChart = lazy(() => import('../charts/StatusChart'));
const TopItemsChart = lazy(() => import('../charts/TopItemsChart'));

const GRID = { display: 'grid', gap: 2, mt: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } } as const;
const WIDE = { gridColumn: { md: '1 / -1' } } as const;

/** Revenue over time, orders by status, top products and (with a booking store) bookings by weekday and hour. */
export function Charts({ summary, bookings }: { summary: DashboardSummary; bookings: boolean }) {
  const t = useDashboardT();
  const formats = useChartFormats(summary.currency);
  const { revenueByDay, ordersByStatus, topItems, bookingsByWeekdayHour } = summary;
  const itemName = (item: (typeof topItems)[number]) => (item.itemId ? item.name : t('charts.topItems.removed', { name: item.name }));
  return (
    <Box sx={GRID}>
      <Box sx={WIDE}>
        <ChartCard
          id="chart-revenue"
          title={t('charts.revenue.title')}
          empty={revenueByDay.every((day) => day.revenue === 0 && day.orders === 0)}
          height={260}
          chart={<RevenueChart days={revenueByDay} label={t('charts.revenue.revenue')} formats={formats} height={260} />}
          table={
            <DataTable
              caption={t('charts.revenue.title')}
              columns={[t('charts.revenue.date'), t('charts.revenue.revenue'), t('charts.revenue.orders')]}
              rows={revenueByDay.map((day) => [formats.longDay(day.date), formats.money(day.revenue), formats.number(day.orders)])}
            />
          }
        />
      </Box>
      <ChartCard
        id="chart-statuses"
        title={t('charts.statuses.title')}
        empty={ordersByStatus.every((row) => row.count === 0)}
        height={280}
        chart={<StatusChart statuses={ordersByStatus} label={t('charts.statuses.count')} formats={formats} height={280} />}
        table={
          <DataTable
            caption={t('charts.statuses.title')}
            columns={[t('charts.statuses.status'), t('charts.statuses.count')]}
            rows={ordersByStatus.map((row) => [formats.status(row.status), formats.number(row.count)])}
          />
        }
      />
      <ChartCard
        id="chart-top-items"
        title={t('charts.topItems.title')}
        empty={topItems.length === 0}
        height={280}
        chart={
          <TopItemsChart
            items={topItems.map((item) => ({ ...item, name: itemName(item) }))}
            label={t('charts.topItems.revenue')}
            formats={formats}
            height={280}
          />
        }
        table={
          <DataTable
            caption={t('charts.topItems.title')}
            columns={[t('charts.topItems.name'), t('charts.topItems.quantity'), t('charts.topItems.revenue')]}
            rows={topItems.map((item) => [itemName(item), formats.number(item.quantity), formats.money(item.revenue)])}
          />
        }
      />
      {bookings && (
        <Box sx={WIDE}>
          <ChartCard
            id="chart-bookings"
            title={t('charts.bookings.title')}
            empty={bookingsByWeekdayHour.length === 0}
            height={220}
            chart={<BookingHeatmap cells={bookingsByWeekdayHour} formats={formats} caption={t('charts.bookings.title')} />}
            table={
              <DataTable
                caption={t('charts.bookings.title')}
                columns={[t('charts.bookings.weekday'), t('charts.bookings.hour'), t('charts.bookings.count')]}
                rows={bookingsByWeekdayHour.map((cell) => [
                  formats.weekday(cell.weekday),
                  formats.hour(cell.hour),
                  formats.number(cell.count),
                ])}
              />
            }
          />
        </Box>
      )}
    </Box>
  );
}

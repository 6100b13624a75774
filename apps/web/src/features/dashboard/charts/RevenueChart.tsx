import { BarChart } from '@mui/x-charts/BarChart';
import type { RevenueDay } from '@dhub/contract';
import type { ChartFormats } from '../summary/formats';
import { useChartTheme } from './useChartTheme';

/** The revenue of each day of the period (bars), its amounts on the value axis in short form. */
export default function RevenueChart({
  days,
  label,
  formats,
  height,
}: {
  days: RevenueDay[];
  label: string;
  formats: ChartFormats;
  height: number;
}) {
  const { theme, rtl, valueAxisPosition, tickLabelStyle } = useChartTheme();
  return (
    <BarChart
      disableKeyboardNavigation
      height={height}
      dataset={days.map((day) => ({ date: day.date, revenue: day.revenue }))}
      xAxis={[
        {
          scaleType: 'band',
          dataKey: 'date',
          reverse: rtl,
          height: 32,
          valueFormatter: (date: string, context) => (context.location === 'tick' ? formats.shortDay(date) : formats.longDay(date)),
          // As many day labels as fit without overlapping (x-charts' 'auto'), on a phone too.
          tickLabelInterval: 'auto',
          tickLabelMinGap: 8,
          tickLabelStyle,
        },
      ]}
      yAxis={[{ position: valueAxisPosition, width: 64, valueFormatter: (value: number) => formats.compactMoney(value), tickLabelStyle }]}
      series={[{ dataKey: 'revenue', label, color: theme.palette.primary.main, valueFormatter: (value) => formats.money(value ?? 0) }]}
      grid={{ horizontal: true }}
      hideLegend
      margin={{ top: 16, bottom: 0, left: 8, right: 16 }}
    />
  );
}

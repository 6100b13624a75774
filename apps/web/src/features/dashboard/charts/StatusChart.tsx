import { BarChart } from '@mui/x-charts/BarChart';
import type { OrderStatus } from '@dhub/contract';
import type { ChartFormats } from '../summary/formats';
import { useChartTheme } from './useChartTheme';

/** The period's orders by their state now, a bar per state in the theme's colour of that state. */
export default function StatusChart({
  statuses,
  label,
  formats,
  height,
}: {
  statuses: { status: OrderStatus; count: number }[];
  label: string;
  formats: ChartFormats;
  height: number;
}) {
  const { theme, rtl, valueAxisPosition, tickLabelStyle } = useChartTheme();
  const { palette } = theme;
  const colours: Record<OrderStatus, string> = {
    placed: palette.info.main,
    accepted: palette.primary.main,
    preparing: palette.primary.main,
    ready: palette.primary.main,
    outForDelivery: palette.secondary.main,
    delivered: palette.success.main,
    rejected: palette.error.main,
    cancelled: palette.warning.main,
  };
  return (
    <BarChart
      disableKeyboardNavigation
      height={height}
      layout="horizontal"
      dataset={statuses.map((row) => ({ status: row.status, count: row.count }))}
      yAxis={[
        {
          scaleType: 'band',
          dataKey: 'status',
          position: valueAxisPosition,
          width: 110,
          valueFormatter: (status: OrderStatus) => formats.status(status),
          colorMap: { type: 'ordinal', values: statuses.map((row) => row.status), colors: statuses.map((row) => colours[row.status]) },
          tickLabelStyle,
        },
      ]}
      xAxis={[{ reverse: rtl, height: 32, tickMinStep: 1, valueFormatter: (value: number) => formats.number(value), tickLabelStyle }]}
      series={[{ dataKey: 'count', label, valueFormatter: (value) => formats.number(value ?? 0) }]}
      grid={{ vertical: true }}
      hideLegend
      margin={{ top: 16, bottom: 0, left: 8, right: 16 }}
    />
  );
}

import { BarChart } from '@mui/x-charts/BarChart';
import type { TopItem } from '@dhub/contract';
import type { ChartFormats } from '../summary/formats';
import { useChartTheme } from './useChartTheme';

const shorten = (name: string) => (name.length > 18 ? `${name.slice(0, 17)}…` : name);

/** The products that brought the most, as horizontal bars (names beside them, amounts along). */
export default function TopItemsChart({
  items,
  label,
  formats,
  height,
}: {
  items: TopItem[];
  label: string;
  formats: ChartFormats;
  height: number;
}) {
  const { theme, rtl, valueAxisPosition, tickLabelStyle } = useChartTheme();
  return (
    <BarChart
      disableKeyboardNavigation
      height={height}
      layout="horizontal"
      dataset={items.map((item, index) => ({ key: String(index), name: item.name, revenue: item.revenue }))}
      yAxis={[
        {
          scaleType: 'band',
          dataKey: 'key',
          position: valueAxisPosition,
          width: 130,
          valueFormatter: (key: string, context) => {
            const name = items[Number(key)]?.name ?? '';
            return context.location === 'tick' ? shorten(name) : name;
          },
          tickLabelStyle,
        },
      ]}
      xAxis={[{ reverse: rtl, height: 32, tickNumber: 4, valueFormatter: (value: number) => formats.compactMoney(value), tickLabelStyle }]}
      series={[{ dataKey: 'revenue', label, color: theme.palette.secondary.main, valueFormatter: (value) => formats.money(value ?? 0) }]}
      grid={{ vertical: true }}
      hideLegend
      margin={{ top: 16, bottom: 0, left: 8, right: 16 }}
    />
  );
}

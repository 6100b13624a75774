import { useTheme } from '@mui/material/styles';

/**
 * What every chart takes from the page's theme: right to left, the value axis stands on the right
 * and the category axis runs from the right (x-charts does not mirror itself); colours are the
 * theme's (light or dark).
 */
export function useChartTheme() {
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  return {
    theme,
    rtl,
    valueAxisPosition: rtl ? ('right' as const) : ('left' as const),
    tickLabelStyle: { fontSize: 12, fill: theme.palette.text.secondary },
  };
}

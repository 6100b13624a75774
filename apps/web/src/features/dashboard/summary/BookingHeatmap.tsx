import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { alpha, useTheme } from '@mui/material/styles';
import type { BookingHour } from '@dhub/contract';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { useDashboardT } from '../i18n';
import type { ChartFormats } from './formats';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/**
 * Bookings by weekday and hour as a table whose cells are shaded by their count (the theme's
 * primary colour, light or dark): weekdays as rows on wide screens, as columns on phones (hours
 * down the page). Each cell says its weekday, hour and count to screen readers.
 */
export function BookingHeatmap({ cells, formats, caption }: { cells: BookingHour[]; formats: ChartFormats; caption: string }) {
  const t = useDashboardT();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const countOf = new Map(cells.map((cell) => [`${cell.weekday}/${cell.hour}`, cell.count]));
  const max = Math.max(1, ...cells.map((cell) => cell.count));
  const [rows, columns] = phone ? [HOURS, WEEKDAYS] : [WEEKDAYS, HOURS];
  const labelOf = (row: number, column: number) => (phone ? [column, row] : [row, column]) as [number, number];
  const head = (value: number, isRowHead: boolean) => (isRowHead === phone ? formats.hour(value) : formats.weekday(value));

  const cell = (weekday: number, hour: number) => {
    const count = countOf.get(`${weekday}/${hour}`) ?? 0;
    const share = count / max;
    const background = count ? alpha(theme.palette.primary.main, 0.15 + 0.85 * share) : theme.palette.action.hover;
    const color = share > 0.5 ? theme.palette.primary.contrastText : theme.palette.text.primary;
    return (
      <Box
        component="td"
        key={hour * 7 + weekday}
        aria-label={t('charts.bookings.cell', { weekday: formats.weekday(weekday), hour: formats.hour(hour), count })}
        sx={{ bgcolor: background, color, textAlign: 'center', fontSize: 11, borderRadius: 0.5, height: 22, minWidth: 18, p: 0 }}
      >
        {count || ''}
      </Box>
    );
  };

  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box component="table" sx={{ borderCollapse: 'separate', borderSpacing: '2px', width: '100%', tableLayout: 'fixed' }}>
        <caption style={visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            <Box component="td" sx={{ width: phone ? 56 : 44 }} />
            {columns.map((column) => (
              <Box
                component="th"
                scope="col"
                key={column}
                sx={{ fontSize: 11, fontWeight: 400, color: 'text.secondary', p: 0, whiteSpace: 'nowrap' }}
              >
                {phone || column % 3 === 0 ? head(column, false) : <span style={visuallyHidden}>{head(column, false)}</span>}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row}>
              <Box
                component="th"
                scope="row"
                sx={{ fontSize: 11, fontWeight: 400, color: 'text.secondary', textAlign: 'start', pe: 0.5, whiteSpace: 'nowrap' }}
              >
                {head(row, true)}
              </Box>
              {columns.map((column) => cell(...labelOf(row, column)))}
            </tr>
          ))}
        </tbody>
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {t('charts.bookings.legend')}
      </Typography>
    </Box>
  );
}

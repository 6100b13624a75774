import { Suspense, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { Boundary } from './Boundary';
import { useDashboardT } from '../i18n';

/**
 * A chart with its figures as a table: screen readers read the table (the chart is hidden from
 * them), and "Show as table" shows it to everyone instead of the chart (as does a chart that fails).
 */
export function ChartCard({
  id,
  title,
  empty,
  height,
  chart,
  table,
}: {
  id: string;
  title: string;
  empty: boolean;
  height: number;
  chart: ReactNode;
  table: ReactNode;
}) {
  const t = useDashboardT();
  const [asTable, setAsTable] = useState(false);
  return (
    <Card component="section" aria-labelledby={id} sx={{ minWidth: 0 }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {!empty && (
            <Button size="small" onClick={() => setAsTable((shown) => !shown)} sx={{ flexShrink: 0 }}>
              {t(asTable ? 'charts.showChart' : 'charts.showTable')}
            </Button>
          )}
        </Stack>
        {empty ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {t('charts.noData')}
          </Typography>
        ) : (
          <>
            {!asTable && (
              <Box aria-hidden="true" sx={{ minHeight: height, minWidth: 0 }}>
                <Boundary fallback={null} onError={() => setAsTable(true)}>
                  <Suspense fallback={<Skeleton variant="rounded" height={height} />}>{chart}</Suspense>
                </Boundary>
              </Box>
            )}
            {/* style, not sx: sx reads `width: 1` as 100%. */}
            <Box style={asTable ? undefined : visuallyHidden} sx={asTable ? { maxHeight: height + 80, overflow: 'auto' } : undefined}>
              {table}
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}

import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ReviewPage } from '@dhub/contract';
import { REVIEWS_NS } from './i18n';
import { Stars } from './Stars';

/** The stores' average rating and how many reviews gave each one (five stars first). */
export function ReviewSummary({ page }: { page: Pick<ReviewPage, 'average' | 'count' | 'distribution'> }) {
  const { t, i18n } = useTranslation(REVIEWS_NS);
  const number = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mb: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' }, alignItems: 'center' }}
    >
      <Box sx={{ textAlign: 'center', px: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {t('average')}
        </Typography>
        <Typography variant="h3" component="p">
          {number.format(page.average)}
        </Typography>
        <Stars value={page.average} />
        <Typography variant="body2" color="text.secondary">
          {t('count', { count: page.count })}
        </Typography>
      </Box>
      <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {[5, 4, 3, 2, 1].map((rating) => {
          const count = page.distribution[rating - 1] ?? 0;
          return (
            <Stack component="li" key={rating} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="body2" sx={{ width: 32 }} aria-hidden>
                {t('starsShort', { rating })}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={page.count ? (count / page.count) * 100 : 0}
                aria-label={t('barLabel', { rating, count })}
                sx={{ flex: 1, height: 8, borderRadius: 4 }}
              />
              <Typography variant="body2" color="text.secondary" sx={{ width: 40, textAlign: 'end' }} aria-hidden>
                {count}
              </Typography>
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
}

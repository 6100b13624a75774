import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RATINGS, type Review, PAGE_LIMITS } from '@dhub/contract';
import { EmptyState } from '../../components/EmptyState';
import { FilterBar } from '../../components/FilterBar';
import { FilterSelect } from '../../components/FilterSelect';
import { ListStates } from '../../components/ListStates';
import { PageHeader } from '../../components/PageHeader';
import { PageSkeleton } from '../../components/PageSkeleton';
import { Pager } from '../../components/Pager';
import { useDate } from '../../hooks/useDate';
import { useReviews } from './api';
import { REVIEWS_NS, useReviewStrings } from './i18n';
import { reviewPath } from './paths';
import { ReviewSummary } from './ReviewSummary';
import { Stars } from './Stars';

/** /reviews: the stores' average and distribution, then the reviews (newest first) by rating and reply. */
export default function ReviewsPage() {
  return useReviewStrings() ? <ReviewList /> : <PageSkeleton />;
}

function ReviewList() {
  const { t } = useTranslation(REVIEWS_NS);
  const [rating, setRating] = useState('');
  const [replied, setReplied] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(PAGE_LIMITS.default);
  const list = useReviews({
    rating: rating ? Number(rating) : undefined,
    replied: replied ? (replied as 'true' | 'false') : undefined,
    page,
    limit,
  });
  const filtered = Boolean(rating || replied);
  return (
    <Box>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {list.data && list.data.count > 0 && <ReviewSummary page={list.data} />}
      <FilterBar activeFilters={[rating, replied].filter(Boolean).length}>
        <FilterSelect
          label={t('filters.rating')}
          value={rating}
          allLabel=""
          onChange={(value) => (setRating(value), setPage(1))}
          options={[...RATINGS].reverse().map((value) => ({ value: String(value), label: t('stars', { rating: value }) }))}
        />
        <FilterSelect
          label={t('filters.replied')}
          value={replied}
          allLabel=""
          onChange={(value) => (setReplied(value), setPage(1))}
          options={[
            { value: 'true', label: t('filters.repliedYes') },
            { value: 'false', label: t('filters.repliedNo') },
          ]}
        />
      </FilterBar>
      <ListStates
        query={list}
        filtered={filtered}
        noMatch={
          <EmptyState
            title={t('noMatch')}
            action={<Button onClick={() => (setRating(''), setReplied(''), setPage(1))}>{t('clearFilters')}</Button>}
          />
        }
        empty={<EmptyState title={t('empty')} hint={t('emptyHint')} />}
      >
        {(data) => (
          <>
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {data.items.map((review) => (
                <Box component="li" key={review._id}>
                  <ReviewCard review={review} />
                </Box>
              ))}
            </Stack>
            <Paper variant="outlined" sx={{ mt: 1.5 }}>
              <Pager total={data.total} page={page} limit={limit} onPage={setPage} onLimit={(next) => (setLimit(next), setPage(1))} />
            </Paper>
          </>
        )}
      </ListStates>
    </Box>
  );
}

function ReviewCard({ review }: { review: Review }) {
  const { t } = useTranslation(REVIEWS_NS);
  const date = useDate();
  return (
    <Card variant="outlined">
      <CardActionArea component={RouterLink} to={reviewPath(review._id)}>
        <CardContent>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Stars value={review.rating} />
            <Typography sx={{ fontWeight: 600 }}>{review.customerName}</Typography>
            <Typography variant="body2" color="text.secondary">
              {date(review.createdAt)} · {t(review.saleKind, { number: review.saleNumber })}
            </Typography>
            {!review.reply && <Chip size="small" color="warning" variant="outlined" label={t('waiting')} />}
          </Stack>
          <Typography sx={{ mt: 1, wordBreak: 'break-word' }} color={review.comment ? 'text.primary' : 'text.secondary'}>
            {review.comment ?? t('noComment')}
          </Typography>
          {review.reply && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ mt: 1, borderInlineStart: (theme) => `3px solid ${theme.palette.divider}`, paddingInlineStart: 1.5 }}
            >
              {review.reply}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

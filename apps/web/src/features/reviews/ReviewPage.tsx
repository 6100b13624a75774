import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { REVIEW_LIMITS, reviewReplySchema, ROUTES, type Review } from '@dhub/contract';
import { LoadGate } from '../../components/LoadGate';
import { PageSkeleton } from '../../components/PageSkeleton';
import { useDate } from '../../hooks/useDate';
import { FormTextField } from '../../components/FormTextField';
import { useBodyForm } from '../../hooks/useBodyForm';
import { errorText } from '../../i18n/errorText';
import { toast } from '../../lib/toast';
import { useReply, useReview } from './api';
import { REVIEWS_NS, useReviewStrings } from './i18n';
import { Stars } from './Stars';
import { mirroredInRtl } from '../../theme/buildTheme';

/** /view-review?id=…: one review and the vendor's reply (written once, then edited). */
export default function ReviewPage() {
  const ready = useReviewStrings();
  const [params] = useSearchParams();
  const id = params.get('id');
  const review = useReview(id);
  const { t } = useTranslation(REVIEWS_NS);
  if (!ready) return <PageSkeleton />;
  return (
    <Box>
      <Button component={RouterLink} to={ROUTES.reviews} startIcon={<ArrowBackIcon sx={mirroredInRtl} />} sx={{ mb: 1 }}>
        {t('back')}
      </Button>
      <LoadGate id={id} query={review}>
        {(data) => <ReviewView review={data} />}
      </LoadGate>
    </Box>
  );
}

function ReviewView({ review }: { review: Review }) {
  const { t } = useTranslation(REVIEWS_NS);
  const date = useDate();
  const reply = useReply();
  const [editing, setEditing] = useState(!review.reply);
  const { control, handleSubmit, reset, watch } = useBodyForm(reviewReplySchema, (values: { reply: string }) => values, {
    defaultValues: { reply: review.reply ?? '' },
  });
  const save = handleSubmit((body) =>
    reply.mutate(
      { params: { id: review._id }, body },
      {
        onSuccess: ({ message }) => (toast.success(message), setEditing(false)),
        onError: (failure) => toast.error(errorText(failure, 'serverError')),
      },
    ),
  );
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' } }}>
        {t(review.saleKind === 'booking' ? 'viewTitleBooking' : 'viewTitle', { number: review.saleNumber })}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Stars value={review.rating} size="medium" />
          <Typography sx={{ fontWeight: 600 }}>{review.customerName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {date(review.createdAt)} · {review.storeName}
          </Typography>
        </Stack>
        <Typography
          sx={{ mt: 1.5, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
          color={review.comment ? 'text.primary' : 'text.secondary'}
        >
          {review.comment ?? t('noComment')}
        </Typography>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('yourReply')}
        </Typography>
        {editing ? (
          <Box component="form" noValidate onSubmit={(event) => void save(event)}>
            <FormTextField
              control={control}
              name="reply"
              fullWidth
              multiline
              minRows={3}
              label={t('reply')}
              hint={`${watch('reply').length}/${REVIEW_LIMITS.replyMax}`}
              maxLength={REVIEW_LIMITS.replyMax}
            />
            <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
              <Button type="submit" variant="contained" disabled={reply.isPending}>
                {t('saveReply')}
              </Button>
              {review.reply && <Button onClick={() => (reset({ reply: review.reply ?? '' }), setEditing(false))}>{t('cancel')}</Button>}
            </Stack>
          </Box>
        ) : (
          <>
            <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{review.reply}</Typography>
            <Button sx={{ mt: 1 }} onClick={() => setEditing(true)}>
              {t('editReply')}
            </Button>
          </>
        )}
      </Paper>
    </Stack>
  );
}

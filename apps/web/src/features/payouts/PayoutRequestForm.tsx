import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { addPayoutSchema, WALLET_LIMITS, WALLET_MESSAGES, type StoreSummary } from '@dhub/contract';
import { isApiError } from '../../api/ApiError';
import { DetailList } from '../../components/DetailList';
import { ErrorState } from '../../components/ErrorState';
import { FormError } from '../../components/FormError';
import { FormTextField } from '../../components/FormTextField';
import { MoneyField } from '../../components/MoneyField';
import { useBodyForm } from '../../hooks/useBodyForm';
import { useMinorMoney, useMoneyInput } from '../../hooks/useMoney';
import { translateCode } from '../../i18n';
import { errorText } from '../../i18n/errorText';
import { optionalText } from '../../lib/bodyFields';
import { toast } from '../../lib/toast';
import { useAddPayout, useWalletSummary } from './api';
import { PAYOUTS_NS } from './i18n';

interface PayoutFormValues {
  storeId: string;
  amount: string;
  note: string;
}

/** The API's refusals said under the amount input. */
const AMOUNT_CODES: readonly string[] = ['payoutOverAvailable', 'payoutBelowMinimum', 'amountRange'];

/**
 * "Request a payout": store, amount (rupees typed, paise sent), note; the store's available balance
 * and the minimum from its wallet. The contract's body rules, then "not above available" and "at
 * least the minimum", are checked before anything is sent.
 */
export function PayoutRequestForm({ stores, initialStoreId }: { stores: StoreSummary[]; initialStoreId: string }) {
  const { t } = useTranslation(PAYOUTS_NS);
  const headingId = useId();
  const amount = useMoneyInput();
  const add = useAddPayout();
  const [formError, setFormError] = useState('');
  const [retryable, setRetryable] = useState(false);
  const { control, handleSubmit, setError, setValue, reset } = useBodyForm(
    addPayoutSchema,
    (values: PayoutFormValues) => ({
      storeId: values.storeId,
      amount: values.amount.trim() === '' ? undefined : amount.toMinor(values.amount),
      note: optionalText(values.note),
    }),
    { defaultValues: { storeId: initialStoreId, amount: '', note: '' } },
  );
  const storeId = useWatch({ control, name: 'storeId' });
  const wallet = useWalletSummary(storeId);
  const summary = wallet.data;
  const money = useMinorMoney(summary?.currency);

  const onError = (failure: unknown, canRetry: boolean) => {
    setRetryable(canRetry);
    const code = isApiError(failure) ? failure.code : undefined;
    const fields = isApiError(failure) ? Object.entries(failure.fieldCodes).filter(([name]) => name === 'amount' || name === 'note') : [];
    if (code && AMOUNT_CODES.includes(code)) fields.push(['amount', code]);
    for (const [name, fieldCode] of fields) {
      setError(name as keyof PayoutFormValues, { type: 'server', message: translateCode(fieldCode) });
    }
    setFormError(fields.length > 0 ? '' : errorText(failure, 'serverError'));
  };

  const submit = handleSubmit((body) => {
    if (!summary) return;
    if (body.amount > summary.available) {
      setError('amount', { type: 'validate', message: WALLET_MESSAGES.payoutOverAvailable });
      return;
    }
    if (body.amount < summary.payoutMinimum) {
      setError('amount', { type: 'validate', message: WALLET_MESSAGES.payoutBelowMinimum });
      return;
    }
    setFormError('');
    setRetryable(false);
    add.send(
      { body },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          reset({ storeId: body.storeId, amount: '', note: '' });
        },
        onError,
      },
    );
  });

  const fillAvailable = () =>
    summary && setValue('amount', amount.toText(Math.max(0, summary.available) / 100), { shouldValidate: true, shouldDirty: true });

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h6" component="h2">
        {t('request.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('request.intro')}
      </Typography>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <Stack spacing={2}>
          {formError && (
            <FormError>
              {formError}
              {retryable && ` ${t('request.retryHint')}`}
            </FormError>
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
            <Stack spacing={2}>
              {stores.length > 1 && (
                <FormTextField
                  control={control}
                  name="storeId"
                  schema={addPayoutSchema}
                  select
                  label={t('request.store')}
                  slotProps={{ select: { native: true } }}
                >
                  {stores.map((store) => (
                    <option key={store._id} value={store._id}>
                      {store.name}
                    </option>
                  ))}
                </FormTextField>
              )}
              <MoneyField control={control} name="amount" required label={t('request.amount')} />
              <FormTextField
                control={control}
                name="note"
                schema={addPayoutSchema}
                label={t('request.note')}
                maxLength={WALLET_LIMITS.noteMax}
                multiline
                minRows={2}
              />
            </Stack>
            <Box aria-live="polite">
              {wallet.error && !summary ? (
                <ErrorState error={wallet.error} onRetry={() => void wallet.refetch()} retrying={wallet.isFetching} />
              ) : !summary ? (
                <Skeleton variant="rounded" height={96} aria-hidden />
              ) : (
                <Stack spacing={1.5}>
                  <DetailList
                    rows={[
                      [t('request.available'), <strong key="available">{money(summary.available)}</strong>],
                      [t('request.minimum'), money(summary.payoutMinimum)],
                    ]}
                  />
                  {summary.available < summary.payoutMinimum ? (
                    <Alert severity="info">{t('request.belowMinimum', { amount: money(summary.payoutMinimum) })}</Alert>
                  ) : (
                    <Box>
                      <Button size="small" onClick={fillAvailable}>
                        {t('request.useAll')}
                      </Button>
                    </Box>
                  )}
                </Stack>
              )}
            </Box>
          </Box>
          <Box>
            <Button type="submit" variant="contained" disabled={add.isPending || !summary}>
              {t('request.submit')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </Paper>
  );
}

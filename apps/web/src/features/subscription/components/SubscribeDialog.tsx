import { useId, useState, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES, type Plan, type PlansAnswer, type Subscription } from '@dhub/contract';
import { DetailList } from '../../../components/DetailList';
import { FormDialog } from '../../../components/FormDialog';
import { FormError } from '../../../components/FormError';
import { useDate } from '../../../hooks/useDate';
import { useMinorMoney } from '../../../hooks/useMoney';
import { errorText } from '../../../i18n/errorText';
import { toast } from '../../../lib/toast';
import type { useSubscribe } from '../api';
import { SUBSCRIPTION_NS } from '../i18n';
import type { PlanOffer } from '../planMoves';
import { warningText } from './warningText';

type PayWith = 'wallet' | 'offline';

/**
 * Confirms a plan change before it is made: when it starts, what it ends or replaces, what it
 * costs now (the price less the unused time of the plan it ends), and how it is paid: from the
 * wallet (only when it holds enough) or offline (then its payment details are asked for).
 */
export function SubscribeDialog({
  answer,
  plan,
  offer,
  subscribe,
  onClose,
  onAwaitingPayment,
}: {
  answer: PlansAnswer;
  plan: Plan;
  /** Where the plan goes, as its card offered it. */
  offer: PlanOffer;
  /** The page's purchase (its Idempotency-Key outlives this dialog). */
  subscribe: ReturnType<typeof useSubscribe>;
  onClose: () => void;
  /** An offline subscription was made: its payment details come next. */
  onAwaitingPayment: (subscription: Subscription) => void;
}) {
  const { t } = useTranslation(SUBSCRIPTION_NS);
  const money = useMinorMoney(answer.currency);
  const date = useDate();
  const labelId = useId();
  const walletHintId = useId();
  const offlineHintId = useId();
  const [openedAt] = useState(Date.now);
  const { move } = offer;
  const endsNow = offer.endsCurrent && answer.current && answer.current.price > 0 ? answer.current : null;
  const cancelsNext = offer.cancelsNext ? answer.next : null;
  // What the credit takes off the price (all of it when the unused time is worth more).
  const credit = plan.price - offer.payNow;
  const walletCanPay = answer.walletAvailable >= offer.payNow;
  const [payWith, setPayWith] = useState<PayWith>(walletCanPay ? 'wallet' : 'offline');
  const [formError, setFormError] = useState('');
  const free = plan.price === 0;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError('');
    subscribe.send(
      { body: { storeId: answer.storeId, planId: plan._id, payWith: free ? 'wallet' : payWith } },
      {
        onSuccess: ({ message, subscription }) => {
          // A downgrade waits for the current plan: said with the new plan's name and the day it starts.
          const scheduledDowngrade = move === 'downgrade' && subscription.status === 'scheduled';
          toast.success(
            scheduledDowngrade ? t('confirm.downgradeScheduled', { plan: plan.name, date: date(subscription.startsAt) }) : message,
          );
          if (subscription.status === 'awaitingPayment') onAwaitingPayment(subscription);
          else onClose();
        },
        onError: (error, retryable) =>
          setFormError(retryable ? `${errorText(error, 'serverError')} ${t('confirm.retryHint')}` : errorText(error, 'serverError')),
      },
    );
    return Promise.resolve();
  };

  const days = plan.durationDays;
  const when =
    offer.startsAt > openedAt
      ? t(days ? 'confirm.startsLater' : 'confirm.startsLaterNoEnd', { date: date(new Date(offer.startsAt).toISOString()), days })
      : t(days ? 'confirm.startsNow' : 'confirm.startsNowNoEnd', { days });
  const walletRows: [string, ReactNode][] = [
    [t('confirm.price'), <bdi key="price">{money(plan.price)}</bdi>],
    ...(credit > 0 ? [[t('confirm.credit'), <bdi key="credit">{money(credit)}</bdi>] as [string, ReactNode]] : []),
    [t('confirm.payNow'), <bdi key="payNow">{money(offer.payNow)}</bdi>],
  ];

  return (
    <FormDialog
      title={t(`confirm.titles.${move}`, { plan: plan.name })}
      submitLabel={payWith === 'offline' && !free ? t('confirm.submitOffline') : t('confirm.submit')}
      busy={subscribe.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack spacing={2}>
        {formError && <FormError>{formError}</FormError>}
        <Stack spacing={0.75}>
          <Typography>{when}</Typography>
          {endsNow && <Typography variant="body2">{t('confirm.replacesNow', { plan: endsNow.plan.name })}</Typography>}
          {move === 'downgrade' && answer.current && (
            <Typography variant="body2">{t('confirm.keepsUntil', { plan: answer.current.plan.name })}</Typography>
          )}
          {cancelsNext && (
            <Typography variant="body2">
              {t('confirm.replacesNext', { plan: cancelsNext.plan.name, date: date(cancelsNext.startsAt) })}
            </Typography>
          )}
        </Stack>
        {free ? (
          <Typography sx={{ fontWeight: 600 }}>{t('confirm.free')}</Typography>
        ) : (
          <>
            <FormControl>
              <FormLabel id={labelId}>{t('confirm.payWith')}</FormLabel>
              <RadioGroup aria-labelledby={labelId} value={payWith} onChange={(event) => setPayWith(event.target.value as PayWith)}>
                <FormControlLabel
                  value="wallet"
                  disabled={!walletCanPay}
                  control={<Radio slotProps={{ input: { 'aria-describedby': walletHintId } }} />}
                  label={t('confirm.wallet')}
                />
                <Box id={walletHintId} sx={{ paddingInlineStart: 4, mt: -0.5, mb: 1 }}>
                  <Typography variant="body2" color="text.secondary">
                    {t('confirm.walletHint', { amount: money(answer.walletAvailable) })}
                  </Typography>
                  {!walletCanPay && (
                    <Typography variant="body2" sx={{ fontWeight: 600, color: warningText }}>
                      {t('confirm.walletShort', { available: money(answer.walletAvailable), needed: money(offer.payNow) })}
                    </Typography>
                  )}
                </Box>
                {!walletCanPay && (
                  <Box sx={{ paddingInlineStart: 4, mt: -0.5, mb: 1 }}>
                    <Link component={RouterLink} to={ROUTES.wallet} variant="body2">
                      {t('confirm.addMoney')}
                    </Link>
                  </Box>
                )}
                <FormControlLabel
                  value="offline"
                  control={<Radio slotProps={{ input: { 'aria-describedby': offlineHintId } }} />}
                  label={t('confirm.offline')}
                />
                <Box id={offlineHintId} sx={{ paddingInlineStart: 4, mt: -0.5 }}>
                  <Typography variant="body2" color="text.secondary">
                    {t('confirm.offlineHint', { amount: money(plan.price) })}
                  </Typography>
                  {credit > 0 && (
                    <Typography variant="body2" color="text.secondary">
                      {t('confirm.offlineCredit', { credit: money(credit) })}
                    </Typography>
                  )}
                </Box>
              </RadioGroup>
            </FormControl>
            {payWith === 'wallet' && (
              <Box sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
                <DetailList rows={walletRows} />
                {credit > 0 && (
                  <Typography sx={{ mt: 1, fontWeight: 600 }}>
                    {t('confirm.summary', { amount: money(offer.payNow), credit: money(credit) })}
                  </Typography>
                )}
              </Box>
            )}
          </>
        )}
      </Stack>
    </FormDialog>
  );
}

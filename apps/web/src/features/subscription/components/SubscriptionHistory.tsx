import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { useTranslation } from 'react-i18next';
import { TOP_UP_METHODS, type Subscription, type TopUpMethod } from '@dhub/contract';
import { PagedListSection } from '../../../components/PagedListSection';
import { useDate } from '../../../hooks/useDate';
import { useMinorMoney } from '../../../hooks/useMoney';
import { usePaging } from '../../../hooks/usePaging';
import { useSubscriptionHistory } from '../api';
import { SUBSCRIPTION_NS } from '../i18n';
import { SubscriptionStatusChip } from './SubscriptionStatusChip';
import { mirroredInRtl } from '../../../theme/buildTheme';

const METHOD_PREFIX = new RegExp(`^(${TOP_UP_METHODS.join('|')}): ([\\s\\S]*)$`);

/** An offline payment's reference as the server keeps it ("upi: UPI-77"): its method (when it says one) and the vendor's reference. */
export function referenceParts(reference: string): { method: TopUpMethod | null; reference: string } {
  const match = METHOD_PREFIX.exec(reference);
  return match ? { method: match[1] as TopUpMethod, reference: match[2]! } : { method: null, reference };
}

/** The first page of the history: the pending notice reads the same query. */
export const HISTORY_FIRST_PAGE = { page: 1, limit: 10 } as const;

/** The store's subscriptions, newest first (server pages): status, validity, price, credit and paid; an offline one's payment. */
export function SubscriptionHistory({
  storeId,
  currency,
  onSendPayment,
}: {
  storeId: string;
  currency: string | undefined;
  onSendPayment: (subscription: Subscription) => void;
}) {
  const { t } = useTranslation(SUBSCRIPTION_NS);
  const money = useMinorMoney(currency);
  const date = useDate();
  const paging = usePaging(HISTORY_FIRST_PAGE);
  const list = useSubscriptionHistory({ storeId, page: paging.page, limit: paging.limit });
  const period = (subscription: Subscription) => {
    if (subscription.startsAt && subscription.endsAt) {
      return t('history.period', { from: date(subscription.startsAt), to: date(subscription.endsAt) });
    }
    if (subscription.startsAt) return t('history.from', { date: date(subscription.startsAt) });
    return t('history.subscribedOn', { date: date(subscription.createdAt) });
  };
  return (
    <PagedListSection
      texts={{ heading: t('history.heading'), label: t('history.label'), empty: t('history.empty') }}
      query={list}
      paging={paging}
    >
      {(subscription) => (
        <>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography component="h3" sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
              {subscription.plan.name}
            </Typography>
            <SubscriptionStatusChip status={subscription.status} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {[period(subscription), t(`history.paymentMethods.${subscription.paymentMethod}`)].join(' · ')}
          </Typography>
          <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.25, m: 0, mt: 0.5, typography: 'body2' }}>
            {(
              [
                ['price', subscription.price],
                ['credit', subscription.credit],
                ['paid', subscription.paid],
              ] as const
            ).map(([name, amount]) =>
              name === 'credit' && amount === 0 ? null : (
                <Box key={name} sx={{ display: 'flex', gap: 0.5 }}>
                  <Box component="dt" sx={{ color: 'text.secondary' }}>
                    {t(`history.${name}`)}
                  </Box>
                  <Box component="dd" sx={{ m: 0, fontWeight: 600 }}>
                    <bdi>{money(amount)}</bdi>
                  </Box>
                </Box>
              ),
            )}
          </Box>
          {subscription.reference && <PaymentReference reference={subscription.reference} />}
          {subscription.hasProof && (
            <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <AttachFileOutlined fontSize="inherit" aria-hidden />
              {t('history.proof')}
            </Typography>
          )}
          {subscription.status === 'rejected' && subscription.reason && (
            <Typography variant="body2" color="error" sx={{ wordBreak: 'break-word' }}>
              {t('history.reason', { reason: subscription.reason })}
            </Typography>
          )}
          {subscription.status === 'paymentSubmitted' && (
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('history.waiting')}
            </Typography>
          )}
          {subscription.status === 'awaitingPayment' && (
            <Button
              size="small"
              variant="outlined"
              startIcon={<SendOutlined sx={mirroredInRtl} />}
              onClick={() => onSendPayment(subscription)}
              sx={{ mt: 1 }}
              aria-label={t('actions.planAction', { action: t('pending.send'), plan: subscription.plan.name })}
            >
              {t('pending.send')}
            </Button>
          )}
        </>
      )}
    </PagedListSection>
  );
}

function PaymentReference({ reference }: { reference: string }) {
  const { t } = useTranslation(SUBSCRIPTION_NS);
  const parts = referenceParts(reference);
  const text = t('history.reference', { reference: parts.reference });
  return (
    <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
      {parts.method ? `${t(`methods.${parts.method}`)} · ${text}` : text}
    </Typography>
  );
}

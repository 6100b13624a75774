import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { Subscription } from '@dhub/contract';
import { useSubscriptionHistory } from '../api';
import { SUBSCRIPTION_NS } from '../i18n';
import { HISTORY_FIRST_PAGE } from './SubscriptionHistory';

/**
 * Offline subscriptions still open, from the history's first page (the same query): one awaiting
 * its payment details ("Send payment details"), one whose details wait for the marketplace.
 */
export function PendingPayments({ storeId, onSendPayment }: { storeId: string; onSendPayment: (subscription: Subscription) => void }) {
  const { t } = useTranslation(SUBSCRIPTION_NS);
  const history = useSubscriptionHistory({ storeId, ...HISTORY_FIRST_PAGE });
  const open = (history.data?.items ?? []).filter(
    (subscription) => subscription.status === 'awaitingPayment' || subscription.status === 'paymentSubmitted',
  );
  if (open.length === 0) return null;
  return (
    <Stack spacing={1}>
      {open.map((subscription) =>
        subscription.status === 'awaitingPayment' ? (
          <Alert
            key={subscription._id}
            severity="warning"
            action={
              <Button color="inherit" size="small" variant="outlined" onClick={() => onSendPayment(subscription)}>
                {t('pending.send')}
              </Button>
            }
            sx={{ flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
          >
            {t('pending.awaiting', { plan: subscription.plan.name })}
          </Alert>
        ) : (
          <Alert key={subscription._id} severity="info">
            {t('pending.submitted', { plan: subscription.plan.name })}
          </Alert>
        ),
      )}
    </Stack>
  );
}

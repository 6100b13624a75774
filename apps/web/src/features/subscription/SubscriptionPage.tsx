import { useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Plan, StoreSummary, Subscription } from '@dhub/contract';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { FilterSelect } from '../../components/FilterSelect';
import { ListSkeleton } from '../../components/ListSkeleton';
import { PageHeader } from '../../components/PageHeader';
import { PageSkeleton } from '../../components/PageSkeleton';
import { UiTextsProvider } from '../../components/UiTexts';
import { useTranslatedUiTexts } from '../../i18n/ui';
import { usePlans, useSubscribe } from './api';
import { CurrentPlan } from './components/CurrentPlan';
import { PendingPayments } from './components/PendingPayments';
import { PlanCards } from './components/PlanCards';
import { PlanPaymentDialog } from './components/PlanPaymentDialog';
import { SubscribeDialog } from './components/SubscribeDialog';
import { SubscriptionHistory } from './components/SubscriptionHistory';
import { SUBSCRIPTION_NS, useSubscriptionStrings } from './i18n';
import { placementOf, planInForce, type PlanOffer } from './planMoves';
import { useSubscriptionStore } from './useSubscriptionStore';

/** /subscription: a store's plan in force and its listings, the plans it can change to (paid from the wallet or offline), its subscriptions. */
export default function SubscriptionPage() {
  const ready = useSubscriptionStrings();
  const texts = useTranslatedUiTexts();
  return <UiTextsProvider texts={texts}>{ready ? <SubscriptionRoute /> : <PageSkeleton />}</UiTextsProvider>;
}

function SubscriptionRoute() {
  const { t } = useTranslation(SUBSCRIPTION_NS);
  const { profile, stores, store, choose } = useSubscriptionStore();
  const picker = stores.length > 1 && store && (
    <FilterSelect
      label={t('store')}
      value={store._id}
      onChange={choose}
      options={stores.map((candidate) => ({ value: candidate._id, label: candidate.name }))}
      minWidth={220}
    />
  );
  return (
    <Box>
      <PageHeader title={t('title')} subtitle={t('subtitle')} actions={picker || undefined} />
      {profile.error && !profile.data ? (
        <ErrorState error={profile.error} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
      ) : !profile.data ? (
        <ListSkeleton rows={3} />
      ) : store ? (
        <StoreSubscription key={store._id} store={store} />
      ) : (
        <EmptyState title={t('noStore')} hint={t('noStoreHint')} />
      )}
    </Box>
  );
}

function StoreSubscription({ store }: { store: StoreSummary }) {
  const { t } = useTranslation(SUBSCRIPTION_NS);
  const plans = usePlans(store._id);
  const [choice, setChoice] = useState<{ plan: Plan; offer: PlanOffer } | null>(null);
  // Here, not in the dialog: a purchase retried after the dialog was closed and opened again keeps its key.
  const subscribe = useSubscribe();
  const [paying, setPaying] = useState<Subscription | null>(null);
  const answer = plans.data;

  if (!answer) {
    return plans.error ? (
      <ErrorState error={plans.error} onRetry={() => void plans.refetch()} retrying={plans.isFetching} />
    ) : (
      <Stack spacing={3} aria-hidden>
        <Skeleton variant="rounded" height={160} />
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );
  }

  const inForce = planInForce(answer);
  const renewal = inForce?.plan ? placementOf(inForce.plan, answer) : null;
  const renew = inForce?.plan && renewal?.refused === null && renewal.move === 'renew' ? { plan: inForce.plan, offer: renewal } : null;
  return (
    <Stack spacing={3}>
      <PendingPayments storeId={store._id} onSendPayment={setPaying} />
      {inForce ? <CurrentPlan answer={answer} inForce={inForce} onRenew={renew ? () => setChoice(renew) : undefined} /> : null}
      {answer.plans.length > 0 ? (
        <PlanCards answer={answer} inForce={inForce} onChoose={(plan, offer) => setChoice({ plan, offer })} />
      ) : (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography color="text.secondary">{t('noPlans')}</Typography>
        </Paper>
      )}
      <SubscriptionHistory storeId={store._id} currency={answer.currency} onSendPayment={setPaying} />
      {choice && (
        <SubscribeDialog
          answer={answer}
          plan={choice.plan}
          offer={choice.offer}
          subscribe={subscribe}
          onClose={() => setChoice(null)}
          onAwaitingPayment={(subscription) => (setChoice(null), setPaying(subscription))}
        />
      )}
      {paying && <PlanPaymentDialog subscription={paying} currency={answer.currency} onClose={() => setPaying(null)} />}
    </Stack>
  );
}

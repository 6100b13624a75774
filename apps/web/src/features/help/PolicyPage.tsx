import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Policy, PolicyKind } from '@dhub/contract';
import { useTranslatedUiTexts } from '../../i18n/ui';
import { usePageLanguage } from '../../i18n/usePageLanguage';
import { ErrorState } from '../../components/ErrorState';
import { ListSkeleton } from '../../components/ListSkeleton';
import { PageHeader } from '../../components/PageHeader';
import { PageSkeleton } from '../../components/PageSkeleton';
import { UiTextsProvider } from '../../components/UiTexts';
import { useDate } from '../../hooks/useDate';
import { useCurrentStore } from '../../vendor/useCurrentStore';
import { usePolicies, useServices } from './api';
import { HelpText } from './components/HelpText';
import { HELP_NS, useHelpStrings } from './i18n';

/** /policy: a service's policies (the current store's service first), one tab per kind. */
export default function PolicyPage() {
  const ready = useHelpStrings();
  const texts = useTranslatedUiTexts();
  return <UiTextsProvider texts={texts}>{ready ? <Policies /> : <PageSkeleton />}</UiTextsProvider>;
}

function Policies() {
  const { t } = useTranslation(HELP_NS);
  const lang = usePageLanguage();
  const store = useCurrentStore();
  const services = useServices().data ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const serviceId = chosen ?? store?.service._id ?? services[0]?._id;
  const policies = usePolicies(serviceId, lang);
  const [kind, setKind] = useState<PolicyKind>('terms');
  const items = policies.data?.items ?? [];
  const shown = items.find((policy) => policy.kind === kind) ?? items[0];

  return (
    <Box>
      <PageHeader
        title={t('policy.title')}
        subtitle={t('policy.subtitle')}
        actions={
          services.length > 0 &&
          serviceId && (
            <TextField
              select
              size="small"
              label={t('policy.service')}
              value={serviceId}
              onChange={(event) => setChosen(event.target.value)}
              sx={{ minWidth: 200 }}
            >
              {services.map((service) => (
                <MenuItem key={service._id} value={service._id}>
                  {service.name}
                </MenuItem>
              ))}
            </TextField>
          )
        }
      />
      {policies.error ? (
        <ErrorState error={policies.error} onRetry={() => void policies.refetch()} retrying={policies.isFetching} />
      ) : !policies.data ? (
        <ListSkeleton rows={3} />
      ) : !shown ? (
        <Alert severity="info">{t('policy.empty')}</Alert>
      ) : (
        <Paper variant="outlined">
          <Tabs
            value={shown.kind}
            onChange={(_event, next: PolicyKind) => setKind(next)}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label={t('policy.title')}
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            {items.map((policy) => (
              <Tab
                key={policy.kind}
                value={policy.kind}
                label={t(`policy.kinds.${policy.kind}`)}
                id={`policy-tab-${policy.kind}`}
                aria-controls="policy-panel"
              />
            ))}
          </Tabs>
          <PolicyPanel policy={shown} />
        </Paper>
      )}
    </Box>
  );
}

function PolicyPanel({ policy }: { policy: Policy }) {
  const { t } = useTranslation(HELP_NS);
  const date = useDate();
  return (
    <Box role="tabpanel" id="policy-panel" aria-labelledby={`policy-tab-${policy.kind}`} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h2" lang={policy.language}>
        {policy.title}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 2 }}>
        {t('policy.updated', { date: date(policy.updatedAt) })}
      </Typography>
      <HelpText text={policy.body} language={policy.language} />
    </Box>
  );
}

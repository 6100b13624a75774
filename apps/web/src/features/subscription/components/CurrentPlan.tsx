import { useId } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AutorenewOutlined from '@mui/icons-material/AutorenewOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import { useTranslation } from 'react-i18next';
import type { PlansAnswer } from '@dhub/contract';
import { useDate } from '../../../hooks/useDate';
import { SUBSCRIPTION_NS } from '../i18n';
import { endsSoon, percentOf, type PlanInForce } from '../planMoves';
import { warningText } from './warningText';

/**
 * The plan in force: its name, commission, the store's listings against its limit (a bar), until
 * when it is valid and the days left; a warning when it ends soon (renew), and the plan after it.
 */
export function CurrentPlan({
  answer,
  inForce,
  onRenew,
}: {
  answer: PlansAnswer;
  inForce: PlanInForce;
  /** Renews the plan in force (none: it cannot be renewed, e.g. the free plan). */
  onRenew?: () => void;
}) {
  const { t, i18n } = useTranslation(SUBSCRIPTION_NS);
  const date = useDate();
  const headingId = useId();
  const { usage, next, expiresInDays } = answer;
  const subscription = inForce.subscription;
  const endsAt = subscription?.endsAt ?? null;
  const full = usage.listingLimit !== null && usage.listings >= usage.listingLimit;
  const number = new Intl.NumberFormat(i18n.language);
  const usageText =
    usage.listingLimit === null
      ? t('current.usageNoLimit', { listed: number.format(usage.listings) })
      : t('current.usage', { listed: number.format(usage.listings), limit: number.format(usage.listingLimit) });
  const freePlan = answer.plans.find((plan) => plan.isFree);
  const expiry = endsSoon(answer) && endsAt && expiresInDays !== null;
  const expiryValues = { plan: inForce.name, date: date(endsAt), days: expiresInDays ?? 0 };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('current.heading')}
      </Typography>
      <Stack spacing={1.5}>
        {expiry &&
          (next ? (
            <Alert severity="info" icon={<EventOutlined />}>
              {t('expiry.renewed', { ...expiryValues, next: next.plan.name })}
            </Alert>
          ) : (
            <Alert
              severity="warning"
              action={
                onRenew && (
                  <Button color="inherit" size="small" variant="outlined" startIcon={<AutorenewOutlined />} onClick={onRenew}>
                    {t('expiry.renew')}
                  </Button>
                )
              }
              sx={{ flexWrap: { xs: 'wrap', sm: 'nowrap' }, '& .MuiAlert-action': { pt: { xs: 0, sm: 0.5 } } }}
            >
              <AlertTitle>{t('expiry.title')}</AlertTitle>
              {t(freePlan ? 'expiry.body' : 'expiry.bodyNoFree', expiryValues)}
            </Alert>
          ))}
        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
          <Typography component="h3" variant="h5" sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
            {inForce.name}
          </Typography>
          {!subscription && (
            <Typography variant="body2" color="text.secondary">
              {t('current.starter')}
            </Typography>
          )}
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr 1fr' }, gap: { xs: 1.5, sm: 2 }, m: 0, mt: 1.5 }}
          >
            <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, minWidth: 0 }}>
              <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
                {t('current.listings')}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
                {usageText}
              </Typography>
              {usage.listingLimit !== null && (
                <Box component="dd" sx={{ m: 0, mt: 0.75 }}>
                  <LinearProgress
                    variant="determinate"
                    min={0}
                    max={Math.max(usage.listingLimit, 1)}
                    value={Math.min(usage.listings, usage.listingLimit)}
                    color={full ? 'warning' : 'primary'}
                    aria-label={t('current.usageLabel')}
                    aria-valuetext={usageText}
                    sx={{ height: 8, borderRadius: 4 }}
                  />
                </Box>
              )}
              {full && (
                <Typography component="dd" variant="body2" sx={{ m: 0, mt: 0.5, fontWeight: 600, color: warningText }}>
                  {t('current.full')}
                </Typography>
              )}
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
                {t('current.commission')}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
                {t('current.commissionValue', { rate: percentOf(inForce.commissionRate, i18n.language) })}
              </Typography>
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
                {t('current.validUntil')}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
                {endsAt ? date(endsAt) : t('current.noEnd')}
              </Typography>
            </Box>
            {endsAt && expiresInDays !== null && (
              <Box sx={{ minWidth: 0 }}>
                <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
                  {t('current.daysLeft')}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 700, color: expiry ? warningText : undefined }}>
                  {number.format(expiresInDays)}
                </Typography>
              </Box>
            )}
          </Box>
        </Paper>
        {next && (
          <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            <EventOutlined color="info" aria-hidden sx={{ mt: 0.25 }} />
            <Box sx={{ minWidth: 0 }}>
              <Typography component="h3" sx={{ fontWeight: 700 }}>
                {t('next.heading')}
              </Typography>
              <Typography variant="body2">{t('next.body', { plan: next.plan.name, date: date(next.startsAt) })}</Typography>
            </Box>
          </Paper>
        )}
      </Stack>
    </Box>
  );
}

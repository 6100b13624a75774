import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AutorenewOutlined from '@mui/icons-material/AutorenewOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import TrendingDownOutlined from '@mui/icons-material/TrendingDownOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import { useTranslation } from 'react-i18next';
import { PLAN_EXPIRY_WARNING_DAYS, type Plan, type PlansAnswer } from '@dhub/contract';
import { useMinorMoney } from '../../../hooks/useMoney';
import { SUBSCRIPTION_NS } from '../i18n';
import { percentOf, placementOf, type PlanInForce, type PlanMove, type PlanOffer } from '../planMoves';
import { mirroredInRtl } from '../../../theme/buildTheme';

function MoveIcon({ move }: { move: PlanMove }) {
  switch (move) {
    case 'renew':
      return <AutorenewOutlined />;
    case 'upgrade':
      return <TrendingUpOutlined sx={mirroredInRtl} />;
    case 'downgrade':
      return <TrendingDownOutlined sx={mirroredInRtl} />;
    default:
      return <CheckOutlined />;
  }
}

/**
 * The plans of the store's service, cheapest first, as cards: price per duration, listing limit,
 * commission, features, a "Current plan" badge, and what choosing it does (Choose, Renew, Upgrade,
 * Downgrade); above them, the rules of a change.
 */
export function PlanCards({
  answer,
  inForce,
  onChoose,
}: {
  answer: PlansAnswer;
  inForce: PlanInForce | null;
  onChoose: (plan: Plan, offer: PlanOffer) => void;
}) {
  const { t } = useTranslation(SUBSCRIPTION_NS);
  const headingId = useId();
  const rulesId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2">
        {t('plans.heading')}
      </Typography>
      <Box
        component="details"
        sx={{ mb: 1.5, mt: 0.5, '& summary': { cursor: 'pointer', color: 'primary.main', typography: 'body2', fontWeight: 600 } }}
      >
        <Box component="summary" id={rulesId}>
          {t('rules.heading')}
        </Box>
        <Box
          component="ul"
          aria-labelledby={rulesId}
          sx={{ m: 0, mt: 0.5, paddingInlineStart: 3, typography: 'body2', color: 'text.secondary' }}
        >
          <li>{t('rules.renew')}</li>
          <li>{t('rules.downgrade')}</li>
          <li>{t('rules.upgrade')}</li>
          <li>{t('rules.offline')}</li>
          <li>{t('rules.expiry', { days: PLAN_EXPIRY_WARNING_DAYS })}</li>
        </Box>
      </Box>
      <Box
        component="ul"
        aria-label={t('plans.label')}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {answer.plans.map((plan) => (
          <Box component="li" key={plan._id} sx={{ display: 'flex' }}>
            <PlanCard plan={plan} answer={answer} current={inForce?.plan?._id === plan._id} onChoose={onChoose} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function PlanCard({
  plan,
  answer,
  current,
  onChoose,
}: {
  plan: Plan;
  answer: PlansAnswer;
  current: boolean;
  onChoose: (plan: Plan, offer: PlanOffer) => void;
}) {
  const { t, i18n } = useTranslation(SUBSCRIPTION_NS);
  const money = useMinorMoney(answer.currency);
  const reasonId = useId();
  const placement = placementOf(plan, answer);
  const { move } = placement;
  const next = answer.next?.plan._id === plan._id;
  const price = plan.isFree
    ? t('plans.free')
    : plan.durationDays
      ? t('plans.price', { price: money(plan.price), days: plan.durationDays })
      : money(plan.price);
  return (
    <Paper
      variant="outlined"
      sx={{
        p: 2,
        flex: 1,
        minWidth: 0,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        borderColor: current ? 'primary.main' : undefined,
        borderWidth: current ? 2 : undefined,
      }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h3" variant="h6" sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
          {plan.name}
        </Typography>
        <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
          {current && (
            <Chip size="small" color="primary" icon={<CheckCircleOutlined />} label={t('plans.currentBadge')} sx={{ fontWeight: 600 }} />
          )}
          {next && <Chip size="small" color="info" variant="outlined" icon={<EventOutlined />} label={t('plans.nextBadge')} />}
        </Stack>
      </Stack>
      <Typography sx={{ fontWeight: 700, fontSize: '1.15rem' }}>
        <bdi>{price}</bdi>
      </Typography>
      {plan.description && (
        <Typography variant="body2" color="text.secondary">
          {plan.description}
        </Typography>
      )}
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', typography: 'body2', '& li': { py: 0.25 } }}>
        <li>
          <strong>
            {plan.listingLimit === null
              ? t('plans.noLimit')
              : t('plans.listingLimit', { limit: new Intl.NumberFormat(i18n.language).format(plan.listingLimit) })}
          </strong>
        </li>
        <li>
          <strong>{t('plans.commission', { rate: percentOf(plan.commissionRate, i18n.language) })}</strong>
        </li>
        {!plan.isFree && !plan.durationDays && <li>{t('plans.noExpiry')}</li>}
      </Box>
      {plan.features.length > 0 && (
        <Box>
          <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }} component="p">
            {t('plans.includes')}
          </Typography>
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', typography: 'body2' }}>
            {plan.features.map((feature) => (
              <Box component="li" key={feature} sx={{ display: 'flex', gap: 0.75, alignItems: 'flex-start', py: 0.25 }}>
                <CheckOutlined fontSize="small" color="success" aria-hidden sx={{ mt: '1px' }} />
                {t(`features.${feature}`)}
              </Box>
            ))}
          </Box>
        </Box>
      )}
      <Box sx={{ mt: 'auto', pt: 1 }}>
        {move ? (
          <>
            <Button
              fullWidth
              variant={move === 'downgrade' ? 'outlined' : 'contained'}
              startIcon={<MoveIcon move={move} />}
              disabled={placement.refused !== null}
              onClick={() => placement.refused === null && onChoose(plan, placement)}
              aria-label={t('actions.planAction', { action: t(`actions.${move}`), plan: plan.name })}
              aria-describedby={placement.refused ? reasonId : undefined}
            >
              {t(`actions.${move}`)}
            </Button>
            {placement.refused && (
              <Typography id={reasonId} variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
                {t(`messages.${placement.refused}`)}
              </Typography>
            )}
          </>
        ) : (
          plan.isFree && (
            <Typography variant="body2" color="text.secondary">
              {current ? t('plans.freeCurrent') : t('plans.freeLater')}
            </Typography>
          )
        )}
      </Box>
    </Paper>
  );
}

import Chip, { type ChipProps } from '@mui/material/Chip';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import HighlightOffOutlined from '@mui/icons-material/HighlightOffOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import HourglassTopOutlined from '@mui/icons-material/HourglassTopOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import { useTranslation } from 'react-i18next';
import type { SubscriptionStatus } from '@dhub/contract';
import { SUBSCRIPTION_NS } from '../i18n';

const LOOKS: Record<SubscriptionStatus, { color: ChipProps['color']; Icon: typeof CheckCircleOutlined }> = {
  awaitingPayment: { color: 'warning', Icon: HourglassEmptyOutlined },
  paymentSubmitted: { color: 'info', Icon: HourglassTopOutlined },
  scheduled: { color: 'info', Icon: EventOutlined },
  active: { color: 'success', Icon: CheckCircleOutlined },
  expired: { color: 'default', Icon: EventBusyOutlined },
  replaced: { color: 'default', Icon: SwapHorizOutlined },
  rejected: { color: 'error', Icon: HighlightOffOutlined },
};

/** A subscription's status (its words and an icon, not only a colour). */
export function SubscriptionStatusChip({ status }: { status: SubscriptionStatus }) {
  const { t } = useTranslation(SUBSCRIPTION_NS);
  const { color, Icon } = LOOKS[status];
  return (
    <Chip size="small" variant="outlined" color={color} icon={<Icon />} label={t(`history.status.${status}`)} sx={{ fontWeight: 600 }} />
  );
}

import Chip, { type ChipProps } from '@mui/material/Chip';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import HighlightOffOutlined from '@mui/icons-material/HighlightOffOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import { useTranslation } from 'react-i18next';
import type { PayoutStatus } from '@dhub/contract';
import { PAYOUTS_NS } from '../i18n';

const LOOKS: Record<PayoutStatus, { color: ChipProps['color']; Icon: typeof CheckCircleOutlined }> = {
  pending: { color: 'warning', Icon: HourglassEmptyOutlined },
  approved: { color: 'info', Icon: ThumbUpOutlined },
  paid: { color: 'success', Icon: CheckCircleOutlined },
  rejected: { color: 'error', Icon: HighlightOffOutlined },
};

/** A payout's status (its word and an icon, not only a colour). */
export function PayoutStatusChip({ status }: { status: PayoutStatus }) {
  const { t } = useTranslation(PAYOUTS_NS);
  const { color, Icon } = LOOKS[status];
  return <Chip size="small" variant="outlined" color={color} icon={<Icon />} label={t(`status.${status}`)} sx={{ fontWeight: 600 }} />;
}

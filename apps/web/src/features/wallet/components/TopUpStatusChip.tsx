import Chip, { type ChipProps } from '@mui/material/Chip';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import HighlightOffOutlined from '@mui/icons-material/HighlightOffOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import { useTranslation } from 'react-i18next';
import type { TopUpStatus } from '@dhub/contract';
import { WALLET_NS } from '../i18n';

const LOOKS: Record<TopUpStatus, { color: ChipProps['color']; Icon: typeof CheckCircleOutlined }> = {
  pending: { color: 'warning', Icon: HourglassEmptyOutlined },
  confirmed: { color: 'success', Icon: CheckCircleOutlined },
  rejected: { color: 'error', Icon: HighlightOffOutlined },
};

/** A top-up's status: waiting for the marketplace, confirmed (credited) or rejected (its words and an icon, not only a colour). */
export function TopUpStatusChip({ status }: { status: TopUpStatus }) {
  const { t } = useTranslation(WALLET_NS);
  const { color, Icon } = LOOKS[status];
  return (
    <Chip size="small" variant="outlined" color={color} icon={<Icon />} label={t(`topUps.status.${status}`)} sx={{ fontWeight: 600 }} />
  );
}

import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { TicketStatus } from '@dhub/contract';
import { SUPPORT_NS } from '../i18n';

const COLOR: Record<TicketStatus, ChipProps['color']> = { open: 'info', inProgress: 'warning', resolved: 'success', closed: 'default' };

export function TicketStatusChip({ status }: { status: TicketStatus }) {
  const { t } = useTranslation(SUPPORT_NS);
  return <Chip size="small" variant="outlined" color={COLOR[status]} label={t(`statuses.${status}`)} />;
}

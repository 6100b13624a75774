import Chip, { type ChipProps } from '@mui/material/Chip';
import type { StoreStatus } from '@dhub/contract';
import { useTranslation } from 'react-i18next';

const COLOR: Record<StoreStatus, ChipProps['color']> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
  suspended: 'default',
};

export function StatusChip({ status }: { status: StoreStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" color={COLOR[status] ?? 'default'} label={t(`dashboard.status.${status}`)} sx={{ fontWeight: 600 }} />;
}

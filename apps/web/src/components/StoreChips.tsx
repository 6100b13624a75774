import Chip, { type ChipProps } from '@mui/material/Chip';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import type { DocumentsStatus, StoreStatus } from '@dhub/contract';
import { useTranslation } from 'react-i18next';

const STATUS_COLOR: Record<StoreStatus, ChipProps['color']> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
  suspended: 'default',
};

/** A store's approval status (dashboard, stores list, store page). */
export function StoreStatusChip({ status }: { status: StoreStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" color={STATUS_COLOR[status] ?? 'default'} label={t(`dashboard.status.${status}`)} sx={{ fontWeight: 600 }} />;
}

/** Whether the documents an operator needs are all uploaded ("Documents missing" until they are). */
export function DocumentsChip({ status }: { status: DocumentsStatus }) {
  const { t } = useTranslation();
  const missing = status === 'missing';
  return (
    <Chip
      size="small"
      variant="outlined"
      color={missing ? 'error' : 'success'}
      icon={missing ? <ErrorOutline /> : <TaskAltOutlined />}
      label={t(`stores.documentsStatus.${status}`)}
    />
  );
}

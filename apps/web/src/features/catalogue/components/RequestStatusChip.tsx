import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { CatalogueStatus } from '@dhub/contract';

const STATUS_COLOR: Record<CatalogueStatus, ChipProps['color']> = { pending: 'warning', approved: 'success', rejected: 'error' };

/** A product or category request's review state. */
export function RequestStatusChip({ status }: { status: CatalogueStatus }) {
  const { t } = useTranslation('catalogue');
  return <Chip size="small" color={STATUS_COLOR[status]} label={t(`requests.statuses.${status}`)} sx={{ fontWeight: 600 }} />;
}

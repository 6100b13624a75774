import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { StockState } from '@dhub/contract';

/** "Low stock" / "Out of stock"; nothing when in stock. */
export function StockChip({ state }: { state: StockState }) {
  const { t } = useTranslation('catalogue');
  if (state === 'in') return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={state === 'low' ? 'warning' : 'error'}
      label={t(`list.stockStates.${state}`)}
      sx={{ fontWeight: 600 }}
    />
  );
}

import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { ORDERS_NS, useOrderStrings } from '../i18n';
import { useNewOrderCount } from './useNewOrderCount';

/** The menu's count of orders waiting to be accepted (none when there are none); screen readers hear what it counts. */
export default function NewOrdersBadge() {
  const { t } = useTranslation(ORDERS_NS);
  useOrderStrings();
  const waiting = useNewOrderCount();
  if (!waiting) return null;
  return (
    <>
      <Chip
        component="span"
        size="small"
        color="warning"
        label={waiting}
        aria-hidden
        sx={{ height: 20, fontWeight: 700, marginInlineStart: 1 }}
      />
      <span style={visuallyHidden}>{t('live.waiting', { count: waiting })}</span>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { CountBadge } from '../../../components/CountBadge';
import { ORDERS_NS, useOrderStrings } from '../i18n';
import { useNewOrderCount } from './useNewOrderCount';

/** The menu's count of orders waiting to be accepted. */
export default function NewOrdersBadge() {
  const { t } = useTranslation(ORDERS_NS);
  useOrderStrings();
  const waiting = useNewOrderCount();
  return <CountBadge count={waiting} label={t('live.waiting', { count: waiting })} />;
}

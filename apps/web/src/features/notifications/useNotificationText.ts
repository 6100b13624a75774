import { useTranslation } from 'react-i18next';
import type { Notification } from '@dhub/contract';
import { useDate } from '../../hooks/useDate';
import { useMinorMoney } from '../../hooks/useMoney';
import { NOTIFICATIONS_NS } from './i18n';

/** A notification's title and text in the page's language, its amounts and dates formatted. */
export function useNotificationText() {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  const money = useMinorMoney();
  const date = useDate();
  const values = ({ params }: Notification) => ({
    ...params,
    ...(typeof params.amount === 'number' && { amount: money(params.amount) }),
    ...(typeof params.endsAt === 'string' && { endsAt: date(params.endsAt) }),
  });
  return {
    title: (notification: Notification) => t(`types.${notification.type}.title`),
    body: (notification: Notification) => t(`types.${notification.type}.body`, values(notification)),
  };
}

import { useTranslation } from 'react-i18next';
import { CountBadge } from '../../../components/CountBadge';
import { useSupportUnread } from '../api';
import { SUPPORT_NS, useSupportStrings } from '../i18n';

/** The menu's count of messages from support not read yet. */
export default function SupportBadge() {
  const { t } = useTranslation(SUPPORT_NS);
  useSupportStrings();
  const unread = useSupportUnread().data;
  return <CountBadge count={unread} label={t('badge', { count: unread ?? 0 })} />;
}

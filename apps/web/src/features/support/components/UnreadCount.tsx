import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { SUPPORT_NS } from '../i18n';

/** A ticket's messages from support not read yet (nothing when none). */
export function UnreadCount({ count }: { count: number }) {
  const { t } = useTranslation(SUPPORT_NS);
  if (count <= 0) return null;
  return (
    <>
      <Chip component="span" size="small" color="primary" label={count} aria-hidden sx={{ height: 20, fontWeight: 700 }} />
      <span style={visuallyHidden}>{t('unread', { count })}</span>
    </>
  );
}

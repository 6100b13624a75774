import { useTranslation } from 'react-i18next';
import type { BookingActionBody } from '@dhub/contract';
import { ReasonDialog } from '../../../components/ReasonDialog';
import { BOOKINGS_NS } from '../i18n';

/** The cancel dialog of a booking (the shared reason dialog with the booking's texts). */
export function CancelDialog({
  number,
  busy,
  onSubmit,
  onClose,
}: {
  number: string;
  busy: boolean;
  onSubmit: (body: BookingActionBody) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(BOOKINGS_NS);
  return (
    <ReasonDialog
      title={t('cancelDialog.title', { number })}
      body={t('cancelDialog.body')}
      label={t('cancelDialog.reason')}
      submitLabel={t('cancelDialog.confirm')}
      busy={busy}
      onSubmit={(reason) => onSubmit({ action: 'cancel', reason })}
      onClose={onClose}
    />
  );
}

import { useState, type FormEvent } from 'react';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { storeEndpoints, toWorkingHoursPayload, workingHoursForm, type StoreDetail } from '@dhub/contract';
import { queryKeys, useEndpointMutation } from '../../api/queries';
import { FormDialog } from '../../components/FormDialog';
import { WorkingHoursEditor } from '../../components/WorkingHoursEditor';
import { errorText } from '../../i18n/errorText';
import { toast } from '../../lib/toast';

/** Edits a store's opening hours with the registration's own editor; customers order only within them. */
export function HoursDialog({ store, onClose }: { store: StoreDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const [hours, setHours] = useState(() => workingHoursForm(store.workingHours));
  const save = useEndpointMutation(storeEndpoints.workingHours, {
    invalidates: [queryKeys.endpoint(storeEndpoints.storeDetail), queryKeys.endpoint(storeEndpoints.vendorProfile)],
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { params: { storeId: store._id }, body: { workingHours: toWorkingHoursPayload(hours) } },
      { onSuccess: ({ message }) => (toast.success(message), onClose()), onError: (error) => toast.error(errorText(error, 'serverError')) },
    );
  };
  return (
    <FormDialog
      title={t('stores.hoursDialog.title', { store: store.name })}
      submitLabel={t('stores.hoursDialog.save')}
      busy={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('stores.hoursDialog.help')}
      </Typography>
      <WorkingHoursEditor value={hours} onChange={setHours} />
    </FormDialog>
  );
}

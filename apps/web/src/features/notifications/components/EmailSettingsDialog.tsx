import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_TYPES, type NotificationPreference, type NotificationType } from '@dhub/contract';
import { FormDialog } from '../../../components/FormDialog';
import { ListSkeleton } from '../../../components/ListSkeleton';
import { errorText } from '../../../i18n/errorText';
import { toast } from '../../../lib/toast';
import { useEmailPreferences, useSaveEmailPreferences } from '../api';
import { NOTIFICATIONS_NS } from '../i18n';

/** Which types of notification are also sent by e-mail: a switch per type. */
export function EmailSettingsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  const preferences = useEmailPreferences(true);
  const save = useSaveEmailPreferences();
  const [changed, setChanged] = useState<Partial<Record<NotificationType, boolean>>>({});
  const chosen = (preference: NotificationPreference) => changed[preference.type] ?? preference.email;
  const submit = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const items = (preferences.data?.items ?? []).map((preference) => ({ type: preference.type, email: chosen(preference) }));
    save.mutate(
      { body: { items } },
      { onSuccess: ({ message }) => (toast.success(message), onClose()), onError: (error) => toast.error(errorText(error, 'serverError')) },
    );
  };
  const byType = new Map((preferences.data?.items ?? []).map((preference) => [preference.type, preference]));
  return (
    <FormDialog
      title={t('emails.title')}
      submitLabel={t('emails.save')}
      busy={save.isPending || !preferences.data}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('emails.intro')}
      </Typography>
      {preferences.data ? (
        <FormGroup>
          {NOTIFICATION_TYPES.map((type) => {
            const preference = byType.get(type);
            if (!preference) return null;
            return (
              <FormControlLabel
                key={type}
                control={
                  <Switch
                    checked={chosen(preference)}
                    onChange={(event) => setChanged((current) => ({ ...current, [type]: event.target.checked }))}
                  />
                }
                label={t(`types.${type}.title`)}
              />
            );
          })}
        </FormGroup>
      ) : (
        <ListSkeleton rows={4} />
      )}
    </FormDialog>
  );
}

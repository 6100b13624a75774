import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { addTicketFieldsSchema, SUPPORT_LIMITS, TICKET_CATEGORIES, TICKET_PRIORITIES, ticketBodySchema, type Ticket } from '@dhub/contract';
import { isApiError } from '../../../api/ApiError';
import { FormDialog } from '../../../components/FormDialog';
import { FormError } from '../../../components/FormError';
import { FormTextField } from '../../../components/FormTextField';
import { useBodyForm } from '../../../hooks/useBodyForm';
import { translateCode } from '../../../i18n';
import { errorText } from '../../../i18n/errorText';
import { toast } from '../../../lib/toast';
import { useVendorProfile } from '../../../vendor/useVendorProfile';
import { useEditTicket, useOpenTicket } from '../api';
import { SUPPORT_NS } from '../i18n';
import { TICKET_FIELD_NAMES, ticketFieldsOf, ticketValues, type TicketFormValues } from '../ticketForm';
import { AttachmentsField } from './AttachmentsField';

/** A new ticket (with files, and the store it is about), or the edit of an unanswered one. */
export function TicketDialog({
  ticket,
  onClose,
  onOpened,
}: {
  ticket: Ticket | null;
  onClose: () => void;
  onOpened?: (ticket: Ticket) => void;
}) {
  const { t } = useTranslation(SUPPORT_NS);
  const stores = useVendorProfile().data?.stores ?? [];
  const open = useOpenTicket();
  const edit = useEditTicket();
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState('');
  const [formError, setFormError] = useState('');
  const schema = ticket ? ticketBodySchema : addTicketFieldsSchema;
  const { control, handleSubmit, setError } = useBodyForm(schema, (values: TicketFormValues) => ticketFieldsOf(values), {
    defaultValues: ticketValues(ticket ?? undefined),
  });
  const onError = (failure: unknown) => {
    const fields = isApiError(failure) ? Object.entries(failure.fieldCodes).filter(([name]) => TICKET_FIELD_NAMES.includes(name)) : [];
    for (const [name, code] of fields) setError(name as keyof TicketFormValues, { type: 'server', message: translateCode(code) });
    const fileCode = isApiError(failure) ? failure.fieldCodes.attachments : undefined;
    if (fileCode) setFilesError(translateCode(fileCode));
    setFormError(fields.length > 0 || fileCode ? '' : errorText(failure, 'serverError'));
  };
  const submit = handleSubmit((body) => {
    setFormError('');
    if (ticket) {
      edit.mutate({ params: { id: ticket._id }, body }, { onSuccess: ({ message }) => (toast.success(message), onClose()), onError });
    } else {
      open.mutate(
        { fields: body, files },
        { onSuccess: ({ message, ticket: opened }) => (toast.success(message), onOpened?.(opened), onClose()), onError },
      );
    }
  });
  return (
    <FormDialog
      title={ticket ? t('form.editTitle', { number: ticket.number }) : t('form.addTitle')}
      submitLabel={ticket ? t('form.save') : t('form.create')}
      busy={open.isPending || edit.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {formError && <FormError>{formError}</FormError>}
        <FormTextField
          control={control}
          name="subject"
          schema={schema}
          label={t('form.subject')}
          hint={t('form.subjectHint')}
          maxLength={SUPPORT_LIMITS.subjectMax}
          autoFocus
          autoComplete="off"
        />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          <FormTextField
            control={control}
            name="category"
            schema={schema}
            select
            label={t('form.category')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="" disabled>
              {' '}
            </option>
            {TICKET_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`categories.${category}`)}
              </option>
            ))}
          </FormTextField>
          <FormTextField
            control={control}
            name="priority"
            schema={schema}
            select
            label={t('form.priority')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {TICKET_PRIORITIES.map((priority) => (
              <option key={priority} value={priority}>
                {t(`priorities.${priority}`)}
              </option>
            ))}
          </FormTextField>
        </Box>
        {!ticket && stores.length > 0 && (
          <FormTextField
            control={control}
            name="storeId"
            select
            label={t('form.store')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{t('form.anyStore')}</option>
            {stores.map((store) => (
              <option key={store._id} value={store._id}>
                {store.name}
              </option>
            ))}
          </FormTextField>
        )}
        <FormTextField
          control={control}
          name="description"
          schema={schema}
          label={t('form.description')}
          hint={t('form.descriptionHint')}
          maxLength={SUPPORT_LIMITS.descriptionMax}
          multiline
          minRows={4}
        />
        {!ticket && (
          <AttachmentsField files={files} error={filesError} onChange={(next) => (setFiles(next.files), setFilesError(next.error))} />
        )}
      </Stack>
    </FormDialog>
  );
}

import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import { useTranslation } from 'react-i18next';
import { closureBodySchema, SCHEDULE_LIMITS } from '@dhub/contract';
import { isApiError } from '../../../api/ApiError';
import { FormError } from '../../../components/FormError';
import { FormTextField } from '../../../components/FormTextField';
import { useBodyForm } from '../../../hooks/useBodyForm';
import { translateCode } from '../../../i18n';
import { errorText } from '../../../i18n/errorText';
import { toast } from '../../../lib/toast';
import { useAddClosure } from '../api';
import { SCHEDULE_NS } from '../i18n';

interface ClosureFormValues {
  date: string;
  reason: string;
}

const EMPTY: ClosureFormValues = { date: '', reason: '' };

/** Closes a date: a date and an optional reason, checked by the contract's schema; a date already closed is said under it. */
export function ClosureForm({ storeId }: { storeId: string }) {
  const { t } = useTranslation(SCHEDULE_NS);
  const add = useAddClosure();
  const [formError, setFormError] = useState('');
  const { control, handleSubmit, reset, setError } = useBodyForm(
    closureBodySchema,
    (values: ClosureFormValues) => ({ date: values.date || undefined, reason: values.reason }),
    { defaultValues: EMPTY },
  );
  const submit = handleSubmit((body) => {
    setFormError('');
    add.mutate(
      { params: { storeId }, body },
      {
        onSuccess: ({ message }) => (reset(EMPTY), toast.success(message)),
        onError: (failure) => {
          if (isApiError(failure) && failure.code === 'closureExists')
            setError('date', { type: 'server', message: translateCode(failure.code) });
          else setFormError(errorText(failure, 'serverError'));
        },
      },
    );
  });
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ mt: 2 }}>
      {formError && (
        <Box sx={{ mb: 2 }}>
          <FormError>{formError}</FormError>
        </Box>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px minmax(0, 1fr) auto' }, gap: 1.5, alignItems: 'start' }}>
        <FormTextField
          control={control}
          name="date"
          schema={closureBodySchema}
          type="date"
          size="small"
          label={t('closures.date')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormTextField
          control={control}
          name="reason"
          schema={closureBodySchema}
          size="small"
          label={t('closures.reason')}
          maxLength={SCHEDULE_LIMITS.closureReasonMax}
        />
        <Button type="submit" variant="outlined" startIcon={<EventBusyOutlined />} disabled={add.isPending} sx={{ minHeight: 40 }}>
          {t('closures.add')}
        </Button>
      </Box>
    </Box>
  );
}

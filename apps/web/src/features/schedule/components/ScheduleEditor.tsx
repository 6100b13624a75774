import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import { useTranslation } from 'react-i18next';
import { scheduleBodySchema, type Schedule } from '@dhub/contract';
import { FormError } from '../../../components/FormError';
import { useBodyForm } from '../../../hooks/useBodyForm';
import { useMoneyInput } from '../../../hooks/useMoney';
import { errorText } from '../../../i18n/errorText';
import { toast } from '../../../lib/toast';
import { useSaveSchedule } from '../api';
import { SCHEDULE_NS } from '../i18n';
import { scheduleBodyOf, scheduleValuesOf, type ScheduleFormValues } from '../scheduleForm';
import { TermsCard } from './TermsCard';
import { WeeklySlots } from './WeeklySlots';

/** The schedule's form: terms and weekly slots, checked by the contract's body schema, saved together (PUT). */
export function ScheduleEditor({ schedule }: { schedule: Schedule }) {
  const { t } = useTranslation(SCHEDULE_NS);
  const amount = useMoneyInput();
  const save = useSaveSchedule();
  const [formError, setFormError] = useState('');
  const { control, handleSubmit, reset } = useBodyForm(scheduleBodySchema, (values: ScheduleFormValues) => scheduleBodyOf(values, amount), {
    defaultValues: scheduleValuesOf(schedule, amount),
  });
  const submit = handleSubmit((body) => {
    setFormError('');
    save.mutate(
      { params: { storeId: schedule.storeId }, body },
      {
        onSuccess: ({ message, schedule: saved }) => {
          reset(scheduleValuesOf(saved, amount));
          toast.success(message);
        },
        onError: (failure) => setFormError(errorText(failure, 'serverError')),
      },
    );
  });
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={3}>
        <TermsCard control={control} />
        <WeeklySlots control={control} timeZone={schedule.timeZone} />
        {formError && <FormError>{formError}</FormError>}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            type="submit"
            variant="contained"
            startIcon={<SaveOutlined />}
            disabled={save.isPending}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {t('save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

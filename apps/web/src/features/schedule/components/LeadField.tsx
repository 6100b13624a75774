import { useState } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SCHEDULE_LIMITS } from '@dhub/contract';
import { translateMessage } from '../../../i18n';
import { SCHEDULE_NS } from '../i18n';
import { LEAD_CHOICES, type ScheduleFormValues } from '../scheduleForm';

const OTHER = 'other';
const isChoice = (text: string) => LEAD_CHOICES.some((choice) => String(choice.minutes) === text);

/** The notice: one of the usual values, or "Other…" and any number of minutes. */
export function LeadField<T>({ control }: { control: Control<ScheduleFormValues, unknown, T> }) {
  const { t } = useTranslation(SCHEDULE_NS);
  const { field, fieldState } = useController({ control, name: 'leadMinutes' });
  const { ref, ...input } = field;
  const [other, setOther] = useState(() => !isChoice(field.value));
  const error = translateMessage(fieldState.error?.message);
  return (
    <Stack spacing={2}>
      <TextField
        select
        label={t('terms.lead')}
        value={other ? OTHER : field.value}
        inputRef={other ? undefined : ref}
        onChange={(event) => {
          const value = event.target.value;
          setOther(value === OTHER);
          if (value !== OTHER) field.onChange(value);
        }}
        error={Boolean(error) && !other}
        helperText={(!other && error) || t('terms.leadHint')}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {LEAD_CHOICES.map((choice) => (
          <option key={choice.key} value={String(choice.minutes)}>
            {t(`terms.leadChoices.${choice.key}`)}
          </option>
        ))}
        <option value={OTHER}>{t('terms.leadChoices.other')}</option>
      </TextField>
      {other && (
        <TextField
          {...input}
          inputRef={ref}
          type="number"
          required
          label={t('terms.leadMinutes')}
          error={Boolean(error)}
          helperText={error || undefined}
          slotProps={{ htmlInput: { min: 0, max: SCHEDULE_LIMITS.leadMinutesMax, step: 1, inputMode: 'numeric' } }}
        />
      )}
    </Stack>
  );
}

import Button from '@mui/material/Button';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import { useFieldArray, useFormState, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SCHEDULE_LIMITS, WEEKDAYS } from '@dhub/contract';
import { FormError } from '../../../components/FormError';
import { translateMessage } from '../../../i18n';
import { SCHEDULE_NS } from '../i18n';
import { copyMondayToAll, newSlot, repeatedStarts, type ScheduleFormValues } from '../scheduleForm';
import { SectionCard } from './SectionCard';
import { WeekdaySlots } from './WeekdaySlots';

/** The weekly slots, day by day (the form's one slot list), the list's own errors, and "copy Monday to all weekdays". */
export function WeeklySlots<T>({ control, timeZone }: { control: Control<ScheduleFormValues, unknown, T>; timeZone: string }) {
  const { t } = useTranslation(SCHEDULE_NS);
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'slots' });
  const slots = useWatch({ control, name: 'slots' }) ?? [];
  const { errors, isSubmitted } = useFormState({ control, name: 'slots' });
  const listError = translateMessage(errors.slots?.root?.message ?? errors.slots?.message);
  const canAdd = fields.length < SCHEDULE_LIMITS.slotsMax;
  const hasMonday = slots.some((slot) => slot.weekday === 'monday');
  return (
    <SectionCard
      title={t('slots.heading')}
      hint={t('slots.hint', { timeZone })}
      actions={
        <Button
          variant="outlined"
          size="small"
          startIcon={<ContentCopyOutlined />}
          disabled={!hasMonday}
          onClick={() => replace(copyMondayToAll(slots, WEEKDAYS))}
        >
          {t('slots.copyMonday')}
        </Button>
      }
    >
      {listError && <FormError>{listError}</FormError>}
      {WEEKDAYS.map((weekday) => {
        const indexes = fields.flatMap((field, index) => (field.weekday === weekday ? [{ key: field.id, index }] : []));
        const daySlots = indexes.flatMap(({ index }) => slots[index] ?? []);
        const repeated = isSubmitted ? repeatedStarts(daySlots) : new Set<string>();
        const rows = indexes.map((row) => ({ ...row, repeated: repeated.has(slots[row.index]?.start ?? '') }));
        return (
          <WeekdaySlots
            key={weekday}
            control={control}
            weekday={weekday}
            rows={rows}
            repeated={repeated.size > 0}
            canAdd={canAdd}
            onAdd={() => append(newSlot(weekday, daySlots), { shouldFocus: true })}
            onRemove={remove}
          />
        );
      })}
    </SectionCard>
  );
}

import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SCHEDULE_LIMITS } from '@dhub/contract';
import { translateMessage } from '../../../i18n';
import { SCHEDULE_NS } from '../i18n';
import type { ScheduleFormValues } from '../scheduleForm';
import { NumberField } from './NumberField';

/**
 * One weekly slot's inputs (start, duration, capacity) and its remove button: on a phone the start
 * and the button, then the numbers; from a tablet up one line. `repeated`: another slot of the day
 * starts at the same time.
 */
export function SlotRow<T>({
  control,
  index,
  name,
  repeated,
  onRemove,
}: {
  control: Control<ScheduleFormValues, unknown, T>;
  index: number;
  /** The slot's name for its remove button ("Monday slot 2"). */
  name: string;
  repeated: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation(SCHEDULE_NS);
  const { field: start, fieldState } = useController({ control, name: `slots.${index}.start` });
  const { ref, ...startInput } = start;
  const startError = translateMessage(fieldState.error?.message);
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr) minmax(0, 1fr) auto', sm: 'repeat(3, minmax(0, 1fr)) auto' },
        gap: 1.5,
        alignItems: 'start',
        py: 1,
      }}
    >
      <TextField
        {...startInput}
        inputRef={ref}
        type="time"
        required
        size="small"
        label={t('slots.start')}
        error={Boolean(startError) || repeated}
        helperText={startError || undefined}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
        sx={{ gridColumn: { xs: '1 / 3', sm: 'auto' } }}
      />
      <NumberField
        control={control}
        name={`slots.${index}.durationMinutes`}
        min={SCHEDULE_LIMITS.durationMin}
        max={SCHEDULE_LIMITS.durationMax}
        size="small"
        label={t('slots.duration')}
      />
      <NumberField
        control={control}
        name={`slots.${index}.capacity`}
        min={1}
        max={SCHEDULE_LIMITS.capacityMax}
        size="small"
        label={t('slots.capacity')}
      />
      <IconButton aria-label={t('slots.remove', { slot: name })} onClick={onRemove} sx={{ gridRow: 1, gridColumn: { xs: 3, sm: 4 } }}>
        <DeleteOutlined />
      </IconButton>
    </Box>
  );
}

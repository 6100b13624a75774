import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Weekday } from '@dhub/contract';
import { SCHEDULE_NS } from '../i18n';
import type { ScheduleFormValues } from '../scheduleForm';
import { SlotRow } from './SlotRow';

/** A weekday's slots (h3 and a list), each with its inputs, and a button adding one. */
export function WeekdaySlots<T>({
  control,
  weekday,
  rows,
  repeated,
  canAdd,
  onAdd,
  onRemove,
}: {
  control: Control<ScheduleFormValues, unknown, T>;
  weekday: Weekday;
  /** The day's slots: their key and index in the form's slot list, and whether their start repeats. */
  rows: readonly { key: string; index: number; repeated: boolean }[];
  repeated: boolean;
  canAdd: boolean;
  onAdd: () => void;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation(SCHEDULE_NS);
  const headingId = useId();
  const day = t(`weekdays.${weekday}`);
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0, pt: 0 } }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, color: repeated ? 'error.main' : undefined }}>
          {day}
        </Typography>
        <Button size="small" startIcon={<AddIcon />} disabled={!canAdd} onClick={onAdd} aria-label={t('slots.addOn', { weekday: day })}>
          {t('slots.add')}
        </Button>
      </Stack>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('slots.none')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, paddingInlineStart: 0 }}>
          {rows.map((row, position) => (
            <SlotRow
              key={row.key}
              control={control}
              index={row.index}
              name={t('slots.slotName', { weekday: day, number: position + 1 })}
              repeated={row.repeated}
              onRemove={() => onRemove(row.index)}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}

import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { AvailableSlot } from '@dhub/contract';
import { SCHEDULE_NS } from '../i18n';

type SlotState = 'free' | 'full' | 'unavailable';

const stateOf = (slot: AvailableSlot): SlotState => (slot.booked >= slot.capacity ? 'full' : slot.bookable ? 'free' : 'unavailable');

const COLORS = { free: 'success', full: 'error', unavailable: 'default' } as const;

/** A slot of the calendar: its start, places taken and state in words, colored by the state (free, full, not bookable). */
export function SlotChip({ slot }: { slot: AvailableSlot }) {
  const { t } = useTranslation(SCHEDULE_NS);
  const state = stateOf(slot);
  return (
    <Chip
      size="small"
      variant={state === 'free' ? 'filled' : 'outlined'}
      color={COLORS[state]}
      label={t('calendar.slot', { start: slot.start, booked: slot.booked, capacity: slot.capacity, state: t(`calendar.states.${state}`) })}
      sx={{ maxWidth: '100%', textDecoration: state === 'unavailable' ? 'line-through' : undefined }}
    />
  );
}

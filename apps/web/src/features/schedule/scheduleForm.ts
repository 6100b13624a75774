import type { Schedule, ScheduleBody, Weekday } from '@dhub/contract';
import type { DraftBody } from '../../hooks/useBodyForm';
import type { MinorAmountInput } from '../../hooks/useMoney';
import { numberOf } from '../../lib/bodyFields';

/** A weekly slot as its inputs hold it. */
export interface SlotFormValues {
  weekday: Weekday;
  start: string;
  durationMinutes: string;
  capacity: string;
}

/** What the schedule form's inputs hold: text as typed (the price in rupees). */
export interface ScheduleFormValues {
  price: string;
  leadMinutes: string;
  horizonDays: string;
  slots: SlotFormValues[];
}

/** The usual notices, in minutes, with their label keys (any other number can be typed). */
export const LEAD_CHOICES = [
  { minutes: 0, key: 'none' },
  { minutes: 30, key: 'm30' },
  { minutes: 60, key: 'h1' },
  { minutes: 120, key: 'h2' },
  { minutes: 240, key: 'h4' },
  { minutes: 1440, key: 'd1' },
] as const;

/** A saved schedule's form. */
export function scheduleValuesOf(schedule: Schedule, amount: MinorAmountInput): ScheduleFormValues {
  return {
    price: amount.minorToText(schedule.price),
    leadMinutes: String(schedule.leadMinutes),
    horizonDays: String(schedule.horizonDays),
    slots: schedule.slots.map((slot) => ({
      weekday: slot.weekday,
      start: slot.start,
      durationMinutes: String(slot.durationMinutes),
      capacity: String(slot.capacity),
    })),
  };
}

/** The body of the form's schedule: the price in paise (blank → required, not an amount → NaN, refused by the schema). */
export function scheduleBodyOf(values: ScheduleFormValues, amount: MinorAmountInput): DraftBody<ScheduleBody> {
  return {
    price: values.price.trim() === '' ? undefined : amount.toMinor(values.price),
    leadMinutes: numberOf(values.leadMinutes),
    horizonDays: numberOf(values.horizonDays),
    slots: values.slots.map((slot) => ({
      weekday: slot.weekday,
      start: slot.start,
      durationMinutes: numberOf(slot.durationMinutes) as number,
      capacity: numberOf(slot.capacity) as number,
    })),
  };
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A new slot of a day: right after the day's last slot (when that is still the same day), else at 09:00, for an hour, one booking. */
export function newSlot(weekday: Weekday, daySlots: readonly SlotFormValues[]): SlotFormValues {
  const last = daySlots.at(-1);
  const next = last && /^\d\d:\d\d$/.test(last.start) ? minutesOf(last.start) + (Number(last.durationMinutes) || 60) : 9 * 60;
  return { weekday, start: next < 24 * 60 ? timeOf(next) : '09:00', durationMinutes: '60', capacity: '1' };
}

/** Every weekday gets Monday's slots (the other days' slots are replaced). */
export function copyMondayToAll(slots: readonly SlotFormValues[], weekdays: readonly Weekday[]): SlotFormValues[] {
  const monday = slots.filter((slot) => slot.weekday === 'monday');
  return weekdays.flatMap((weekday) => monday.map((slot) => ({ ...slot, weekday })));
}

/** The starts a day has more than once (the contract's one-start-per-day rule). */
export function repeatedStarts(daySlots: readonly SlotFormValues[]): Set<string> {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const { start } of daySlots) (seen.has(start) ? repeated : seen).add(start);
  return repeated;
}

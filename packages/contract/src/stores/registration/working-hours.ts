import { z } from 'zod';
import { WEEKDAYS, type Weekday } from '../../constants.js';
import { TIME_PATTERN } from '../../fields.js';
import { MESSAGES } from '../../messages.js';

export const workingHourSchema = z.object(
  {
    day: z.enum(WEEKDAYS, { error: MESSAGES.invalidRequest }),
    fromTime: z.string({ error: MESSAGES.invalidTime }).regex(TIME_PATTERN, MESSAGES.invalidTime),
    toTime: z.string({ error: MESSAGES.invalidTime }).regex(TIME_PATTERN, MESSAGES.invalidTime),
    isOpen: z.literal(true, { error: MESSAGES.invalidRequest }),
  },
  { error: MESSAGES.invalidRequest },
);
export type WorkingHour = z.infer<typeof workingHourSchema>;

/** A week's hours name each day at most once. */
export const oneEntryPerDay = (list: readonly WorkingHour[]) => new Set(list.map((entry) => entry.day)).size === list.length;

export interface DayHours {
  isOpen: boolean;
  fromTime: string;
  toTime: string;
}
export type WorkingHoursForm = Record<Weekday, DayHours>;

export function emptyWorkingHours(): WorkingHoursForm {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, { isOpen: false, fromTime: '', toTime: '' }])) as WorkingHoursForm;
}

/** Turning a day off clears its times (spec §4). */
export function setDayOpen(hours: WorkingHoursForm, day: Weekday, isOpen: boolean): WorkingHoursForm {
  return { ...hours, [day]: isOpen ? { ...hours[day], isOpen } : { isOpen: false, fromTime: '', toTime: '' } };
}

/** Only open days with both times are sent, each as {day, fromTime, toTime, isOpen:true} (spec §3). */
export function toWorkingHoursPayload(hours: WorkingHoursForm): WorkingHour[] {
  return WEEKDAYS.filter((day) => hours[day].isOpen && hours[day].fromTime && hours[day].toTime).map((day) => ({
    day,
    fromTime: hours[day].fromTime,
    toTime: hours[day].toTime,
    isOpen: true as const,
  }));
}

/** The form's week from a store's hours (the days it names open with their times, the others closed). */
export function workingHoursForm(hours: readonly WorkingHour[]): WorkingHoursForm {
  const form = emptyWorkingHours();
  for (const entry of hours) form[entry.day] = { isOpen: true, fromTime: entry.fromTime, toTime: entry.toTime };
  return form;
}

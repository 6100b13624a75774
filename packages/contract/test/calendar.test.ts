import { describe, expect, it } from 'vitest';
import { addDays, todayIn, weekdayOf } from '../src/index.js';

describe('calendar dates', () => {
  it('add days across months, years and a leap day, and back', () => {
    expect(addDays('2026-11-24', 7)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('name the weekday of a date, Monday first', () => {
    expect(weekdayOf('2026-11-23')).toBe('monday');
    expect(weekdayOf('2026-11-29')).toBe('sunday');
  });

  it("give today's date on the marketplace's wall clock, which may be another day than UTC's", () => {
    expect(todayIn('Asia/Kolkata', new Date('2026-11-24T19:00:00Z'))).toBe('2026-11-25');
    expect(todayIn('Asia/Kolkata', new Date('2026-11-24T18:00:00Z'))).toBe('2026-11-24');
    expect(todayIn(undefined, new Date('2026-11-24T19:00:00Z'))).toBe('2026-11-25');
  });
});

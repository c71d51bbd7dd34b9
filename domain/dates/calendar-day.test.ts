import { describe, expect, it } from 'vitest';
import { addDays, addYears, dayFromNumber, dayNumber, daysBetween, isCalendarDay, yearOf } from './calendar-day';

describe('calendar days', () => {
  it('accepts only real days written YYYY-MM-DD', () => {
    expect(isCalendarDay('2026-03-01')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('2026-3-1')).toBe(false);
    expect(isCalendarDay('2026-03-01T00:00:00Z')).toBe(false);
    expect(isCalendarDay('')).toBe(false);
  });

  it('numbers days from 1 January 1970', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('1969-12-31')).toBe(-1);
    expect(dayFromNumber(20_513)).toBe('2026-03-01');
  });

  it('counts days between two days, negative backwards', () => {
    expect(daysBetween('2026-02-27', '2026-03-01')).toBe(2);
    expect(daysBetween('2028-02-27', '2028-03-01')).toBe(3);
    expect(daysBetween('2026-03-01', '2026-02-27')).toBe(-2);
    expect(daysBetween('2025-12-31', '2026-01-01')).toBe(1);
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('0099-12-31', 1)).toBe('0100-01-01');
  });

  it('adds years, moving 29 February to 28 February in a common year', () => {
    expect(addYears('2026-03-15', 1)).toBe('2027-03-15');
    expect(addYears('2028-02-29', 1)).toBe('2029-02-28');
    expect(yearOf('2026-03-15')).toBe(2026);
  });

  it('refuses what is not a day', () => {
    expect(() => dayNumber('2026-02-30')).toThrow(RangeError);
    expect(() => yearOf('soon')).toThrow(RangeError);
  });
});

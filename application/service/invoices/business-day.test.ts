import { describe, expect, it } from 'vitest';
import { calendarDayIn } from './business-day';

describe('the calendar day of an instant', () => {
  it('is the day in the given time zone, asked in turn for zones on both sides of midnight', () => {
    const justAfterJakartaMidnight = new Date('2026-11-26T17:30:00Z');
    for (let round = 0; round < 2; round += 1) {
      expect(calendarDayIn(justAfterJakartaMidnight, 'Asia/Jakarta')).toBe('2026-11-27');
      expect(calendarDayIn(justAfterJakartaMidnight, 'America/Denver')).toBe('2026-11-26');
      expect(calendarDayIn(justAfterJakartaMidnight, 'UTC')).toBe('2026-11-26');
    }
  });

  it('writes years before 1000 with four digits', () => {
    expect(calendarDayIn(new Date('0999-03-04T12:00:00Z'), 'UTC')).toBe('0999-03-04');
  });
});

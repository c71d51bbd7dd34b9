import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatInstant, formatTime } from './format-date';

const config = { dateFormat: 'DD MMM YYYY', timeFormat: 'HH:mm:ss' };

describe('date and time formatting', () => {
  it('writes an instant with the host patterns in the given time zone', () => {
    expect(formatDate('2026-03-01T17:30:05Z', config, 'UTC')).toBe('01 Mar 2026');
    expect(formatDate('2026-03-01T17:30:05Z', config, 'Asia/Jakarta')).toBe('02 Mar 2026');
    expect(formatTime('2026-03-01T17:30:05Z', config, 'Asia/Jakarta')).toBe('00:30:05');
    expect(formatDateTime('2026-03-01T17:30:05Z', config, 'America/Denver')).toBe('01 Mar 2026 10:30:05');
  });

  it('falls back to the spec defaults when the host sets no pattern', () => {
    expect(formatDate(Date.UTC(2026, 0, 9, 8, 5, 3), {}, 'UTC')).toBe('09 Jan 2026');
    expect(formatTime(Date.UTC(2026, 0, 9, 8, 5, 3), { timeFormat: '' }, 'UTC')).toBe('08:05:03');
  });

  it('keeps a calendar day the same day in every time zone', () => {
    expect(formatDate('2026-03-01', config, 'Pacific/Kiritimati')).toBe('01 Mar 2026');
    expect(formatDate('2026-03-01', config, 'Pacific/Pago_Pago')).toBe('01 Mar 2026');
  });

  it('uses other patterns a host configures', () => {
    expect(formatInstant('2026-12-24T10:00:00Z', 'YYYY/MM/DD hh:mm A', 'UTC')).toBe('2026/12/24 10:00 AM');
  });

  it('refuses what is not a point in time', () => {
    expect(() => formatDate('not a date', config, 'UTC')).toThrow(RangeError);
    expect(() => formatDate('2026-02-30', config, 'UTC')).toThrow(RangeError);
  });

  it('writes the month names of the reader\'s language where the pattern names the month', () => {
    const german = {
      short: ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'],
      long: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
    };
    expect(formatInstant('2026-03-01', 'DD MMM YYYY', 'UTC', german)).toBe('01 März 2026');
    expect(formatInstant('2026-12-24', 'D MMMM YYYY, [MMM]', 'UTC', german)).toBe('24 Dezember 2026, MMM');
    expect(formatInstant('2026-12-24', 'DD/MM/YYYY', 'UTC', german)).toBe('24/12/2026');
  });
});


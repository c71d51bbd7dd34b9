import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import utc from 'dayjs/plugin/utc';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DATE_FORMAT, DEFAULT_TIME_FORMAT, formatDate, formatDateTime, formatInstant, formatTime } from './format-date';

dayjs.extend(customParseFormat);
dayjs.extend(utc);

/** Instants drawn between 1970 and 2100, the years a dealer portal dates orders and invoices in. */
const EARLIEST_MS = 0;
const LATEST_MS = Date.UTC(2100, 0, 1);
const MS_PER_DAY = 86_400_000;
/** Zones with whole, half and quarter hour offsets and daylight saving, on both sides of UTC. */
const ZONES = ['UTC', 'Asia/Jakarta', 'Asia/Singapore', 'Asia/Kolkata', 'Asia/Kathmandu', 'Europe/Amsterdam', 'America/Denver', 'Pacific/Auckland'];
/** The zones furthest ahead of and behind UTC, where a calendar day would shift first if it were read as an instant. */
const EXTREME_ZONES = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'];
/** Instants within this many milliseconds of a UTC midnight, where the date in any zone is most likely to differ from UTC's. */
const NEAR_MIDNIGHT_MS = 1_000;

const midnights = fc.integer({ min: EARLIEST_MS / MS_PER_DAY, max: LATEST_MS / MS_PER_DAY - 1 }).map((day) => day * MS_PER_DAY);
/** Any instant, with the moments around midnight drawn often, since those are where zones disagree on the day. */
const instant = fc.oneof(fc.integer({ min: EARLIEST_MS, max: LATEST_MS }), fc.tuple(midnights, fc.integer({ min: -NEAR_MIDNIGHT_MS, max: NEAR_MIDNIGHT_MS })).map(([ms, offset]) => Math.max(EARLIEST_MS, ms + offset)));
const zones = fc.constantFrom(...ZONES);
const config = { dateFormat: DEFAULT_DATE_FORMAT, timeFormat: DEFAULT_TIME_FORMAT };

/** The calendar day and wall clock of an instant in a zone as the runtime's own time-zone database gives them. */
function wallClock(ms: number, zone: string): { day: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
      .formatToParts(ms)
      .map((part) => [part.type, part.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}:${parts.second}` };
}

describe('date formatting, properties', () => {
  it('the written date reads back, strictly, as the calendar day the zone is on at that instant', () => {
    fc.assert(
      fc.property(instant, zones, (ms, zone) => {
        const readBack = dayjs.utc(formatDate(ms, config, zone), DEFAULT_DATE_FORMAT, true);
        expect(readBack.isValid()).toBe(true);
        expect(readBack.format('YYYY-MM-DD')).toBe(wallClock(ms, zone).day);
      }),
    );
  });

  it('the written time of day is the wall clock of the zone at that instant', () => {
    fc.assert(
      fc.property(instant, zones, (ms, zone) => {
        expect(formatTime(ms, config, zone)).toBe(wallClock(ms, zone).time);
      }),
    );
  });

  it('in UTC, parsing the written date and time back gives the instant to the second', () => {
    fc.assert(
      fc.property(instant, (ms) => {
        const written = formatDateTime(ms, config, 'UTC');
        expect(dayjs.utc(written, `${DEFAULT_DATE_FORMAT} ${DEFAULT_TIME_FORMAT}`, true).valueOf()).toBe(Math.floor(ms / 1000) * 1000);
      }),
    );
  });

  it('a later instant is never written as an earlier date in the same zone', () => {
    fc.assert(
      fc.property(instant, instant, zones, (a, b, zone) => {
        const [earlier, later] = a <= b ? [a, b] : [b, a];
        expect(formatInstant(earlier, 'YYYY-MM-DD', zone) <= formatInstant(later, 'YYYY-MM-DD', zone)).toBe(true);
      }),
    );
  });

  it('a calendar day is written as that day in every zone, however far from UTC', () => {
    fc.assert(
      fc.property(midnights, fc.constantFrom(...ZONES, ...EXTREME_ZONES), (ms, zone) => {
        const day = new Date(ms).toISOString().slice(0, 10);
        expect(formatInstant(day, 'YYYY-MM-DD', zone)).toBe(day);
      }),
    );
  });

  it('a host with no pattern, or an empty one, gets the default patterns', () => {
    fc.assert(
      fc.property(instant, zones, fc.constantFrom({}, { dateFormat: '', timeFormat: '' }), (ms, zone, unset) => {
        expect(formatDateTime(ms, unset, zone)).toBe(formatDateTime(ms, config, zone));
      }),
    );
  });

  it('the date and time written together are the date and the time written apart, with one space between', () => {
    fc.assert(
      fc.property(instant, zones, fc.constantFrom('DD/MM/YYYY', 'YYYY-MM-DD', DEFAULT_DATE_FORMAT), fc.constantFrom('HH:mm', 'hh:mm A', DEFAULT_TIME_FORMAT), (ms, zone, dateFormat, timeFormat) => {
        const host = { dateFormat, timeFormat };
        expect(formatDateTime(ms, host, zone)).toBe(`${formatDate(ms, host, zone)} ${formatTime(ms, host, zone)}`);
      }),
    );
  });

  it('writes the month the zone is on with the name the reader\'s language gives it, and the rest as before', () => {
    const name = fc.stringMatching(/^[\p{L}.]{1,9}$/u);
    const monthNames = fc.record({ short: fc.array(name, { minLength: 12, maxLength: 12 }), long: fc.array(name, { minLength: 12, maxLength: 12 }) });
    fc.assert(
      fc.property(instant, zones, monthNames, (ms, zone, names) => {
        const { day } = wallClock(ms, zone);
        const [year, month, date] = day.split('-').map(Number) as [number, number, number];
        expect(formatInstant(ms, 'DD MMM YYYY', zone, names)).toBe(`${String(date).padStart(2, '0')} ${names.short[month - 1]} ${year}`);
        expect(formatInstant(ms, 'MMMM [MMM] YYYY', zone, names)).toBe(`${names.long[month - 1]} MMM ${year}`);
      }),
    );
  });
});

import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import utc from 'dayjs/plugin/utc';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

dayjs.extend(customParseFormat);
dayjs.extend(utc);

/** Instants drawn between 1970 and 2100, the years a dealer portal dates orders and invoices in. */
const EARLIEST_MS = 0;
const LATEST_MS = Date.UTC(2100, 0, 1);
/** Zones with whole, half and quarter hour offsets and daylight saving, on both sides of UTC. */
const ZONES = ['UTC', 'Asia/Jakarta', 'Asia/Singapore', 'Asia/Kolkata', 'Asia/Kathmandu', 'Europe/Amsterdam', 'America/Denver', 'Pacific/Auckland'];

const instant = fc.integer({ min: EARLIEST_MS, max: LATEST_MS });
const config = { dateFormat: 'DD MMM YYYY', timeFormat: 'HH:mm:ss' };

describe('date formatting, properties', () => {
  it('always has the DD MMM YYYY shape', () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(...ZONES), (ms, zone) => {
        expect(formatDate(ms, config, zone)).toMatch(/^\d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}$/);
      }),
    );
  });

  it('in UTC, parsing the written date and time back gives the instant to the second', () => {
    fc.assert(
      fc.property(instant, (ms) => {
        const written = formatDateTime(ms, config, 'UTC');
        expect(dayjs.utc(written, 'DD MMM YYYY HH:mm:ss', true).valueOf()).toBe(Math.floor(ms / 1000) * 1000);
      }),
    );
  });

  it('a zone never moves the date by more than one day', () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(...ZONES), (ms, zone) => {
        const inUtc = dayjs.utc(formatDate(ms, config, 'UTC'), 'DD MMM YYYY', true);
        const inZone = dayjs.utc(formatDate(ms, config, zone), 'DD MMM YYYY', true);
        expect(Math.abs(inZone.diff(inUtc, 'day'))).toBeLessThanOrEqual(1);
      }),
    );
  });
});

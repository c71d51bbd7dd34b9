import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentScheduleErrors, isScheduledAt, mayAdministerSalesOrganisation } from './content-schedule';

/** Instants between 2000 and 2100, so every generated one is a valid date. */
const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });

describe('content schedule', () => {
  it('accepts a schedule exactly when it ends after it starts', () => {
    fc.assert(
      fc.property(instant, instant, (from, to) => {
        const errors = contentScheduleErrors({ from: new Date(from).toISOString(), to: new Date(to).toISOString() });
        expect(errors.length === 0).toBe(to > from);
      }),
    );
  });

  it('shows an accepted schedule at its start and not at its end', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 10 ** 10 }), (from, length) => {
        const schedule = { from: new Date(from).toISOString(), to: new Date(from + length).toISOString() };
        expect(isScheduledAt(schedule, new Date(from))).toBe(true);
        expect(isScheduledAt(schedule, new Date(from + length))).toBe(false);
        expect(isScheduledAt(schedule, new Date(from - 1))).toBe(false);
      }),
    );
  });

  it('lets an administrator maintain only sales organisations they hold', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom('ID01', 'SG01', 'US01', 'MY01'), { maxLength: 4 }), fc.constantFrom('ID01', 'SG01', 'US01', 'MY01'), (held, sorg) => {
        expect(mayAdministerSalesOrganisation(held, sorg)).toBe(held.includes(sorg));
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateRangeErrors } from '../dates/date-range';
import { DOWNLOAD_MODULES, DOWNLOAD_QUOTA_PER_WINDOW, downloadRequestErrors, downloadsLeft, exportProgress } from './download-request';

/** Requests already made in the window: up to three times the quota, to cover both sides of it. */
const requestsMade = fc.nat({ max: DOWNLOAD_QUOTA_PER_WINDOW * 3 });
const day = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
const module = fc.constantFrom(...DOWNLOAD_MODULES);

describe('download request properties', () => {
  it('is refused for quota exactly when no download is left', () => {
    fc.assert(
      fc.property(module, day, day, requestsMade, (name, from, to, used) => {
        const quotaRefused = downloadRequestErrors({ module: name, range: { from, to } }, used).some((error) => error.message === 'download_quota_run_out');
        expect(quotaRefused).toBe(downloadsLeft(used) === 0);
      }),
    );
  });

  it('with quota left, is accepted exactly when the period follows the download date rules', () => {
    fc.assert(
      fc.property(module, day, day, fc.nat({ max: DOWNLOAD_QUOTA_PER_WINDOW - 1 }), (name, from, to, used) => {
        const accepted = downloadRequestErrors({ module: name, range: { from, to } }, used).length === 0;
        expect(accepted).toBe(dateRangeErrors({ from, to }, 'download').length === 0);
      }),
    );
  });

  it('never accepts a period reaching into another year', () => {
    fc.assert(
      fc.property(module, day, day, (name, from, to) => {
        fc.pre(from.slice(0, 4) !== to.slice(0, 4));
        expect(downloadRequestErrors({ module: name, range: { from, to } }, 0).length).toBeGreaterThan(0);
      }),
    );
  });

  it('progress never falls as more rows are written', () => {
    fc.assert(
      fc.property(fc.nat({ max: 200_000 }), fc.nat({ max: 200_000 }), fc.integer({ min: 1, max: 200_000 }), (a, b, total) => {
        const [less, more] = a <= b ? [a, b] : [b, a];
        expect(exportProgress(less, total)).toBeLessThanOrEqual(exportProgress(more, total));
        expect(exportProgress(more, total)).toBeLessThanOrEqual(100);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { dateRangeErrors, daysInRange, defaultDateRange, isValidDateRange } from './date-range';

describe('date ranges', () => {
  it('counts both ends', () => {
    expect(daysInRange({ from: '2026-03-01', to: '2026-03-01' })).toBe(1);
    expect(daysInRange({ from: '2026-03-01', to: '2026-03-30' })).toBe(30);
  });

  it('lets a filter cover 30 days and no more', () => {
    expect(dateRangeErrors({ from: '2026-03-01', to: '2026-03-30' }, 'filter')).toEqual([]);
    expect(dateRangeErrors({ from: '2026-03-01', to: '2026-03-31' }, 'filter')).toEqual(['range_over_30_days']);
  });

  it('lets a download cover a whole year, but only within one year', () => {
    expect(isValidDateRange({ from: '2026-01-01', to: '2026-12-31' }, 'download')).toBe(true);
    expect(dateRangeErrors({ from: '2026-06-01', to: '2027-05-31' }, 'download')).toEqual(['different_years']);
    expect(dateRangeErrors({ from: '2026-06-01', to: '2027-06-01' }, 'download')).toEqual(['different_years', 'range_over_one_year']);
  });

  it('refuses ranges across a new year, even short ones', () => {
    expect(dateRangeErrors({ from: '2025-12-31', to: '2026-01-01' }, 'filter')).toEqual(['different_years']);
  });

  it('refuses a from later than the to', () => {
    expect(dateRangeErrors({ from: '2026-03-02', to: '2026-03-01' }, 'filter')).toEqual(['from_after_to']);
    expect(dateRangeErrors({ from: '2027-01-01', to: '2026-12-31' }, 'download')).toEqual(['from_after_to', 'different_years']);
  });

  it('refuses days that do not exist, and checks nothing else then', () => {
    expect(dateRangeErrors({ from: '2026-02-30', to: '2025-01-01' }, 'filter')).toEqual(['invalid_date']);
    expect(dateRangeErrors({ from: '2026-03-01', to: '' }, 'download')).toEqual(['invalid_date']);
  });

  it('opens on the last 30 days, cut at 1 January', () => {
    expect(defaultDateRange('2026-03-15', 'filter')).toEqual({ from: '2026-02-14', to: '2026-03-15' });
    expect(defaultDateRange('2026-01-10', 'filter')).toEqual({ from: '2026-01-01', to: '2026-01-10' });
    expect(defaultDateRange('2026-03-15', 'download')).toEqual({ from: '2026-01-01', to: '2026-03-15' });
  });
});

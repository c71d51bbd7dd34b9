import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES, uploadPercent, uploadRefusal } from './upload-albums';

describe('upload albums', () => {
  it('takes an .xlsx of any case up to the limit into the account bike album', () => {
    expect(uploadRefusal('account_bikes', 'Bikes 2026.XLSX', 1)).toBeNull();
    expect(uploadRefusal('account_bikes', 'bikes.xlsx', UPLOAD_MAX_BYTES)).toBeNull();
  });

  it.each([
    ['payroll', 'bikes.xlsx', 10, 'upload_album_unknown'],
    ['account_bikes', '  ', 10, 'upload_file_name'],
    ['account_bikes', 'bikes.csv', 10, 'upload_file_type'],
    ['account_bikes', 'bikes.xlsx', 0, 'upload_file_empty'],
    ['account_bikes', 'bikes.xlsx', UPLOAD_MAX_BYTES + 1, 'upload_file_too_large'],
  ])('refuses album %s, file %s of %i bytes with %s', (album, name, size, refusal) => {
    expect(uploadRefusal(album, name, size)).toBe(refusal);
  });

  it('shows 100 per cent only once every byte has arrived, and never leaves 0 to 100', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1e9 }), fc.nat({ max: 1e9 }), (current, max) => {
        const percent = uploadPercent(current, max);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
        if (max > 0 && current < max) expect(percent).toBeLessThan(100);
      }),
    );
  });
});

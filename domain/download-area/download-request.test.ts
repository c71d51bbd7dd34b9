import { describe, expect, it } from 'vitest';
import { DOWNLOAD_QUOTA_PER_WINDOW, downloadFileName, downloadRequestErrors, downloadsLeft, exportProgress, quotaWindowStart } from './download-request';

const messages = (module: string, from: string, to: string, used = 0) => downloadRequestErrors({ module, range: { from, to } }, used).map((error) => error.message);

describe('download request', () => {
  it('accepts a known module over a period within one year', () => {
    expect(messages('invoices', '2026-01-01', '2026-12-31')).toEqual([]);
  });

  it('refuses an unknown module', () => {
    expect(messages('payroll', '2026-01-01', '2026-01-31')).toEqual(['download_area_unknown_module']);
  });

  it('refuses from after to, and a period across two years', () => {
    expect(messages('invoices', '2026-03-02', '2026-03-01')).toEqual(['download_area_from_after_to']);
    expect(messages('orders', '2025-12-01', '2026-01-15')).toEqual(['download_area_different_years']);
  });

  it('refuses when the quota has run out, naming the limit', () => {
    const errors = downloadRequestErrors({ module: 'invoices', range: { from: '2026-01-01', to: '2026-01-02' } }, DOWNLOAD_QUOTA_PER_WINDOW);
    expect(errors).toEqual([{ field: [], message: 'download_quota_run_out', values: { limit: String(DOWNLOAD_QUOTA_PER_WINDOW) } }]);
  });

  it('counts the quota over the last 24 hours', () => {
    expect(quotaWindowStart(new Date('2026-05-02T10:00:00Z')).toISOString()).toBe('2026-05-01T10:00:00.000Z');
    expect(downloadsLeft(3)).toBe(DOWNLOAD_QUOTA_PER_WINDOW - 3);
  });

  it('reports progress in whole per cent and names the file after module and period', () => {
    expect(exportProgress(1, 3)).toBe(33);
    expect(exportProgress(0, 0)).toBe(100);
    expect(downloadFileName('open_orders', { from: '2026-01-01', to: '2026-02-01' })).toBe('open_orders_2026-01-01_2026-02-01.xlsx');
  });
});

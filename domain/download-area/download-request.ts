import { dateRangeErrors, type DateRange } from '../dates/date-range';
import { userError, type UserError } from '../shared/user-error';

/** The lists the download area can export, each one spreadsheet of the customer's rows in the period. */
export const DOWNLOAD_MODULES = ['invoices', 'open_orders', 'orders'] as const;
export type DownloadModule = (typeof DOWNLOAD_MODULES)[number];

/**
 * How many downloads one user may request in a rolling {@link DOWNLOAD_QUOTA_WINDOW_HOURS} hours. Each export
 * reads up to a year of rows, so the quota keeps one user from filling the job queue.
 */
export const DOWNLOAD_QUOTA_PER_WINDOW = 10;
/** The length of the window the quota counts requests in. */
export const DOWNLOAD_QUOTA_WINDOW_HOURS = 24;

/** Where a requested download stands: waiting in the job queue, being written, ready to fetch, or failed. */
export const DOWNLOAD_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type DownloadStatus = (typeof DOWNLOAD_STATUSES)[number];

export interface DownloadRequestDraft {
  module: string;
  range: DateRange;
}

export function isDownloadModule(module: string): module is DownloadModule {
  return (DOWNLOAD_MODULES as readonly string[]).includes(module);
}

/** The start of the window whose requests count against the quota at `now`. */
export function quotaWindowStart(now: Date): Date {
  return new Date(now.getTime() - DOWNLOAD_QUOTA_WINDOW_HOURS * 3_600_000);
}

/** How many more downloads the user may request, given how many they requested in the current window. */
export function downloadsLeft(requestedInWindow: number): number {
  return Math.max(0, DOWNLOAD_QUOTA_PER_WINDOW - requestedInWindow);
}

/**
 * Why a download request cannot be queued, as user errors; none when it can. The module must be one the portal
 * exports; the period follows the download date rules (from not after to, same year, at most one year:
 * domain/dates/date-range.ts); and the user must have quota left (`download_quota_run_out`).
 */
export function downloadRequestErrors(draft: DownloadRequestDraft, requestedInWindow: number): UserError[] {
  const errors: UserError[] = [];
  if (!isDownloadModule(draft.module)) errors.push(userError('module', 'download_area_unknown_module'));
  for (const rule of dateRangeErrors(draft.range, 'download')) errors.push(userError(rule === 'from_after_to' ? 'from' : 'to', `download_area_${rule}`));
  if (downloadsLeft(requestedInWindow) === 0) errors.push(userError([], 'download_quota_run_out', { limit: DOWNLOAD_QUOTA_PER_WINDOW }));
  return errors;
}

/** The share of an export written so far, 0 to 100, from rows written and rows in all (an empty export is done). */
export function exportProgress(written: number, total: number): number {
  if (total <= 0) return 100;
  return Math.min(100, Math.max(0, Math.floor((written / total) * 100)));
}

/** The name of the spreadsheet a download produces: module and period, so several downloads sort and tell apart. */
export function downloadFileName(module: DownloadModule, range: DateRange): string {
  return `${module}_${range.from}_${range.to}.xlsx`;
}

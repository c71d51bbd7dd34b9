import { FRAME_NUMBER_MAX_LENGTH, normaliseFrameNumber } from '../frames/registration';
import type { SheetCell } from '../shared/sheet-cell';

/**
 * The brand's account bike data (album `account_bikes`): a spreadsheet of the bikes dealers keep on their own
 * account (demonstration, rental or service fleet). Each row names the dealer's customer code, a frame the brand
 * delivered to that dealer and what the bike is used for. Rows are judged one by one: accepted rows are stored,
 * a refused row is reported with its reason and stores nothing.
 */

/** The columns of the sheet, as its header row names them (any case). */
export const ACCOUNT_BIKE_COLUMNS = ['customerCode', 'frameNumber', 'usage'] as const;
/** What a bike on the dealer's account is used for. */
export const ACCOUNT_BIKE_USAGES = ['demo', 'rental', 'service'] as const;
export type AccountBikeUsage = (typeof ACCOUNT_BIKE_USAGES)[number];
/** The most data rows a sheet may hold. */
export const ACCOUNT_BIKE_MAX_ROWS = 5_000;

/** A data row: its number in the sheet and its cells by column name. */
export interface AccountBikeSheetRow {
  row: number;
  cells: Readonly<Record<string, SheetCell>>;
}

/** Dictionary keys of a refused row. */
export const ACCOUNT_BIKE_ROW_ERRORS = ['required', 'frame_number_too_long', 'upload_customer_unknown', 'frame_not_found', 'upload_usage_invalid', 'upload_duplicate_row'] as const;
export type AccountBikeRowError = (typeof ACCOUNT_BIKE_ROW_ERRORS)[number];

/** Dictionary keys of a refused sheet as a whole. */
export type AccountBikeSheetError = 'upload_sheet_unreadable' | 'upload_sheet_columns_missing' | 'upload_sheet_empty' | 'upload_sheet_too_long';

/** The result of one row: accepted, or refused on a column for a reason. */
export type AccountBikeRowResult =
  | { row: number; frameNumber: string; accepted: true }
  | { row: number; frameNumber: string; accepted: false; column: string; reason: AccountBikeRowError };

/** A bike to store on a dealer's account. */
export interface AccountBike {
  customerId: string;
  brand: string;
  frameNumber: string;
  articleName: string;
  usage: AccountBikeUsage;
}

/** What the brand knows of a delivered frame. */
export interface AccountBikeFrame {
  customerId: string;
  brand: string;
  articleName: string;
}

/** What rows are judged against: the dealers the uploader reaches by customer code, and the frames the sheet names. */
export interface AccountBikeFacts {
  customerIds: ReadonlyMap<string, string>;
  frames: ReadonlyMap<string, AccountBikeFrame>;
}

export interface AccountBikeVerdict {
  rows: AccountBikeRowResult[];
  accepted: AccountBike[];
}

function text(cell: SheetCell | undefined): string {
  return cell === null || cell === undefined ? '' : String(cell).trim();
}

/** Customer codes are ten digits; a spreadsheet that took one for a number lost its leading zeros. */
export function normaliseCustomerCode(cell: SheetCell | undefined): string {
  const code = text(cell).toUpperCase();
  return /^\d{1,10}$/.test(code) ? code.padStart(10, '0') : code;
}

/** The frame numbers a sheet names, normalised, for the caller to look up before judging. */
export function sheetFrameNumbers(rows: readonly AccountBikeSheetRow[]): string[] {
  return [...new Set(rows.map((row) => normaliseFrameNumber(text(row.cells.frameNumber))).filter((frame) => frame !== ''))];
}

/** The customer codes a sheet names, normalised. */
export function sheetCustomerCodes(rows: readonly AccountBikeSheetRow[]): string[] {
  return [...new Set(rows.map((row) => normaliseCustomerCode(row.cells.customerCode)).filter((code) => code !== ''))];
}

/** Refuses a sheet as a whole before its rows are judged: columns missing, no rows, or too many. */
export function accountBikeSheetError(header: readonly string[], rows: readonly AccountBikeSheetRow[]): AccountBikeSheetError | null {
  const present = new Set(header.map((name) => name.trim().toLowerCase()));
  if (ACCOUNT_BIKE_COLUMNS.some((column) => !present.has(column.toLowerCase()))) return 'upload_sheet_columns_missing';
  if (rows.length === 0) return 'upload_sheet_empty';
  return rows.length > ACCOUNT_BIKE_MAX_ROWS ? 'upload_sheet_too_long' : null;
}

function judgeRow(row: AccountBikeSheetRow, facts: AccountBikeFacts, seen: Set<string>): { column: string; reason: AccountBikeRowError } | AccountBike {
  const code = normaliseCustomerCode(row.cells.customerCode);
  const frameNumber = normaliseFrameNumber(text(row.cells.frameNumber));
  const usage = text(row.cells.usage).toLowerCase();
  if (code === '') return { column: 'customerCode', reason: 'required' };
  if (frameNumber === '') return { column: 'frameNumber', reason: 'required' };
  if (usage === '') return { column: 'usage', reason: 'required' };
  if (frameNumber.length > FRAME_NUMBER_MAX_LENGTH) return { column: 'frameNumber', reason: 'frame_number_too_long' };
  const customerId = facts.customerIds.get(code);
  if (!customerId) return { column: 'customerCode', reason: 'upload_customer_unknown' };
  const frame = facts.frames.get(frameNumber);
  // Another dealer's frame reads as not found, so a sheet never tells whose stock a frame is.
  if (!frame || frame.customerId !== customerId) return { column: 'frameNumber', reason: 'frame_not_found' };
  if (!(ACCOUNT_BIKE_USAGES as readonly string[]).includes(usage)) return { column: 'usage', reason: 'upload_usage_invalid' };
  if (seen.has(frameNumber)) return { column: 'frameNumber', reason: 'upload_duplicate_row' };
  seen.add(frameNumber);
  return { customerId, brand: frame.brand, frameNumber, articleName: frame.articleName, usage: usage as AccountBikeUsage };
}

/** Judges every row of a sheet in order: one result per row, and the bikes of the accepted rows. */
export function judgeAccountBikeSheet(rows: readonly AccountBikeSheetRow[], facts: AccountBikeFacts): AccountBikeVerdict {
  const seen = new Set<string>();
  const accepted: AccountBike[] = [];
  const results = rows.map((row): AccountBikeRowResult => {
    const frameNumber = normaliseFrameNumber(text(row.cells.frameNumber));
    const judged = judgeRow(row, facts, seen);
    if ('reason' in judged) return { row: row.row, frameNumber, accepted: false, column: judged.column, reason: judged.reason };
    accepted.push(judged);
    return { row: row.row, frameNumber, accepted: true };
  });
  return { rows: results, accepted };
}

import { isDecimalString } from '../money/money';
import type { SheetCell } from '../shared/sheet-cell';

/**
 * Vendors keep their articles up to date with spreadsheets (uploadStockThirdParties, uploadProductThirdParties):
 * the first row names the columns, every further row is one article. A sheet is applied whole or not at all: one
 * refused row refuses the sheet, and every row's result is reported so the vendor can correct the file.
 */

/** The columns of a stock sheet, as its header row names them (any case). */
export const STOCK_SHEET_COLUMNS = ['articleCode', 'stock'] as const;
/** The columns of a product sheet. */
export const PRODUCT_SHEET_COLUMNS = ['articleCode', 'name', 'price', 'salesUnit', 'uomConverter', 'stock'] as const;

/** The most data rows a sheet may hold: a vendor's range, well above any demo vendor's. */
export const MAX_SHEET_ROWS = 5_000;
/** The largest sheet file a vendor may upload, in bytes: far above a sheet of the most rows allowed. */
export const MAX_SHEET_BYTES = 5 * 1024 * 1024;
/** The longest article code, name and sales unit a vendor may give. */
export const ARTICLE_CODE_MAX_LENGTH = 40;
export const ARTICLE_NAME_MAX_LENGTH = 120;
export const SALES_UNIT_MAX_LENGTH = 10;

/** A data row: its number in the sheet (the header is row 1) and its cells by column name. */
export interface SheetRow {
  row: number;
  cells: Readonly<Record<string, SheetCell>>;
}

/**
 * Dictionary keys of a refused row: `required`, `third_party_code_too_long`, `third_party_duplicate_row` (the
 * article appears twice in the sheet), `third_party_unknown_article` (a stock row for an article the vendor does not
 * sell), `third_party_whole_number` (stock or converter not a whole number in range), `third_party_price_invalid`,
 * `max_characters`.
 */
export type SheetRowError =
  | 'required'
  | 'max_characters'
  | 'third_party_duplicate_row'
  | 'third_party_unknown_article'
  | 'third_party_whole_number'
  | 'third_party_price_invalid';

/** The result of one row: accepted, or refused on a column for a reason. */
export type SheetRowResult = { row: number; articleCode: string; ok: true } | { row: number; articleCode: string; ok: false; column: string; error: SheetRowError };

/** Dictionary keys of a refused sheet as a whole. */
export type SheetError = 'third_party_sheet_columns_missing' | 'third_party_sheet_empty' | 'third_party_sheet_too_long';

export interface StockChange {
  articleCode: string;
  stock: number;
}

export interface ProductChange {
  articleCode: string;
  name: string;
  price: string;
  salesUnit: string;
  uomConverter: number;
  stock: number;
}

/** A sheet's verdict: the changes when every row is accepted (`accepted`), and each row's result either way. */
export interface SheetVerdict<T> {
  accepted: boolean;
  rows: SheetRowResult[];
  changes: T[];
}

function text(cell: SheetCell | undefined): string {
  return cell === null || cell === undefined ? '' : String(cell).trim();
}

/** A whole number from a cell, between min and max; null otherwise ("12" and 12 are 12, "12.5" and "" are not). */
export function wholeNumberCell(cell: SheetCell | undefined, min: number, max: number): number | null {
  const written = text(cell);
  if (!/^-?\d+$/.test(written)) return null;
  const value = Number(written);
  return Number.isSafeInteger(value) && value >= min && value <= max ? value : null;
}

/** A price from a cell: a decimal of at least 0 with at most 4 decimals; null otherwise. */
export function priceCell(cell: SheetCell | undefined): string | null {
  const written = text(cell);
  return isDecimalString(written) && !written.startsWith('-') && !/\.\d{5,}$/.test(written) ? written : null;
}

/** The largest stock or converter a sheet may give: within a database integer. */
const MAX_WHOLE = 2_147_483_647;

/** Which required columns a header row lacks, compared without case. */
export function missingColumns(header: readonly string[], required: readonly string[]): string[] {
  const present = new Set(header.map((name) => name.trim().toLowerCase()));
  return required.filter((column) => !present.has(column.toLowerCase()));
}

type RowCheck<T> = (cells: Readonly<Record<string, SheetCell>>, code: string) => { value: T } | { column: string; error: SheetRowError };

function judgeSheet<T>(rows: readonly SheetRow[], check: RowCheck<T>): SheetVerdict<T> {
  const seen = new Set<string>();
  const changes: T[] = [];
  const results = rows.map((row): SheetRowResult => {
    const code = text(row.cells.articleCode);
    const refuse = (column: string, error: SheetRowError): SheetRowResult => ({ row: row.row, articleCode: code, ok: false, column, error });
    if (code === '') return refuse('articleCode', 'required');
    if (code.length > ARTICLE_CODE_MAX_LENGTH) return refuse('articleCode', 'max_characters');
    const key = code.toUpperCase();
    if (seen.has(key)) return refuse('articleCode', 'third_party_duplicate_row');
    seen.add(key);
    const checked = check(row.cells, code);
    if ('error' in checked) return refuse(checked.column, checked.error);
    changes.push(checked.value);
    return { row: row.row, articleCode: code, ok: true };
  });
  const accepted = results.every((result) => result.ok);
  return { accepted, rows: results, changes: accepted ? changes : [] };
}

/** Refuses a sheet as a whole before its rows are judged: no rows, or more than {@link MAX_SHEET_ROWS}. */
export function sheetSizeError(rows: readonly SheetRow[]): SheetError | null {
  if (rows.length === 0) return 'third_party_sheet_empty';
  return rows.length > MAX_SHEET_ROWS ? 'third_party_sheet_too_long' : null;
}

/**
 * Judges a stock sheet: each row sets the stock (a whole number of at least 0) of an article the vendor already
 * sells (`knownCodes`, compared without case); an article appears once.
 */
export function judgeStockSheet(rows: readonly SheetRow[], knownCodes: ReadonlySet<string>): SheetVerdict<StockChange> {
  const known = new Set([...knownCodes].map((code) => code.toUpperCase()));
  return judgeSheet<StockChange>(rows, (cells, code) => {
    if (!known.has(code.toUpperCase())) return { column: 'articleCode', error: 'third_party_unknown_article' };
    const stock = wholeNumberCell(cells.stock, 0, MAX_WHOLE);
    return stock === null ? { column: 'stock', error: 'third_party_whole_number' } : { value: { articleCode: code, stock } };
  });
}

/**
 * Judges a product sheet: each row adds an article or replaces the vendor's article of that code with a name, a
 * price (decimal, at least 0), a sales unit, a unit converter (a whole number of at least 1) and a stock.
 */
export function judgeProductSheet(rows: readonly SheetRow[]): SheetVerdict<ProductChange> {
  return judgeSheet<ProductChange>(rows, (cells, articleCode) => {
    const name = text(cells.name);
    const salesUnit = text(cells.salesUnit);
    if (name === '') return { column: 'name', error: 'required' };
    if (name.length > ARTICLE_NAME_MAX_LENGTH) return { column: 'name', error: 'max_characters' };
    const price = priceCell(cells.price);
    if (price === null) return { column: 'price', error: 'third_party_price_invalid' };
    if (salesUnit === '') return { column: 'salesUnit', error: 'required' };
    if (salesUnit.length > SALES_UNIT_MAX_LENGTH) return { column: 'salesUnit', error: 'max_characters' };
    const uomConverter = wholeNumberCell(cells.uomConverter, 1, MAX_WHOLE);
    if (uomConverter === null) return { column: 'uomConverter', error: 'third_party_whole_number' };
    const stock = wholeNumberCell(cells.stock, 0, MAX_WHOLE);
    if (stock === null) return { column: 'stock', error: 'third_party_whole_number' };
    return { value: { articleCode, name, price, salesUnit, uomConverter, stock } };
  });
}

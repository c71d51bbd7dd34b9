import ExcelJS from 'exceljs';
import type { ReadSheet, SpreadsheetReader } from '../../application/service/shared/ports';
import type { SheetCell } from '../../domain/shared/sheet-cell';

/** How far down the header row may be: a title row above it is allowed, as the portal's own exports have one. */
const HEADER_SEARCH_ROWS = 3;

/** A cell's value as text or a number: formulas give their result, rich text and links their text, dates their ISO day. */
function cellValue(value: ExcelJS.CellValue): SheetCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('result' in value) return cellValue(value.result as ExcelJS.CellValue);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return String(value.text);
  return null;
}

/**
 * Reads the first worksheet of an .xlsx workbook with exceljs. The header is the first of the top rows that names one
 * of the caller's columns (matched without case, then spelt as the caller spells them); each non-empty row below it is
 * a data row keyed by those names, with its row number in the sheet.
 */
export class SpreadsheetReaderExcelJs implements SpreadsheetReader {
  async read(bytes: Uint8Array, columns: readonly string[]): Promise<ReadSheet | null> {
    const workbook = new ExcelJS.Workbook();
    try {
      await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
    } catch {
      return null;
    }
    const sheet = workbook.worksheets[0];
    if (!sheet) return null;
    const canonical = (name: string) => columns.find((known) => known.toLowerCase() === name.toLowerCase()) ?? name;
    let headerRow = 1;
    let header: string[] = [];
    for (let number = 1; number <= HEADER_SEARCH_ROWS; number++) {
      const names: string[] = [];
      sheet.getRow(number).eachCell({ includeEmpty: true }, (cell, column) => (names[column - 1] = String(cellValue(cell.value) ?? '').trim()));
      if (number === 1) header = names;
      if (names.some((name) => columns.some((known) => known.toLowerCase() === name.toLowerCase()))) {
        headerRow = number;
        header = names;
        break;
      }
    }
    const rows: ReadSheet['rows'] = [];
    sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
      if (rowNumber <= headerRow) return;
      const cells: Record<string, SheetCell> = {};
      header.forEach((name, index) => (cells[canonical(name ?? '')] = cellValue(row.getCell(index + 1).value)));
      if (Object.values(cells).every((cell) => cell === null || cell === '')) return;
      rows.push({ row: rowNumber, cells });
    });
    return { header: [...header].map((name) => name ?? ''), rows };
  }
}

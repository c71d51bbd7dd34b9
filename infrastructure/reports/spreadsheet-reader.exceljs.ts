import ExcelJS from 'exceljs';
import type { SpreadsheetReader } from '../../application/service/administration/ports';

/** How far down the header row may be: a title row above it is allowed, as the portal's own exports have one. */
const HEADER_SEARCH_ROWS = 3;

function textOf(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return textOf(value.result as ExcelJS.CellValue);
    return '';
  }
  return String(value);
}

/** Reads .xlsx uploads with exceljs: the first worksheet, the header row found by its names. */
export class SpreadsheetReaderExcelJs implements SpreadsheetReader {
  async rows(bytes: Uint8Array, headerNames: readonly string[]): Promise<{ row: number; cells: Record<string, string> }[] | 'unreadable'> {
    const workbook = new ExcelJS.Workbook();
    try {
      await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
    } catch {
      return 'unreadable';
    }
    const sheet = workbook.worksheets[0];
    if (!sheet) return 'unreadable';
    let headerRow = 0;
    const columnOf = new Map<number, string>();
    for (let number = 1; number <= HEADER_SEARCH_ROWS && headerRow === 0; number++) {
      sheet.getRow(number).eachCell((cell, column) => {
        const name = textOf(cell.value).trim().toLowerCase();
        if (headerNames.includes(name)) columnOf.set(column, name);
      });
      if (columnOf.size > 0) headerRow = number;
    }
    if (headerRow === 0) return [];
    const rows: { row: number; cells: Record<string, string> }[] = [];
    sheet.eachRow((row, number) => {
      if (number <= headerRow) return;
      const cells: Record<string, string> = {};
      for (const [column, name] of columnOf) cells[name] = textOf(row.getCell(column).value).trim();
      rows.push({ row: number, cells });
    });
    return rows;
  }
}

import ExcelJS from 'exceljs';
import type { SheetTable, SpreadsheetWriter } from '../../application/service/orders/ports';

const MONEY_FORMAT = '#,##0.00';
const DATE_FORMAT = 'yyyy-mm-dd';

/**
 * Writes a table as an .xlsx workbook with exceljs: the title in the first row, the headers in the second (frozen,
 * with a filter), one row per record from the third. Money is a number cell with two decimals, a date a date cell,
 * so the sheet sorts and sums as a person expects.
 */
export class SpreadsheetWriterExcelJs implements SpreadsheetWriter {
  async workbook(table: SheetTable): Promise<Uint8Array> {
    const workbook = new ExcelJS.Workbook();
    workbook.creator = 'Dealer Portal';
    const sheet = workbook.addWorksheet(table.sheetName, { views: [{ state: 'frozen', ySplit: 2 }] });
    sheet.columns = table.columns.map((column) => ({ key: column.key, width: column.width }));
    const title = sheet.getRow(1);
    title.getCell(1).value = table.title;
    title.font = { bold: true, size: 13 };
    const header = sheet.getRow(2);
    table.columns.forEach((column, index) => (header.getCell(index + 1).value = column.header));
    header.font = { bold: true };
    header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE5E7EB' } };
    for (const record of table.rows) {
      const row = sheet.addRow([]);
      table.columns.forEach((column, index) => {
        const value = record[column.key] ?? null;
        const cell = row.getCell(index + 1);
        if (value === null || value === '') return;
        if (column.kind === 'money') {
          cell.value = Number(value);
          cell.numFmt = MONEY_FORMAT;
        } else if (column.kind === 'date') {
          cell.value = new Date(`${String(value)}T00:00:00Z`);
          cell.numFmt = DATE_FORMAT;
        } else if (column.kind === 'number') {
          cell.value = Number(value);
        } else {
          cell.value = String(value);
        }
      });
    }
    sheet.autoFilter = { from: { row: 2, column: 1 }, to: { row: 2, column: table.columns.length } };
    return new Uint8Array(await workbook.xlsx.writeBuffer());
  }
}

import { describe, expect, it } from 'vitest';
import { judgeProductSheet, judgeStockSheet, missingColumns, sheetSizeError, wholeNumberCell } from './upload-rows';

const known = new Set(['TP-100', 'TP-200']);
const stockRow = (row: number, articleCode: string | null, stock: string | number | null) => ({ row, cells: { articleCode, stock } });

describe('third-party upload rows', () => {
  it('given a stock sheet of known articles with whole stocks, then accepted with one change per row', () => {
    const verdict = judgeStockSheet([stockRow(2, 'TP-100', 3), stockRow(3, 'tp-200', '0')], known);
    expect(verdict.accepted).toBe(true);
    expect(verdict.changes).toEqual([{ articleCode: 'TP-100', stock: 3 }, { articleCode: 'tp-200', stock: 0 }]);
  });

  it('given one bad row, then the sheet is refused whole, the bad row named and the good row reported accepted', () => {
    const verdict = judgeStockSheet([stockRow(2, 'TP-100', 3), stockRow(3, 'TP-200', 'many')], known);
    expect(verdict.accepted).toBe(false);
    expect(verdict.changes).toEqual([]);
    expect(verdict.rows).toEqual([
      { row: 2, articleCode: 'TP-100', ok: true },
      { row: 3, articleCode: 'TP-200', ok: false, column: 'stock', error: 'third_party_whole_number' },
    ]);
  });

  it('refuses an unknown article, a repeated article and a missing code', () => {
    const verdict = judgeStockSheet([stockRow(2, 'TP-999', 1), stockRow(3, 'TP-100', 1), stockRow(4, 'tp-100', 2), stockRow(5, null, 1)], known);
    expect(verdict.rows.map((row) => (row.ok ? 'ok' : row.error))).toEqual(['third_party_unknown_article', 'ok', 'third_party_duplicate_row', 'required']);
  });

  it('given a product sheet, then each column is checked in turn', () => {
    const good = { articleCode: 'TP-300', name: 'Bottle cage', price: '45000.50', salesUnit: 'BOX', uomConverter: 12, stock: 40 };
    expect(judgeProductSheet([{ row: 2, cells: good }]).changes).toEqual([{ ...good, price: '45000.50' }]);
    expect(judgeProductSheet([{ row: 2, cells: { ...good, price: '-1' } }]).rows[0]).toMatchObject({ ok: false, column: 'price', error: 'third_party_price_invalid' });
    expect(judgeProductSheet([{ row: 2, cells: { ...good, uomConverter: 0 } }]).rows[0]).toMatchObject({ ok: false, column: 'uomConverter' });
    expect(judgeProductSheet([{ row: 2, cells: { ...good, name: ' ' } }]).rows[0]).toMatchObject({ ok: false, column: 'name', error: 'required' });
  });

  it('names missing columns without case, refuses an empty sheet, and reads whole numbers strictly', () => {
    expect(missingColumns(['ArticleCode', 'Qty'], ['articleCode', 'stock'])).toEqual(['stock']);
    expect(sheetSizeError([])).toBe('third_party_sheet_empty');
    expect([wholeNumberCell('12', 0, 99), wholeNumberCell(12.5, 0, 99), wholeNumberCell('', 0, 99), wholeNumberCell(-1, 0, 99)]).toEqual([12, null, null, null]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { judgeStockSheet, type SheetRow } from './upload-rows';

/** Rows in a generated sheet. */
const MAX_ROWS = 30;
/** Distinct article codes the vendor sells, drawn from a small pool so that duplicates and unknowns occur. */
const CODE_POOL = ['A1', 'A2', 'A3', 'A4', 'A5', 'B1'];
const KNOWN = new Set(CODE_POOL.slice(0, 4));

const cell = fc.oneof(fc.integer({ min: -5, max: 500 }), fc.constantFrom('7', '1.5', 'x', ''), fc.constant(null));
const rows: fc.Arbitrary<SheetRow[]> = fc
  .array(fc.record({ code: fc.constantFrom(...CODE_POOL, ''), stock: cell }), { maxLength: MAX_ROWS })
  .map((drawn) => drawn.map((each, index) => ({ row: index + 2, cells: { articleCode: each.code, stock: each.stock } })));

describe('third-party stock sheet, properties', () => {
  it('a sheet is all or nothing: changes exist exactly when every row is accepted, one per row', () => {
    fc.assert(
      fc.property(rows, (sheet) => {
        const verdict = judgeStockSheet(sheet, KNOWN);
        expect(verdict.accepted).toBe(verdict.rows.every((row) => row.ok));
        expect(verdict.changes.length).toBe(verdict.accepted ? sheet.length : 0);
      }),
    );
  });

  it('every row gets exactly one result, in sheet order', () => {
    fc.assert(
      fc.property(rows, (sheet) => {
        expect(judgeStockSheet(sheet, KNOWN).rows.map((result) => result.row)).toEqual(sheet.map((row) => row.row));
      }),
    );
  });

  it('adding a bad row to any sheet refuses it (a sheet is never half-applied)', () => {
    fc.assert(
      fc.property(rows, fc.nat({ max: MAX_ROWS }), (sheet, at) => {
        const bad: SheetRow = { row: 999, cells: { articleCode: 'A1', stock: 'not a number' } };
        const withBad = [...sheet.slice(0, at), bad, ...sheet.slice(at)];
        expect(judgeStockSheet(withBad, KNOWN)).toMatchObject({ accepted: false, changes: [] });
      }),
    );
  });

  it('the accepted changes set each article once, to a stock of at least zero', () => {
    fc.assert(
      fc.property(rows, (sheet) => {
        const { changes } = judgeStockSheet(sheet, KNOWN);
        expect(new Set(changes.map((change) => change.articleCode.toUpperCase())).size).toBe(changes.length);
        changes.forEach((change) => expect(change.stock).toBeGreaterThanOrEqual(0));
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { judgeAccountBikeSheet, type AccountBikeFacts, type AccountBikeSheetRow } from './account-bike-sheet';

const MAX_ROWS = 30;
const FACTS: AccountBikeFacts = {
  customerIds: new Map([
    ['0000100001', 'dealer-a'],
    ['0000100002', 'dealer-b'],
  ]),
  frames: new Map([
    ['F1', { customerId: 'dealer-a', brand: 'Velocita', articleName: 'Tempo' }],
    ['F2', { customerId: 'dealer-a', brand: 'Velocita', articleName: 'Bocah' }],
    ['F3', { customerId: 'dealer-b', brand: 'Velocita', articleName: 'Rapid' }],
  ]),
};

const rows: fc.Arbitrary<AccountBikeSheetRow[]> = fc
  .array(
    fc.record({
      customerCode: fc.constantFrom<string | number | null>('0000100001', 100001, '0000100002', '0000199999', '', null),
      frameNumber: fc.constantFrom<string | null>('F1', ' f2 ', 'F3', 'F9', '', null, 'X'.repeat(31)),
      usage: fc.constantFrom<string | null>('demo', 'Rental', 'service', 'sold', '', null),
    }),
    { maxLength: MAX_ROWS },
  )
  .map((drawn) => drawn.map((cells, index) => ({ row: index + 2, cells })));

describe('account bike sheet, properties', () => {
  it('every row gets exactly one result, in sheet order, and accepted bikes are the accepted rows', () => {
    fc.assert(
      fc.property(rows, (sheet) => {
        const verdict = judgeAccountBikeSheet(sheet, FACTS);
        expect(verdict.rows.map((result) => result.row)).toEqual(sheet.map((row) => row.row));
        expect(verdict.accepted.map((bike) => bike.frameNumber)).toEqual(verdict.rows.filter((result) => result.accepted).map((result) => result.frameNumber));
      }),
    );
  });

  it('an accepted bike is always a frame delivered to the dealer the row names, with a known usage, never twice', () => {
    fc.assert(
      fc.property(rows, (sheet) => {
        const { accepted } = judgeAccountBikeSheet(sheet, FACTS);
        for (const bike of accepted) {
          expect(FACTS.frames.get(bike.frameNumber)?.customerId).toBe(bike.customerId);
          expect(['demo', 'rental', 'service']).toContain(bike.usage);
        }
        expect(new Set(accepted.map((bike) => bike.frameNumber)).size).toBe(accepted.length);
      }),
    );
  });

  it('a bad row added anywhere is refused and leaves the other rows judged as before', () => {
    fc.assert(
      fc.property(rows, fc.nat({ max: MAX_ROWS }), (sheet, at) => {
        const bad: AccountBikeSheetRow = { row: 999, cells: { customerCode: '0000100001', frameNumber: 'F3', usage: 'demo' } };
        const position = Math.min(at, sheet.length);
        const withBad = judgeAccountBikeSheet([...sheet.slice(0, position), bad, ...sheet.slice(position)], FACTS);
        expect(withBad.rows[position]).toMatchObject({ row: 999, accepted: false, reason: 'frame_not_found' });
        expect(withBad.accepted).toEqual(judgeAccountBikeSheet(sheet, FACTS).accepted);
      }),
    );
  });
});

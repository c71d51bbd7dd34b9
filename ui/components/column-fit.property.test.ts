import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COLUMN_PRIORITIES, fitColumns, type ColumnFitSpace, type ColumnSpace } from './column-fit';

/** Most columns drawn: more than any table of the portal has. */
const MAX_COLUMNS = 16;
/** Widest column drawn, in CSS pixels. */
const MAX_COLUMN_WIDTH = 400;
/** Widest table drawn: from nothing to far more than every column needs. */
const MAX_AVAILABLE = MAX_COLUMNS * MAX_COLUMN_WIDTH + 200;
/** Widest selection or details column drawn. */
const MAX_EXTRA_COLUMN = 80;

const columnsArbitrary: fc.Arbitrary<ColumnSpace[]> = fc
  .array(fc.record({ priority: fc.constantFrom(...COLUMN_PRIORITIES), minWidth: fc.integer({ min: 0, max: MAX_COLUMN_WIDTH }) }), { maxLength: MAX_COLUMNS })
  .map((drawn) => drawn.map((column, index) => ({ id: `column-${index}`, ...column })));

const spaceArbitrary: fc.Arbitrary<Required<ColumnFitSpace>> = fc.record({
  available: fc.integer({ min: 0, max: MAX_AVAILABLE }),
  fixed: fc.integer({ min: 0, max: MAX_EXTRA_COLUMN }),
  details: fc.integer({ min: 0, max: MAX_EXTRA_COLUMN }),
});

function rank(column: ColumnSpace): number {
  return COLUMN_PRIORITIES.indexOf(column.priority);
}

function widthOf(columns: readonly ColumnSpace[], ids: readonly string[]): number {
  return columns.filter((column) => ids.includes(column.id)).reduce((sum, column) => sum + column.minWidth, 0);
}

describe('fitting columns, properties', () => {
  it('every column is either shown or in the details, never both, each list in the columns’ order', () => {
    fc.assert(
      fc.property(columnsArbitrary, spaceArbitrary, (columns, space) => {
        const { shown, hidden } = fitColumns(columns, space);
        const ids = columns.map((column) => column.id);
        expect([...shown, ...hidden].sort()).toEqual([...ids].sort());
        expect(shown).toEqual(ids.filter((id) => shown.includes(id)));
        expect(hidden).toEqual(ids.filter((id) => hidden.includes(id)));
      }),
    );
  });

  it('essential columns are always shown', () => {
    fc.assert(
      fc.property(columnsArbitrary, spaceArbitrary, (columns, space) => {
        const { shown } = fitColumns(columns, space);
        for (const column of columns.filter((candidate) => candidate.priority === 'essential')) expect(shown).toContain(column.id);
      }),
    );
  });

  it('whenever the essential columns fit beside the fixed and details columns, the shown columns fit the table', () => {
    fc.assert(
      fc.property(columnsArbitrary, spaceArbitrary, (columns, space) => {
        const essentials = columns.filter((column) => column.priority === 'essential').map((column) => column.id);
        fc.pre(widthOf(columns, essentials) + space.fixed + space.details <= space.available);
        const { shown, hidden } = fitColumns(columns, space);
        const detailsColumn = hidden.length > 0 ? space.details : 0;
        expect(widthOf(columns, shown) + space.fixed + detailsColumn).toBeLessThanOrEqual(space.available);
      }),
    );
  });

  it('a column is never hidden while one of lower priority is shown', () => {
    fc.assert(
      fc.property(columnsArbitrary, spaceArbitrary, (columns, space) => {
        const { shown, hidden } = fitColumns(columns, space);
        const lowestShown = Math.max(-1, ...columns.filter((column) => shown.includes(column.id)).map(rank));
        for (const column of columns.filter((candidate) => hidden.includes(candidate.id))) expect(rank(column)).toBeGreaterThanOrEqual(lowestShown);
      }),
    );
  });

  it('nothing is hidden when every column fits beside the fixed columns', () => {
    fc.assert(
      fc.property(columnsArbitrary, spaceArbitrary, (columns, space) => {
        fc.pre(widthOf(columns, columns.map((column) => column.id)) + space.fixed <= space.available);
        expect(fitColumns(columns, space).hidden).toEqual([]);
      }),
    );
  });

  it('no column gives way while there is room for it: the first to give way would not fit beside the shown ones', () => {
    fc.assert(
      fc.property(columnsArbitrary, spaceArbitrary, (columns, space) => {
        const { shown, hidden } = fitColumns(columns, space);
        fc.pre(hidden.length > 0);
        const firstHidden = columns
          .map((column, position) => ({ column, position }))
          .filter(({ column }) => hidden.includes(column.id))
          .sort((a, b) => rank(a.column) - rank(b.column) || a.position - b.position)[0]!.column;
        expect(widthOf(columns, shown) + firstHidden.minWidth + space.fixed + space.details).toBeGreaterThan(space.available);
      }),
    );
  });

  it('a wider table never hides a column a narrower one shows', () => {
    fc.assert(
      fc.property(columnsArbitrary, spaceArbitrary, fc.integer({ min: 0, max: MAX_AVAILABLE }), (columns, space, extra) => {
        const narrow = fitColumns(columns, space).shown;
        const wide = fitColumns(columns, { ...space, available: space.available + extra }).shown;
        for (const id of narrow) expect(wide).toContain(id);
      }),
    );
  });
});

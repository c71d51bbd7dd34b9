import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categoryTrail, chunksOf, parentKeepsTree } from './marketing-material';

/** Trees of up to this many categories: enough depth for long chains, small enough to run fast. */
const MAX_CATEGORIES = 12;

/** A forest: category n hangs under one of the categories before it, or at the root. */
const forest = fc
  .array(fc.nat(), { minLength: 1, maxLength: MAX_CATEGORIES })
  .map((picks) => new Map<string, string | null>(picks.map((pick, index) => [`c${index}`, pick % (index + 1) === index ? null : `c${pick % (index + 1)}`])));

describe('marketing material properties', () => {
  it('chunks keep every item in order and no row is wider than the chunk', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer({ min: 1, max: 10 }), (items, size) => {
        const rows = chunksOf(items, size);
        expect(rows.flat()).toEqual(items);
        expect(rows.every((row) => row.length >= 1 && row.length <= size)).toBe(true);
      }),
    );
  });

  it('a move the rule allows keeps every category reachable from a root', () => {
    fc.assert(
      fc.property(forest, fc.nat(), fc.nat(), (parents, from, to) => {
        const ids = [...parents.keys()];
        const moved = ids[from % ids.length]!;
        const parent = to % (ids.length + 1) === ids.length ? null : ids[to % (ids.length + 1)]!;
        if (!parentKeepsTree(parents, moved, parent)) return;
        const after = new Map(parents).set(moved, parent);
        for (const id of ids) expect(after.get(categoryTrail(after, id)[0]!)).toBeNull();
      }),
    );
  });

  it('no category may move under itself or a category of its own trail below it', () => {
    fc.assert(
      fc.property(forest, fc.nat(), (parents, pick) => {
        const ids = [...parents.keys()];
        const id = ids[pick % ids.length]!;
        const descendants = ids.filter((other) => categoryTrail(parents, other).includes(id));
        for (const descendant of descendants) expect(parentKeepsTree(parents, id, descendant)).toBe(false);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categoryTree, parentChoices, type CategoryBranch } from './category-tree';

/** Up to a dozen categories whose parents are any of them or none, loops included: the tree must cope with any input. */
const MAX_CATEGORIES = 12;
const categories = fc.integer({ min: 0, max: MAX_CATEGORIES }).chain((count) =>
  fc.tuple(...Array.from({ length: count }, () => fc.option(fc.integer({ min: 0, max: MAX_CATEGORIES + 2 }), { nil: null }))).map((parents) =>
    parents.map((parent, index) => ({ id: `c${index}`, parentId: parent === null ? null : `c${parent}` })),
  ),
);

function flatten<T>(branches: CategoryBranch<T>[]): T[] {
  return branches.flatMap((branch) => [branch.category, ...flatten(branch.children)]);
}

describe('category tree properties', () => {
  it('every category appears exactly once', () => {
    fc.assert(
      fc.property(categories, (list) => {
        const shown = flatten(categoryTree(list)).map((category) => category.id);
        expect([...shown].sort()).toEqual(list.map((category) => category.id).sort());
      }),
    );
  });

  it('a child always hangs under its own parent', () => {
    fc.assert(
      fc.property(categories, (list) => {
        const check = (branch: CategoryBranch<{ id: string; parentId: string | null }>) => {
          for (const child of branch.children) {
            expect(child.category.parentId).toBe(branch.category.id);
            check(child);
          }
        };
        categoryTree(list).forEach(check);
      }),
    );
  });

  it('a category is never offered as its own parent', () => {
    fc.assert(
      fc.property(categories, (list) => {
        for (const category of list) expect(parentChoices(list, category.id).map((choice) => choice.id)).not.toContain(category.id);
      }),
    );
  });
});

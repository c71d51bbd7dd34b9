import { describe, expect, it } from 'vitest';
import { categoryTree, parentChoices } from './category-tree';

const logos = { id: 'logos', parentId: null };
const dark = { id: 'dark', parentId: 'logos' };
const darkSmall = { id: 'dark-small', parentId: 'dark' };
const signage = { id: 'signage', parentId: null };

describe('the category tree', () => {
  it('hangs each category under its parent, roots in the order given', () => {
    expect(categoryTree([logos, signage, dark, darkSmall])).toEqual([
      { category: logos, children: [{ category: dark, children: [{ category: darkSmall, children: [] }] }] },
      { category: signage, children: [] },
    ]);
  });

  it('puts a category whose parent is not listed (another market) at the root', () => {
    expect(categoryTree([dark])).toEqual([{ category: dark, children: [] }]);
  });

  it('offers as parents everything but the category itself and its descendants', () => {
    expect(parentChoices([logos, dark, darkSmall, signage], 'dark').map((category) => category.id)).toEqual(['logos', 'signage']);
    expect(parentChoices([logos, dark], null)).toHaveLength(2);
  });
});

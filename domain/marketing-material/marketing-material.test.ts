import { describe, expect, it } from 'vitest';
import { categoryTrail, checkMarketingCategory, chunksOf, marketingTypeOfSlug, parentKeepsTree, slugOfMarketingType } from './marketing-material';

const draft = { type: 'brand_assets', title: ' Logos ', route: 'Logos', parentId: null, itemPerLine: 4, showChilds: true, searchParam: '', layout: 'grid', marketIds: ['id'] };
const parents = new Map<string, string | null>([
  ['root', null],
  ['logos', 'root'],
  ['dark', 'logos'],
]);

describe('marketing material', () => {
  it('given the route segment brand-assets, when read, then it is the brand_assets type and back', () => {
    expect(marketingTypeOfSlug('brand-assets')).toBe('brand_assets');
    expect(slugOfMarketingType('product_lineup')).toBe('product-lineup');
    expect(marketingTypeOfSlug('posters')).toBeNull();
  });

  it('given nine items, when laid out in chunks of four, then three rows of 4, 4 and 1', () => {
    expect(chunksOf([1, 2, 3, 4, 5, 6, 7, 8, 9]).map((row) => row.length)).toEqual([4, 4, 1]);
  });

  it('given a category draft, when checked, then title and route are tidied', () => {
    expect(checkMarketingCategory(draft)).toMatchObject({ ok: true, value: { title: 'Logos', route: 'logos' } });
  });

  it('given a route with a slash and seven items per line, when checked, then both are refused', () => {
    const result = checkMarketingCategory({ ...draft, route: '../admin', itemPerLine: 7, marketIds: [] });
    expect(result.ok ? [] : result.error.map((error) => error.message)).toEqual(['invalid_route', 'out_of_range', 'required']);
  });

  it('given a category, when moved under its own descendant, then the tree would break', () => {
    expect(parentKeepsTree(parents, 'logos', 'dark')).toBe(false);
    expect(parentKeepsTree(parents, 'logos', 'logos')).toBe(false);
    expect(parentKeepsTree(parents, 'dark', 'root')).toBe(true);
  });

  it('given a nested category, when its trail is asked, then the root comes first', () => {
    expect(categoryTrail(parents, 'dark')).toEqual(['root', 'logos', 'dark']);
  });
});

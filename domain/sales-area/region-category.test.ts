import { describe, expect, it } from 'vitest';
import { checkRegionCategoryChanges, regionCategoryColour, regionCategoryLabel, REGION_CATEGORY_COLOURS } from './region-category';

describe('a region category', () => {
  it('shows TBD for a region without one', () => {
    expect(regionCategoryLabel(null)).toBe('TBD');
    expect(regionCategoryLabel('B')).toBe('B');
  });

  it('colours a region by its category, grey without one', () => {
    expect(regionCategoryColour('A')).toBe(REGION_CATEGORY_COLOURS.A);
    expect(regionCategoryColour(null)).toBe(REGION_CATEGORY_COLOURS.TBD);
    expect(regionCategoryColour('Z')).toBe(REGION_CATEGORY_COLOURS.TBD);
  });
});

describe('checking category changes', () => {
  it('accepts offered categories, trimmed, the last change of a region winning', () => {
    expect(checkRegionCategoryChanges([{ regionId: ' id-java ', category: 'A' }, { regionId: 'id-java', category: ' C ' }])).toEqual({ ok: true, value: [{ regionId: 'id-java', category: 'C' }] });
  });

  it('asks for the category and region id when either is missing', () => {
    const checked = checkRegionCategoryChanges([{ regionId: '', category: 'A' }, { regionId: 'id-bali', category: ' ' }]);
    expect(checked.ok ? [] : checked.error.map((error) => error.message)).toEqual(['sales_area_category_region_required', 'sales_area_category_region_required']);
  });

  it('refuses a category that is not offered', () => {
    const checked = checkRegionCategoryChanges([{ regionId: 'id-bali', category: 'E' }]);
    expect(checked.ok ? [] : checked.error).toEqual([{ field: ['categories', '0', 'category'], message: 'sales_area_invalid_category', values: {} }]);
  });

  it('refuses an empty list of changes', () => {
    expect(checkRegionCategoryChanges([]).ok).toBe(false);
  });
});

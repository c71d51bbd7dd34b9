import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkRegionCategoryChanges, REGION_CATEGORIES } from './region-category';

/** Regions of one sales organisation: a country has a few dozen at most. */
const MAX_CHANGES = 30;
const regionIds = fc.stringMatching(/^[a-z]{2}-[a-z]{1,10}$/);
const validChanges = fc.array(fc.record({ regionId: regionIds, category: fc.constantFrom(...REGION_CATEGORIES) }), { minLength: 1, maxLength: MAX_CHANGES });

describe('checking category changes, for any list', () => {
  it('keeps one change per region, the last one sent for it', () => {
    fc.assert(
      fc.property(validChanges, (changes) => {
        const checked = checkRegionCategoryChanges(changes);
        expect(checked.ok).toBe(true);
        if (!checked.ok) return;
        expect(new Set(checked.value.map((change) => change.regionId)).size).toBe(checked.value.length);
        for (const change of checked.value) expect(change.category).toBe(changes.findLast((sent) => sent.regionId === change.regionId)!.category);
      }),
    );
  });

  it('refuses the whole list when any change names a category not offered', () => {
    fc.assert(
      fc.property(validChanges, fc.nat(), fc.stringMatching(/^[E-Z][a-z]{0,5}$/), (changes, at, category) => {
        const index = at % changes.length;
        const broken = changes.map((change, position) => (position === index ? { ...change, category } : change));
        expect(checkRegionCategoryChanges(broken).ok).toBe(false);
      }),
    );
  });
});

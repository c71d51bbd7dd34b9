import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { announcementCollapses, announcementTopOffset, mobileHeaderHeight } from './mobile-header';

const facts = fc.record({ cartQuantityFeature: fc.boolean(), customerChipShown: fc.boolean(), previewOrCreditShown: fc.boolean() });

describe('mobile header', () => {
  it('is 50 high, 100 with the customer row and 140 with a third row', () => {
    expect(mobileHeaderHeight({ cartQuantityFeature: false, customerChipShown: true, previewOrCreditShown: true })).toBe(50);
    expect(mobileHeaderHeight({ cartQuantityFeature: true, customerChipShown: true, previewOrCreditShown: false })).toBe(100);
    expect(mobileHeaderHeight({ cartQuantityFeature: true, customerChipShown: true, previewOrCreditShown: true })).toBe(140);
  });

  it('places the announcement at 49px on large screens and one pixel under the header otherwise', () => {
    fc.assert(
      fc.property(facts, (given) => {
        expect(announcementTopOffset(true, given)).toBe(49);
        expect([49, 99, 139]).toContain(announcementTopOffset(false, given));
      }),
    );
  });

  it('collapses only long announcements and only on small screens', () => {
    fc.assert(
      fc.property(fc.nat(2000), fc.boolean(), (length, small) => {
        expect(announcementCollapses(length, small)).toBe(small && length > 400);
      }),
    );
  });
});

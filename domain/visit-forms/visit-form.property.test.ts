import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkVisitForm, DISPLAY_PHOTO_SLOTS, SHOP_PHOTO_SLOTS, UNIFIED_CODE_SEPARATOR, VISIT_PHOTO_MAX_BYTES, VISIT_PHOTO_SLOTS, withoutUnifiedCustomerCode, type VisitFormDraft, type VisitPhotoState } from './visit-form';

const text = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ]{0,20}$/);
const drafts: fc.Arbitrary<VisitFormDraft> = fc.record({
  custCode: fc.stringMatching(/^[0-9]{10}$/),
  otherMidrange: text,
  brandDomination: text,
  qtyPlgGrp: fc.nat({ max: 1000 }),
  qtyNonPlgGrp: fc.nat({ max: 1000 }),
  brandDisplay: text,
  seriesList: fc.array(text, { minLength: 1, maxLength: 6 }),
  seriesBrand: text,
  equipment: fc.array(text, { maxLength: 5 }),
  notes: text,
});
const photoStates: fc.Arbitrary<VisitPhotoState> = fc.oneof(fc.constant({ kept: true } as const), fc.record({ kept: fc.constant(false as const), size: fc.integer({ min: 1, max: VISIT_PHOTO_MAX_BYTES - 1 }) }));
/** Any photos in any slots, small enough to keep. */
const photoSets = fc.dictionary(fc.constantFrom(...VISIT_PHOTO_SLOTS), photoStates);

describe('checking a visit form, for any photos', () => {
  it('accepts exactly the forms holding a shop photo and a display photo', () => {
    fc.assert(
      fc.property(drafts, photoSets, (draft, photos) => {
        const complete = SHOP_PHOTO_SLOTS.some((slot) => photos[slot]) && DISPLAY_PHOTO_SLOTS.some((slot) => photos[slot]);
        expect(checkVisitForm(draft, photos).ok).toBe(complete);
      }),
    );
  });

  it('refuses a form whenever any new photo is 100 MB or more, naming that slot', () => {
    fc.assert(
      fc.property(drafts, photoSets, fc.constantFrom(...VISIT_PHOTO_SLOTS), fc.integer({ min: VISIT_PHOTO_MAX_BYTES, max: 4 * VISIT_PHOTO_MAX_BYTES }), (draft, photos, slot, size) => {
        const checked = checkVisitForm(draft, { ...photos, [slot]: { kept: false, size } });
        expect(checked.ok).toBe(false);
        if (!checked.ok) expect(checked.error.map((error) => error.field[0])).toContain(slot);
      }),
    );
  });

  it('gives the same answer when the accepted form is checked again', () => {
    fc.assert(
      fc.property(drafts, photoSets, (draft, photos) => {
        const once = checkVisitForm(draft, photos);
        if (once.ok) expect(checkVisitForm(once.value, photos)).toEqual(once);
      }),
    );
  });
});

describe('stripping the unified code', () => {
  it('answers the customer code whatever unified code follows it, and is idempotent', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9A-Z]{1,10}$/), fc.stringMatching(/^U[0-9]{1,8}$/), (code, unified) => {
        const stripped = withoutUnifiedCustomerCode(`${code}${UNIFIED_CODE_SEPARATOR}${unified}`);
        expect(stripped).toBe(code);
        expect(withoutUnifiedCustomerCode(stripped)).toBe(stripped);
      }),
    );
  });
});

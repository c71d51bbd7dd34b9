import { describe, expect, it } from 'vitest';
import { checkVisitForm, VISIT_PHOTO_MAX_BYTES, visitPhotoType, withoutUnifiedCustomerCode, type VisitFormDraft } from './visit-form';

const draft: VisitFormDraft = {
  custCode: ' 0000100003 ',
  otherMidrange: 'United',
  brandDomination: 'Polygon',
  qtyPlgGrp: 12,
  qtyNonPlgGrp: 4,
  brandDisplay: 'Floor stand',
  seriesList: ['Siskiu', ' Siskiu', 'Xtrada'],
  seriesBrand: 'Polygon',
  equipment: [],
  notes: '',
};
const photos = { frontShop1: { kept: false, size: 2048 }, displayBanner: { kept: true } } as const;

describe('checking a visit form', () => {
  it('accepts a form with a shop photo, a display photo and a series, trimmed and without repeated series', () => {
    const checked = checkVisitForm(draft, photos);
    expect(checked).toEqual({ ok: true, value: { ...draft, custCode: '0000100003', seriesList: ['Siskiu', 'Xtrada'] } });
  });

  it('needs one display photo', () => {
    const checked = checkVisitForm(draft, { frontShop2: { kept: true } });
    expect(checked.ok ? [] : checked.error.map((error) => error.message)).toEqual(['visit_form_display_photo_required']);
  });

  it('needs one inside or outside photo of the shop', () => {
    const checked = checkVisitForm(draft, { displayPoster: { kept: false, size: 1 } });
    expect(checked.ok ? [] : checked.error.map((error) => error.message)).toEqual(['visit_form_shop_photo_required']);
  });

  it('needs a series selected', () => {
    const checked = checkVisitForm({ ...draft, seriesList: [' '] }, photos);
    expect(checked.ok ? [] : checked.error).toEqual([{ field: ['seriesList'], message: 'visit_form_series_required', values: {} }]);
  });

  it('refuses a new photo of 100 MB but keeps one under it and one kept from before', () => {
    const refused = checkVisitForm(draft, { ...photos, displayShop2: { kept: false, size: VISIT_PHOTO_MAX_BYTES } });
    expect(refused.ok ? [] : refused.error.map((error) => error.field)).toEqual([['displayShop2']]);
    expect(checkVisitForm(draft, { ...photos, displayShop2: { kept: false, size: VISIT_PHOTO_MAX_BYTES - 1 } }).ok).toBe(true);
  });

  it('refuses negative or broken counts', () => {
    const checked = checkVisitForm({ ...draft, qtyPlgGrp: -1, qtyNonPlgGrp: 1.5 }, photos);
    expect(checked.ok ? [] : checked.error.map((error) => error.field)).toEqual([['qtyPlgGrp'], ['qtyNonPlgGrp']]);
  });
});

describe('the customer code a filter sends', () => {
  it('strips the unified code a picker shows after the customer code', () => {
    expect(withoutUnifiedCustomerCode('0000100001 / U00001')).toBe('0000100001');
  });

  it('leaves a customer code alone', () => {
    expect(withoutUnifiedCustomerCode(' 0000100001 ')).toBe('0000100001');
  });
});

describe('the type of a photo', () => {
  it('is read from its first bytes', () => {
    expect(visitPhotoType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(visitPhotoType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpg');
    expect(visitPhotoType(new TextEncoder().encode('RIFF....WEBPVP8 '))).toBe('webp');
  });

  it('is none for a text file named like a picture', () => {
    expect(visitPhotoType(new TextEncoder().encode('%PDF-1.7 not a photo'))).toBeNull();
  });
});

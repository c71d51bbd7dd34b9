import { refused, ok, type Result } from '../shared/result';
import { userError, type UserError } from '../shared/user-error';

/** The two kinds of visit form a user area can offer (user_areas.form_visit): the brand's own shops and WIM shops. */
export const VISIT_FORM_KINDS = ['polygon', 'wim'] as const;
export type VisitFormKind = (typeof VISIT_FORM_KINDS)[number];

export function isVisitFormKind(value: string): value is VisitFormKind {
  return (VISIT_FORM_KINDS as readonly string[]).includes(value);
}

/** Pictures of the shop from the street and inside: at least one is needed. */
export const SHOP_PHOTO_SLOTS = ['frontShop1', 'frontShop2', 'frontShop3', 'frontShop4'] as const;
/** Pictures of how the brand is displayed: at least one is needed. */
export const DISPLAY_PHOTO_SLOTS = ['displayShop1', 'displayShop2', 'displayShop3', 'displayShop4', 'displayBanner', 'displayPoster', 'displayHangtagShimano'] as const;
export const VISIT_PHOTO_SLOTS = [...SHOP_PHOTO_SLOTS, ...DISPLAY_PHOTO_SLOTS] as const;
export type VisitPhotoSlot = (typeof VISIT_PHOTO_SLOTS)[number];

export function isVisitPhotoSlot(value: string): value is VisitPhotoSlot {
  return (VISIT_PHOTO_SLOTS as readonly string[]).includes(value);
}

/** A visit-form photo must be under 100 MB (spec 002 §9). */
export const VISIT_PHOTO_MAX_BYTES = 100 * 1024 * 1024;
/** The longest free text of a visit form (notes). */
export const VISIT_NOTES_MAX_LENGTH = 2000;
/** The longest short answer (other midrange brands, series brand). */
export const VISIT_FIELD_MAX_LENGTH = 200;
/** The most bikes a shop can be counted to hold of one group; more is a typing slip. */
export const VISIT_QTY_MAX = 100_000;

/** What a salesman records of one visit to a customer's shop, besides the photos. */
export interface VisitFormDraft {
  custCode: string;
  otherMidrange: string;
  brandDomination: string;
  qtyPlgGrp: number;
  qtyNonPlgGrp: number;
  brandDisplay: string;
  seriesList: readonly string[];
  seriesBrand: string;
  equipment: readonly string[];
  notes: string;
}

/** A photo slot as the rule sees it: kept from before, or newly chosen with its size in bytes. */
export type VisitPhotoState = { kept: true } | { kept: false; size: number };

/**
 * Checks a visit form before it is stored: a customer, at least one shop (inside or outside) photo, at least one
 * display photo, at least one series selected, counts that are whole and not negative, and every new photo under
 * 100 MB. Answers the draft with its texts trimmed, or every refusal.
 */
export function checkVisitForm(draft: VisitFormDraft, photos: Partial<Record<VisitPhotoSlot, VisitPhotoState>>): Result<VisitFormDraft> {
  const errors: UserError[] = [];
  const trimmed: VisitFormDraft = {
    ...draft,
    custCode: draft.custCode.trim(),
    otherMidrange: draft.otherMidrange.trim(),
    brandDomination: draft.brandDomination.trim(),
    brandDisplay: draft.brandDisplay.trim(),
    seriesBrand: draft.seriesBrand.trim(),
    notes: draft.notes.trim(),
    seriesList: [...new Set(draft.seriesList.map((series) => series.trim()).filter((series) => series !== ''))],
    equipment: [...new Set(draft.equipment.map((item) => item.trim()).filter((item) => item !== ''))],
  };
  if (trimmed.custCode === '') errors.push(userError('custCode', 'required'));
  for (const name of ['qtyPlgGrp', 'qtyNonPlgGrp'] as const) {
    const value = trimmed[name];
    if (!Number.isInteger(value) || value < 0 || value > VISIT_QTY_MAX) errors.push(userError(name, 'visit_form_invalid_quantity', { max: VISIT_QTY_MAX }));
  }
  for (const name of ['otherMidrange', 'seriesBrand', 'brandDomination', 'brandDisplay'] as const) {
    if (trimmed[name].length > VISIT_FIELD_MAX_LENGTH) errors.push(userError(name, 'max_length', { max: VISIT_FIELD_MAX_LENGTH }));
  }
  if (trimmed.notes.length > VISIT_NOTES_MAX_LENGTH) errors.push(userError('notes', 'max_length', { max: VISIT_NOTES_MAX_LENGTH }));
  if (trimmed.seriesList.length === 0) errors.push(userError('seriesList', 'visit_form_series_required'));
  if (!SHOP_PHOTO_SLOTS.some((slot) => photos[slot])) errors.push(userError('frontShop1', 'visit_form_shop_photo_required'));
  if (!DISPLAY_PHOTO_SLOTS.some((slot) => photos[slot])) errors.push(userError('displayShop1', 'visit_form_display_photo_required'));
  for (const slot of VISIT_PHOTO_SLOTS) {
    const photo = photos[slot];
    if (photo && !photo.kept && photo.size >= VISIT_PHOTO_MAX_BYTES) errors.push(userError(slot, 'visit_form_photo_too_large', { maxMb: VISIT_PHOTO_MAX_BYTES / 1024 / 1024 }));
  }
  return errors.length > 0 ? refused(...errors) : ok(trimmed);
}

/** Between a customer's own code and its unified code when a picker shows both ("0000100001 / U00001"). */
export const UNIFIED_CODE_SEPARATOR = ' / ';

/**
 * The customer code a visit-form or customer-code filter sends: the unified code a picker shows after the customer's
 * own code is stripped, and the rest trimmed, so the service always filters by the customer's own code.
 */
export function withoutUnifiedCustomerCode(code: string): string {
  const at = code.indexOf(UNIFIED_CODE_SEPARATOR.trim());
  return (at === -1 ? code : code.slice(0, at)).trim();
}

/** The photo types a visit form keeps, each recognised by the bytes it starts with rather than by its name. */
const PHOTO_SIGNATURES = [
  { type: 'png', matches: (bytes: Uint8Array) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => bytes[index] === byte) },
  { type: 'jpg', matches: (bytes: Uint8Array) => [0xff, 0xd8, 0xff].every((byte, index) => bytes[index] === byte) },
  { type: 'webp', matches: (bytes: Uint8Array) => String.fromCharCode(...bytes.slice(0, 4)) === 'RIFF' && String.fromCharCode(...bytes.slice(8, 12)) === 'WEBP' },
] as const;

/** The type of a photo by its content: PNG, JPEG or WebP; null for anything else, whatever its name says. */
export function visitPhotoType(bytes: Uint8Array): 'png' | 'jpg' | 'webp' | null {
  return PHOTO_SIGNATURES.find((signature) => signature.matches(bytes))?.type ?? null;
}

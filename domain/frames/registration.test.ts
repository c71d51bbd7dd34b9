import { describe, expect, it } from 'vitest';
import { accountDataRefusal, checkFrameRegistrationDraft, frameLookupMessage, frameRegistrationRefusal, normaliseFrameNumber, type DeliveredFrame, type FrameRegistrationDraft } from './registration';

const frame: DeliveredFrame = { frameNumber: 'PLG24A00001', brand: 'Polygon', customerId: 'dealer-1', registered: false };
const draft: FrameRegistrationDraft = {
  frameNumber: ' plg24a00001 ',
  soldDate: '2026-11-20',
  consumer: { name: 'Dewi Lestari', phone: '081234567890', address: 'Jl. Merdeka 1', city: 'Surabaya', email: 'dewi@example.com' },
  dealerName: '',
  nonRetail: false,
  useAccountData: false,
};

describe('account data for the buyer', () => {
  it('is refused only when asked for a bike not on the dealer’s account', () => {
    expect(accountDataRefusal(true, false)).toBe('frame_not_account_bike');
    expect(accountDataRefusal(true, true)).toBeNull();
    expect(accountDataRefusal(false, false)).toBeNull();
  });
});

describe('who may report a frame', () => {
  it('lets the dealer the brand delivered it to report it once', () => {
    expect(frameRegistrationRefusal('PLG24A00001', frame, 'dealer-1', ['Polygon'])).toBeNull();
    expect(frameRegistrationRefusal('PLG24A00001', { ...frame, registered: true }, 'dealer-1', ['Polygon'])).toBe('frame_already_reported');
  });

  it('answers not found for an unknown frame and for another dealer’s, alike', () => {
    expect(frameRegistrationRefusal('XX1', undefined, 'dealer-1', ['Polygon'])).toBe('frame_not_found');
    expect(frameRegistrationRefusal('PLG24A00001', frame, 'dealer-2', ['Polygon'])).toBe('frame_not_found');
  });

  it('refuses a frame of a brand the dealer does not sell', () => {
    expect(frameRegistrationRefusal('PLG24A00001', frame, 'dealer-1', ['Marin'])).toBe('frame_other_brand');
  });

  it('refuses a frame number longer than 30 characters before looking further', () => {
    expect(frameRegistrationRefusal('A'.repeat(31), frame, 'dealer-1', ['Polygon'])).toBe('frame_number_too_long');
    expect(frameRegistrationRefusal(` ${'A'.repeat(30)} `, undefined, 'dealer-1', [])).toBe('frame_not_found');
  });

  it('answers a lookup with the refusal or that the frame can be reported', () => {
    expect(frameLookupMessage('PLG24A00001', frame, 'dealer-1', ['Polygon'])).toBe('frame_can_be_reported');
    expect(frameLookupMessage('PLG24A00001', frame, 'dealer-2', ['Polygon'])).toBe('frame_not_found');
  });
});

describe('checking a reported sale', () => {
  it('accepts a complete sale and answers it trimmed, the frame number in capitals', () => {
    const checked = checkFrameRegistrationDraft(draft, '2026-11-26');
    expect(checked).toEqual({ ok: true, value: { ...draft, frameNumber: 'PLG24A00001' } });
    expect(normaliseFrameNumber(' ab-1 ')).toBe('AB-1');
  });

  it('refuses a sale dated after today and a blank frame number', () => {
    const checked = checkFrameRegistrationDraft({ ...draft, frameNumber: ' ', soldDate: '2026-11-27' }, '2026-11-26');
    expect(checked.ok ? [] : checked.error.map((error) => [error.field.join('.'), error.message])).toEqual([
      ['frameNumber', 'required'],
      ['soldDate', 'frame_sold_date_future'],
    ]);
  });

  it('refuses a frame number too long, a bad phone and a bad e-mail', () => {
    const consumer = { ...draft.consumer, phone: '0812-3456', email: 'dewi@' };
    const checked = checkFrameRegistrationDraft({ ...draft, frameNumber: 'B'.repeat(31), consumer }, '2026-11-26');
    expect(checked.ok ? [] : checked.error.map((error) => error.message)).toEqual(['frame_number_too_long', 'must_be_numeric_with_max_digits', 'valid_email']);
  });

  it('needs no consumer when the dealer’s account data stands in', () => {
    const consumer = { name: '', phone: '', address: '', city: '', email: '' };
    expect(checkFrameRegistrationDraft({ ...draft, consumer, useAccountData: true, nonRetail: true }, '2026-11-26').ok).toBe(true);
    const without = checkFrameRegistrationDraft({ ...draft, consumer }, '2026-11-26');
    expect(without.ok ? [] : without.error.map((error) => error.field.join('.'))).toEqual(['consumer.name', 'consumer.address', 'consumer.city', 'consumer.phone']);
  });
});

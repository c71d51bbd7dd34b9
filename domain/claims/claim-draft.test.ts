import { describe, expect, it } from 'vitest';
import { checkClaimDraft, type ClaimDraft } from './claim-draft';
import { checkClaimComment } from './claim-comment';
import { claimReferenceNo } from './claim-reference';

const noConsumer = { name: '', phone: '', email: '', address: '' };
const bike = (change: Partial<ClaimDraft> = {}): ClaimDraft => ({
  kind: 'bike',
  articleCode: ' VTTE-M-BLK ',
  frameNumber: 'VLC26A00101',
  qty: 3,
  problemIds: ['frame-crack'],
  customerNotes: '',
  consumer: noConsumer,
  attached: ['invoice', 'photo1', 'photo2', 'photo4'],
  ...change,
});
const paa = (change: Partial<ClaimDraft> = {}): ClaimDraft => bike({ kind: 'paa', articleCode: 'HB-STEM-90', frameNumber: '', qty: 2, attached: ['photo5'], ...change });
const messages = (draft: ClaimDraft, facts = {}) => {
  const checked = checkClaimDraft(draft, facts);
  return checked.ok ? [] : checked.error.map((error) => `${error.field.join('.')}:${error.message}`);
};

describe('the photos a claim needs (spec 002 §5)', () => {
  it('accepts a complete bike claim, trimmed, for one bike', () => {
    const checked = checkClaimDraft(bike());
    expect(checked).toMatchObject({ ok: true, value: { articleCode: 'VTTE-M-BLK', qty: 1 } });
  });

  it('names the invoice, full bike, serial number and issue photos a bike claim lacks', () => {
    expect(messages(bike({ attached: [] }))).toEqual([
      'invoice:claim_invoice_photo_required',
      'photo1:claim_full_bike_photo_required',
      'photo2:claim_serial_number_photo_required',
      'photo3:claim_issue_photo_required',
    ]);
  });

  it('asks a parts claim for one issue photo only', () => {
    expect(messages(paa())).toEqual([]);
    expect(messages(paa({ attached: ['invoice'] }))).toEqual(['photo1:claim_one_issue_photo_required']);
  });

  it('asks for the ID card once any consumer field is filled', () => {
    expect(messages(bike({ consumer: { ...noConsumer, phone: '0812' } }))).toEqual(['idCard:claim_id_card_required']);
    expect(messages(bike({ consumer: { ...noConsumer, phone: '0812' }, attached: ['invoice', 'photo1', 'photo2', 'photo3', 'idCard'] }))).toEqual([]);
  });
});

describe('the article and the frame', () => {
  it('sends a bike entered on the parts form to the bike form', () => {
    expect(messages(paa({ articleCode: 'VTTE-M-BLK' }), { article: { category: 'bike', brand: 'Velocita' } })).toEqual(['articleCode:claim_article_is_bike']);
  });

  it('names an unknown article, an unknown frame, another brand\'s frame and one already reported', () => {
    expect(messages(bike(), { article: null })).toEqual(['articleCode:article_not_found']);
    expect(messages(bike(), { frame: null })).toEqual(['frameNumber:frame_not_found']);
    expect(messages(bike(), { frame: { brand: 'Kestrel', ownBrand: false } })).toEqual(['frameNumber:claim_frame_not_own_brand']);
    expect(messages(bike(), { frame: { brand: 'Velocita', ownBrand: true }, frameAlreadyReported: true })).toEqual(['frameNumber:frame_already_reported']);
  });

  it('refuses a frame number longer than a frame carries, and a bike claim without one', () => {
    expect(messages(bike({ frameNumber: 'X'.repeat(31) }))).toEqual(['frameNumber:claim_frame_number_too_long']);
    expect(messages(bike({ frameNumber: ' ' }))).toEqual(['frameNumber:required']);
    expect(messages(paa())).toEqual([]);
  });

  it('asks for a problem where the host requires one, and a sensible quantity of parts', () => {
    expect(messages(bike({ problemIds: [] }), { problemRequired: true })).toEqual(['problemIds:select_at_least_one']);
    expect(messages(paa({ qty: 0 }))).toEqual(['qty:claim_qty_invalid']);
  });
});

describe('comments and reference numbers', () => {
  it('needs the claim id and a comment', () => {
    expect(checkClaimComment({ id: '', comment: ' ' })).toMatchObject({ ok: false, error: [{ message: 'required' }, { message: 'required' }] });
    expect(checkClaimComment({ id: 'c1', comment: ' Sent the part back ' })).toEqual({ ok: true, value: { id: 'c1', comment: 'Sent the part back' } });
  });

  it('numbers a claim by year and serial', () => {
    expect(claimReferenceNo(new Date('2026-11-26T10:00:00Z'), 42)).toBe('WC-2026-000042');
  });
});

import { describe, expect, it } from 'vitest';
import { checkPdiDraft, PDI_FRAME_NUMBER_MAX_LENGTH, pdiOutcome, type PdiDraft } from './inspection';

const CHECKLIST = ['brakes', 'gears', 'tyres'];

const draft = (change: Partial<PdiDraft> = {}): PdiDraft => ({
  frameNumber: ' PLG2400123 ',
  articleCode: '1001001',
  description: 'Checked before hand-over',
  brand: 'Polygon',
  merchandise: 'Mountain bike',
  mechanic: 'Eko',
  checks: [
    { itemId: 'tyres', result: 'adjusted' },
    { itemId: 'brakes', result: 'pass' },
    { itemId: 'gears', result: 'pass' },
  ],
  ...change,
});

describe('checking a pre-delivery inspection', () => {
  it('trims the fields and answers the checks in the order of the brand\'s checklist', () => {
    const checked = checkPdiDraft(draft(), CHECKLIST);
    expect(checked).toEqual({
      ok: true,
      value: expect.objectContaining({
        frameNumber: 'PLG2400123',
        checks: [
          { itemId: 'brakes', result: 'pass' },
          { itemId: 'gears', result: 'pass' },
          { itemId: 'tyres', result: 'adjusted' },
        ],
      }),
    });
  });

  it('requires the frame number, article, description, brand, merchandise and mechanic', () => {
    const checked = checkPdiDraft(draft({ frameNumber: ' ', articleCode: '', description: '', brand: '', merchandise: '', mechanic: '  ' }), CHECKLIST);
    expect(checked.ok ? [] : checked.error.map((error) => [error.field.join('.'), error.message])).toEqual([
      ['frameNumber', 'required'],
      ['articleCode', 'required'],
      ['description', 'required'],
      ['brand', 'required'],
      ['merchandise', 'required'],
      ['mechanic', 'required'],
    ]);
  });

  it('refuses a frame number longer than a frame carries', () => {
    const checked = checkPdiDraft(draft({ frameNumber: 'X'.repeat(PDI_FRAME_NUMBER_MAX_LENGTH + 1) }), CHECKLIST);
    expect(checked).toEqual({ ok: false, error: [{ field: ['frameNumber'], message: 'max_characters', values: { max: '30' } }] });
  });

  it('names a point left out, a point the brand does not have and a point answered twice', () => {
    const checked = checkPdiDraft(
      draft({
        checks: [
          { itemId: 'brakes', result: 'pass' },
          { itemId: 'saddle', result: 'pass' },
          { itemId: 'brakes', result: 'fail' },
        ],
      }),
      CHECKLIST,
    );
    expect(checked.ok ? [] : checked.error.map((error) => [error.field.join('.'), error.message])).toEqual([
      ['checks.1', 'pdi_checklist_unknown_item'],
      ['checks.2', 'pdi_checklist_item_twice'],
      ['checks.gears', 'pdi_checklist_incomplete'],
      ['checks.tyres', 'pdi_checklist_incomplete'],
    ]);
  });
});

describe('the outcome of an inspection', () => {
  it('keeps the bike back when a point failed, and lets adjusted points pass', () => {
    expect(pdiOutcome([{ itemId: 'brakes', result: 'adjusted' }, { itemId: 'gears', result: 'pass' }])).toBe('ready');
    expect(pdiOutcome([{ itemId: 'brakes', result: 'adjusted' }, { itemId: 'gears', result: 'fail' }])).toBe('not_ready');
  });
});

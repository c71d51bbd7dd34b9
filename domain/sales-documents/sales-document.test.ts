import { describe, expect, it } from 'vitest';
import { checkSalesDocument, checkSalesDocumentGroup, isValidAt } from './sales-document';

const draft = {
  type: 'technical',
  title: '  Torque table  ',
  subtitle: 'Frames 2027',
  body: '<p>Use a torque wrench.</p>',
  validFrom: new Date('2026-01-01T00:00:00Z'),
  validTo: new Date('2026-12-31T00:00:00Z'),
  groupId: null,
  marketIds: ['id', 'id'],
};

describe('sales document', () => {
  it('given a complete draft, when checked, then the title is trimmed and markets are unique', () => {
    expect(checkSalesDocument(draft)).toMatchObject({ ok: true, value: { title: 'Torque table', marketIds: ['id'] } });
  });

  it('given a draft without title or market and ending before it starts, when checked, then each field is named', () => {
    const result = checkSalesDocument({ ...draft, type: 'brochure', title: ' ', marketIds: [], validTo: new Date('2025-01-01T00:00:00Z') });
    expect(result.ok ? [] : result.error.map((error) => `${error.field.join('.')}:${error.message}`)).toEqual([
      'type:unknown_sales_document_type',
      'title:required',
      'validTo:valid_to_before_valid_from',
      'contentTargetMarkets:required',
    ]);
  });

  it('given a group without name, when checked, then the name is required', () => {
    expect(checkSalesDocumentGroup({ name: '', marketIds: ['id'] })).toMatchObject({ ok: false, error: [{ field: ['name'], message: 'required' }] });
  });

  it('given the last instant of the validity, when asked, then the document is still valid', () => {
    expect(isValidAt(draft, draft.validTo)).toBe(true);
    expect(isValidAt(draft, new Date(draft.validTo.getTime() + 1))).toBe(false);
  });
});

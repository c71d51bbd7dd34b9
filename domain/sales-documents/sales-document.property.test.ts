import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSalesDocument, isValidAt, SALES_DOCUMENT_TEXT_MAX } from './sales-document';

/** Instants within a few years of each other, so validities overlap the probes often. */
const instant = fc.date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2028-01-01T00:00:00Z'), noInvalidDate: true });
const draft = fc.record({
  type: fc.constantFrom('sales', 'technical', 'brochure', ''),
  title: fc.string({ maxLength: SALES_DOCUMENT_TEXT_MAX + 20 }),
  subtitle: fc.string({ maxLength: 20 }),
  body: fc.string(),
  validFrom: instant,
  validTo: instant,
  groupId: fc.constant(null),
  marketIds: fc.array(fc.constantFrom('id', 'sg', 'us'), { maxLength: 4 }),
});

describe('sales document properties', () => {
  it('an accepted document has a title, a known type, markets and a validity in order', () => {
    fc.assert(
      fc.property(draft, (candidate) => {
        const result = checkSalesDocument(candidate);
        if (!result.ok) return;
        expect(result.value.title).not.toBe('');
        expect(['sales', 'technical']).toContain(result.value.type);
        expect(result.value.marketIds.length).toBeGreaterThan(0);
        expect(result.value.validFrom.getTime()).toBeLessThanOrEqual(result.value.validTo.getTime());
      }),
    );
  });

  it('checking an accepted document again accepts it unchanged', () => {
    fc.assert(
      fc.property(draft, (candidate) => {
        const first = checkSalesDocument(candidate);
        if (first.ok) expect(checkSalesDocument(first.value)).toEqual(first);
      }),
    );
  });

  it('a document accepted with a validity is valid at its start and its end', () => {
    fc.assert(
      fc.property(draft, (candidate) => {
        const result = checkSalesDocument(candidate);
        if (result.ok) expect(isValidAt(result.value, result.value.validFrom) && isValidAt(result.value, result.value.validTo)).toBe(true);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { registrationDeletable, RETAIL_SALE_FILTERS, RETAIL_SALE_STATUSES, statusesOf, warrantyDocumentAvailable } from './retail-sale-status';

describe('retail sale statuses, for any status and filter', () => {
  it('a filter lets a status through exactly when it is All or that status', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RETAIL_SALE_FILTERS), fc.constantFrom(...RETAIL_SALE_STATUSES), (filter, status) => {
        expect(statusesOf(filter).includes(status)).toBe(filter === 'all' || filter === status);
      }),
    );
  });

  it('a sale with a warranty document can always be withdrawn, a processing one never', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RETAIL_SALE_STATUSES), (status) => {
        if (warrantyDocumentAvailable(status)) expect(registrationDeletable(status)).toBe(true);
        if (status.startsWith('processing_')) expect(registrationDeletable(status)).toBe(false);
      }),
    );
  });
});

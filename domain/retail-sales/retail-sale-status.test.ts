import { describe, expect, it } from 'vitest';
import { isRetailSaleStatus, registrationDeletable, RETAIL_SALE_STATUSES, statusesOf, warrantyDocumentAvailable } from './retail-sale-status';

describe('retail sale statuses', () => {
  it('lists the seven statuses of spec 001 and the All filter lets every one through', () => {
    expect(RETAIL_SALE_STATUSES).toHaveLength(7);
    expect(statusesOf('all')).toEqual(RETAIL_SALE_STATUSES);
    expect(statusesOf('failed_update')).toEqual(['failed_update']);
  });

  it('knows its own statuses and nothing else', () => {
    expect(isRetailSaleStatus('complete')).toBe(true);
    expect(isRetailSaleStatus('all')).toBe(false);
    expect(isRetailSaleStatus('Complete')).toBe(false);
  });

  it('offers the warranty document of a complete sale only', () => {
    expect(warrantyDocumentAvailable('complete')).toBe(true);
    expect(warrantyDocumentAvailable('pending_update')).toBe(false);
    expect(warrantyDocumentAvailable('processing_insert')).toBe(false);
  });

  it('keeps a registration while the brand is processing it', () => {
    expect(registrationDeletable('processing_insert')).toBe(false);
    expect(registrationDeletable('processing_update')).toBe(false);
    expect(registrationDeletable('failed_insert')).toBe(true);
    expect(registrationDeletable('complete')).toBe(true);
  });
});

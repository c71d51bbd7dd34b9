import { describe, expect, it } from 'vitest';
import { canDeleteDocument, invoiceLookupOf, invoiceNumbersOf, paymentRequestActions, paymentStatusOptionsOf, requestRangeErrors } from './payment-request-rules';

const dealer = ['page.payment-request'];
const administrator = ['page.payment-request', 'page.orderlist'];

describe('the creation-day filter', () => {
  it('given no dates, then the list is not narrowed by day and nothing is wrong', () => {
    expect(requestRangeErrors('', ' ')).toEqual([]);
  });

  it('given only one end, then both are asked for', () => {
    expect(requestRangeErrors('2026-03-01', '')).toEqual(['range_incomplete']);
    expect(requestRangeErrors('', '2026-03-01')).toEqual(['range_incomplete']);
  });

  it('given 30 days, then the range is used; given 31, then the filter rule refuses it', () => {
    expect(requestRangeErrors('2026-03-01', '2026-03-30')).toEqual([]);
    expect(requestRangeErrors('2026-03-01', '2026-03-31')).toEqual(['range_over_30_days']);
  });

  it('given from after to across a new year, then both rules are named', () => {
    expect(requestRangeErrors('2026-01-02', '2025-12-30')).toEqual(['from_after_to', 'different_years']);
  });
});

describe('the invoice numbers of the look-up', () => {
  it('given numbers separated by commas, semicolons and spaces with a repeat, then each comes once', () => {
    expect(invoiceNumbersOf(' 9000100009, 9000100010;9000100009\n9000100011 ')).toEqual(['9000100009', '9000100010', '9000100011']);
  });
});

describe('the look-up', () => {
  it('given a payer and typed numbers, then the payer is asked for each number once', () => {
    expect(invoiceLookupOf(' 0000100001 ', '9000100010, 9000100003')).toEqual({ ok: true, value: { payerCode: '0000100001', invoiceNumbers: ['9000100010', '9000100003'] } });
  });

  it('given no payer or no numbers, then it says which is missing', () => {
    expect(invoiceLookupOf(' ', '9000100010')).toEqual({ ok: false, error: 'payer_required' });
    expect(invoiceLookupOf('0000100001', ' , ')).toEqual({ ok: false, error: 'invoice_numbers_required' });
  });
});

describe('the status options', () => {
  it('given the service’s statuses in another order, then the five come in the order the spec names them, as the service describes them', () => {
    const answered = [
      { id: 'on_processing', description: 'Being checked' },
      { id: 'void', description: 'Void' },
      { id: 'complete', description: 'Complete' },
      { id: 'refunded', description: 'Refunded' },
      { id: 'failed', description: 'Failed' },
      { id: 'pending', description: 'Pending' },
    ];
    expect(paymentStatusOptionsOf(answered).map((option) => option.description)).toEqual(['Complete', 'Pending', 'Failed', 'Void', 'Being checked']);
  });

  it('given no statuses from the service, then the spec statuses are still offered', () => {
    expect(paymentStatusOptionsOf([]).map((option) => option.status)).toEqual(['complete', 'pending', 'failed', 'void', 'on_processing']);
  });
});

describe('what may be done with a request', () => {
  it('given a pending request, then a dealer may upload a receipt or a document and void it, but not approve it', () => {
    expect(paymentRequestActions({ status: 'pending' }, administrator)).toEqual({ approve: false, void: true, uploadReceipt: true, uploadDocument: true });
  });

  it('given a request on processing, then only an administrator may approve it, and nobody may void it', () => {
    expect(paymentRequestActions({ status: 'on_processing' }, dealer)).toEqual({ approve: false, void: false, uploadReceipt: false, uploadDocument: true });
    expect(paymentRequestActions({ status: 'on_processing' }, administrator).approve).toBe(true);
  });

  it.each(['complete', 'failed', 'void'] as const)('given a %s request, then nothing may be done', (status) => {
    expect(paymentRequestActions({ status }, administrator)).toEqual({ approve: false, void: false, uploadReceipt: false, uploadDocument: false });
    expect(canDeleteDocument({ status }, { kind: 'document' })).toBe(false);
  });

  it('given a request on processing, then its receipt stays while its other documents may be deleted', () => {
    expect(canDeleteDocument({ status: 'on_processing' }, { kind: 'receipt' })).toBe(false);
    expect(canDeleteDocument({ status: 'on_processing' }, { kind: 'document' })).toBe(true);
    expect(canDeleteDocument({ status: 'pending' }, { kind: 'receipt' })).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { initialPaymentRequestsState, paymentRequestLookupAsked, paymentRequestQueryAsked, paymentRequestsReducer } from './payment-requests-slice';

const voidOnly = { statuses: ['void'] as const, from: null, to: null, page: 1, limit: 10 };

describe('the query the list shows', () => {
  it('given a filter the rules accept, then the list moves to it, empty dates being no range', () => {
    const state = paymentRequestsReducer(initialPaymentRequestsState, paymentRequestQueryAsked({ ...voidOnly, from: '', to: '' }));
    expect(state.query).toEqual({ statuses: ['void'], from: null, to: null, page: 1, limit: 10 });
    expect(state.rangeErrors).toEqual([]);
  });

  it('given a range of 31 days, then the rule is said and the list keeps the query it had; a range that passes clears it', () => {
    const filtered = paymentRequestsReducer(initialPaymentRequestsState, paymentRequestQueryAsked(voidOnly));

    const refused = paymentRequestsReducer(filtered, paymentRequestQueryAsked({ ...voidOnly, from: '2026-02-01', to: '2026-03-03' }));
    expect(refused.rangeErrors).toEqual(['range_over_30_days']);
    expect(refused.query).toEqual(filtered.query);

    const accepted = paymentRequestsReducer(refused, paymentRequestQueryAsked({ ...voidOnly, from: '2026-02-01', to: '2026-03-02' }));
    expect(accepted.rangeErrors).toEqual([]);
    expect(accepted.query).toMatchObject({ from: '2026-02-01', to: '2026-03-02' });
  });
});

describe('the look-up', () => {
  it('given a payer and typed numbers, then it is asked; lacking numbers, it says so and asks nothing', () => {
    const asked = paymentRequestsReducer(initialPaymentRequestsState, paymentRequestLookupAsked({ payerCode: '0000100001', invoiceNumbers: '9000100010 9000100003' }));
    expect(asked.lookup).toEqual({ asked: { payerCode: '0000100001', invoiceNumbers: ['9000100010', '9000100003'] }, error: null });

    const lacking = paymentRequestsReducer(asked, paymentRequestLookupAsked({ payerCode: '0000100001', invoiceNumbers: ' ' }));
    expect(lacking.lookup).toEqual({ asked: null, error: 'invoice_numbers_required' });
  });
});

import { describe, expect, it } from 'vitest';
import { isIsoDate, prepareCheckout, toCheckoutPayload, validateCheckout, type CheckoutDraft } from './checkout-validation';

const valid: CheckoutDraft<{ articleCode: string; qty: number }> = {
  shipto: 'SHIP-001',
  paymentId: 'PAY-CASH',
  products: [{ articleCode: 'BK-100', qty: 2 }],
  custPoNo: 'PO-2031-0042',
  notes: 'Deliver to the back door',
  request_delivery_date: '2031-02-28',
};

describe('validateCheckout', () => {
  it('accepts a complete draft', () => {
    expect(validateCheckout(valid)).toEqual([]);
  });

  it('requires ship-to, payment and products, blanks counting as empty', () => {
    expect(validateCheckout({ shipto: '  ', paymentId: null, products: [] })).toEqual([
      { field: 'shipto', message: 'required' },
      { field: 'paymentId', message: 'required' },
      { field: 'products', message: 'required' },
    ]);
  });

  it('wants each quantity a whole number of at least 1', () => {
    const products = [{ qty: 1 }, { qty: 0 }, { qty: 2.5 }, { qty: -1 }];
    expect(validateCheckout({ ...valid, products }).map((error) => error.field)).toEqual(['products.1.qty', 'products.2.qty', 'products.3.qty']);
    expect(validateCheckout({ ...valid, products: [{ qty: 0 }] })).toEqual([{ field: 'products.0.qty', message: 'quantity_min', values: { min: 1 } }]);
  });

  it('allows a PO number of 35 characters and notes of 100, not one more', () => {
    expect(validateCheckout({ ...valid, custPoNo: 'P'.repeat(35), notes: 'n'.repeat(100) })).toEqual([]);
    expect(validateCheckout({ ...valid, custPoNo: 'P'.repeat(36), notes: 'n'.repeat(101) })).toEqual([
      { field: 'custPoNo', message: 'po_number_max_length', values: { max: 35 } },
      { field: 'notes', message: 'notes_max_length', values: { max: 100 } },
    ]);
  });

  it('counts characters as people do, after trimming', () => {
    expect(validateCheckout({ ...valid, custPoNo: ` ${'🚲'.repeat(35)} ` })).toEqual([]);
  });

  it('wants a requested delivery date, when given, to be a real date', () => {
    expect(validateCheckout({ ...valid, request_delivery_date: '2031-02-29' })).toEqual([{ field: 'request_delivery_date', message: 'valid_date' }]);
    expect(validateCheckout({ ...valid, request_delivery_date: '' })).toEqual([]);
  });

  it('refuses everything when the host does not allow checkout', () => {
    expect(validateCheckout(valid, { canCheckout: false })).toEqual([{ field: 'checkout', message: 'checkout_disabled' }]);
  });
});

describe('isIsoDate', () => {
  it('knows the calendar', () => {
    expect(isIsoDate('2032-02-29')).toBe(true);
    expect(isIsoDate('2100-02-29')).toBe(false);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('2031-04-31')).toBe(false);
    expect(isIsoDate('2031-00-10')).toBe(false);
    expect(isIsoDate('2031-1-10')).toBe(false);
  });
});

describe('toCheckoutPayload', () => {
  it('sends filled fields trimmed', () => {
    expect(toCheckoutPayload({ ...valid, shipto: ' SHIP-001 ', notes: ' hi ', shipments: [{ id: 'S1' }] })).toEqual({
      shipto: 'SHIP-001',
      paymentId: 'PAY-CASH',
      products: [{ articleCode: 'BK-100', qty: 2 }],
      custPoNo: 'PO-2031-0042',
      notes: 'hi',
      request_delivery_date: '2031-02-28',
      shipments: [{ id: 'S1' }],
    });
  });

  it('leaves empty optional fields out', () => {
    const payload = toCheckoutPayload({ ...valid, custPoNo: '', notes: '   ', request_delivery_date: null, shipments: [] });
    expect(Object.keys(payload)).toEqual(['shipto', 'paymentId', 'products']);
  });
});

describe('prepareCheckout', () => {
  it('gives the payload of a valid draft, or its errors', () => {
    expect(prepareCheckout({ ...valid, notes: undefined })).toEqual({ ok: true, payload: toCheckoutPayload({ ...valid, notes: undefined }) });
    expect(prepareCheckout({ ...valid, shipto: '' })).toEqual({ ok: false, errors: [{ field: 'shipto', message: 'required' }] });
  });
});

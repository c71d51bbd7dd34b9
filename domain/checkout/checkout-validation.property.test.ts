import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_MESSAGE_KEYS,
  NOTES_MAX_LENGTH,
  PO_NUMBER_MAX_LENGTH,
  prepareCheckout,
  toCheckoutPayload,
  validateCheckout,
  type CheckoutDraft,
} from './checkout-validation';

/** Text a little longer than the longest limit, so both sides of each limit occur. */
const MAX_TEXT = NOTES_MAX_LENGTH + 10;
/** Carts up to a dozen lines. */
const MAX_PRODUCTS = 12;
/** Quantities from below the minimum to a container load, fractions included. */
const MIN_QTY = -2;
const MAX_QTY = 500;
/** Shipment lists of a few entries. */
const MAX_SHIPMENTS = 3;

const blank = fc.constantFrom('', ' ', '\t', '  \n');
/** Valid values are weighted up so that drafts are often entirely valid and both sides of the property occur. */
const VALID_WEIGHT = 6;
const optionalText = (maxLength: number) => fc.option(fc.oneof(blank, fc.string({ maxLength }), fc.string({ minLength: 1, maxLength }).map((text) => ` ${text} `)), { nil: undefined });
const quantity = fc.oneof(
  { arbitrary: fc.integer({ min: 1, max: MAX_QTY }), weight: 4 * VALID_WEIGHT },
  { arbitrary: fc.integer({ min: MIN_QTY, max: 0 }), weight: 1 },
  { arbitrary: fc.double({ min: MIN_QTY, max: MAX_QTY, noNaN: true }), weight: 1 },
);
const date = fc.oneof(
  fc.constantFrom('2031-02-28', '2031-02-29', '2032-02-29', '2031-13-01', '2031-04-31', '31/12/2031', ''),
  fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true }).map((day) => day.toISOString().slice(0, 10)),
);
const draft: fc.Arbitrary<CheckoutDraft<{ qty: number }, { id: string }>> = fc.record({
  shipto: fc.oneof({ arbitrary: fc.stringMatching(/^SHIP-\d{3}$/), weight: VALID_WEIGHT }, blank, fc.constant(null)),
  paymentId: fc.oneof({ arbitrary: fc.stringMatching(/^PAY-[A-Z]{2,6}$/), weight: VALID_WEIGHT }, blank, fc.constant(null)),
  products: fc.array(fc.record({ qty: quantity }), { maxLength: MAX_PRODUCTS }),
  custPoNo: optionalText(PO_NUMBER_MAX_LENGTH + 5),
  notes: optionalText(MAX_TEXT),
  request_delivery_date: fc.option(date, { nil: undefined }),
  shipments: fc.option(fc.array(fc.record({ id: fc.string({ maxLength: 4 }) }), { maxLength: MAX_SHIPMENTS }), { nil: undefined }),
});

const filled = (value: string | null | undefined) => (value ?? '').trim();
const length = (value: string | null | undefined) => [...filled(value)].length;
/** Real dates are the ones a UTC calendar reads back unchanged. */
const realDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

describe('checkout validation properties', () => {
  it('accepts exactly the valid drafts', () => {
    fc.assert(
      fc.property(draft, (form) => {
        const valid =
          filled(form.shipto) !== '' &&
          filled(form.paymentId) !== '' &&
          form.products.length > 0 &&
          form.products.every((product) => Number.isInteger(product.qty) && product.qty >= 1) &&
          length(form.custPoNo) <= PO_NUMBER_MAX_LENGTH &&
          length(form.notes) <= NOTES_MAX_LENGTH &&
          (filled(form.request_delivery_date) === '' || realDate(filled(form.request_delivery_date)));
        expect(validateCheckout(form).length === 0).toBe(valid);
      }),
    );
  });

  it('every error names a field of the checkout call and a known message', () => {
    fc.assert(
      fc.property(draft, (form) => {
        for (const error of validateCheckout(form)) {
          expect(error.field).toMatch(/^(shipto|paymentId|products|products\.\d+\.qty|custPoNo|notes|request_delivery_date)$/);
          expect(CHECKOUT_MESSAGE_KEYS).toContain(error.message);
        }
      }),
    );
  });

  it('a field’s errors do not depend on the other fields', () => {
    fc.assert(
      fc.property(draft, draft, (form, other) => {
        const notesErrors = (errors: { field: string }[]) => errors.filter((error) => error.field === 'notes');
        expect(notesErrors(validateCheckout({ ...other, notes: form.notes }))).toEqual(notesErrors(validateCheckout(form)));
      }),
    );
  });

  it('the payload never carries an empty optional field', () => {
    fc.assert(
      fc.property(draft, (form) => {
        const payload = toCheckoutPayload(form);
        for (const key of ['custPoNo', 'notes', 'request_delivery_date'] as const) {
          if (key in payload) expect(payload[key]).not.toBe('');
          expect(key in payload).toBe(filled(form[key]) !== '');
        }
        expect('shipments' in payload).toBe((form.shipments ?? []).length > 0);
      }),
    );
  });

  it('the payload keeps what was filled in, trimmed', () => {
    fc.assert(
      fc.property(draft, (form) => {
        const payload = toCheckoutPayload(form);
        expect(payload.notes ?? '').toBe(filled(form.notes));
        expect(payload.custPoNo ?? '').toBe(filled(form.custPoNo));
        expect(payload.products).toEqual(form.products);
      }),
    );
  });

  it('preparing a payload twice changes nothing', () => {
    fc.assert(
      fc.property(draft, (form) => {
        const payload = toCheckoutPayload(form);
        expect(toCheckoutPayload(payload)).toEqual(payload);
      }),
    );
  });

  it('a prepared checkout is a valid one, and a refused one lists its errors', () => {
    fc.assert(
      fc.property(draft, (form) => {
        const prepared = prepareCheckout(form);
        expect(prepared.ok ? [] : prepared.errors).toEqual(validateCheckout(form));
      }),
    );
  });
});

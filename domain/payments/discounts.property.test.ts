import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, compare, equals, money, subtract, zero } from '../money/money';
import { isPositiveInvoice, type OpenInvoice } from '../invoices/open-invoice';
import { selectedInvoices, selectionOf } from '../invoices/selection';
import { invoiceDiscounts, paymentTotals } from './discounts';

const CURRENCY = 'XCU';
/** Invoices in a drawn ledger. */
const MAX_INVOICES = 8;
/** Installments per invoice: one (not in installments) up to four. */
const MAX_INSTALLMENTS = 4;
/** Line amounts up to a million, written with two decimals (in hundredths). */
const MAX_AMOUNT_CENTS = 100_000_000;
/** Discounts up to half a million: sometimes more than an invoice, to test the floor at zero. */
const MAX_DISCOUNT_CENTS = 50_000_000;
/** Rates from 0 to 1 in steps of 0.0001 (basis points). */
const MAX_RATE_BASIS_POINTS = 10_000;
/** Currencies with no decimals and with two. */
const PRECISIONS = [0, 2];

const cents = (value: number) => new Decimal(value).dividedBy(100).toFixed(2);

/** A payer's open lines: invoices in installments, sharing discounts per invoice, and some credit notes. */
const ledger: fc.Arbitrary<OpenInvoice[]> = fc
  .array(
    fc.record({
      credit: fc.integer({ min: 0, max: 4 }).map((draw) => draw === 0),
      installments: fc.array(fc.integer({ min: 1, max: MAX_AMOUNT_CENTS }), { minLength: 1, maxLength: MAX_INSTALLMENTS }),
      early: fc.integer({ min: 0, max: MAX_DISCOUNT_CENTS }),
      freight: fc.integer({ min: 0, max: MAX_DISCOUNT_CENTS }),
    }),
    { maxLength: MAX_INVOICES },
  )
  .map((invoices) =>
    invoices.flatMap((invoice, number) =>
      invoice.installments.map((amount, index) => ({
        id: `${number}-${index}`,
        invoiceNo: `${invoice.credit ? 'CN' : 'INV'}-${number}`,
        accountingNo: `AC-${number}-${index}`,
        assignment: `AS-${number}-${index}`,
        installment: invoice.installments.length > 1 ? index + 1 : null,
        dueDate: '2026-03-01',
        accountingAmount: invoice.credit ? `-${cents(amount)}` : cents(amount),
        earlyPaymentDiscount: cents(invoice.early),
        freightAllowance: cents(invoice.freight),
        status: 'Open',
        companyCode: 'ID01',
        payerCode: 'P1',
        payerName: 'Dealer One',
      })),
    ),
  );

const payments = ledger.chain((lines) =>
  fc.record({
    lines: fc.constant(lines),
    selection: fc.subarray(lines).map(selectionOf),
    rate: fc.option(fc.integer({ min: 0, max: MAX_RATE_BASIS_POINTS }).map((points) => new Decimal(points).dividedBy(10_000).toFixed()), { nil: null }),
    precision: fc.constantFrom(...PRECISIONS),
  }),
);

function totalsOf({ lines, selection, rate, precision }: { lines: OpenInvoice[]; selection: ReturnType<typeof selectionOf>; rate: string | null; precision: number }) {
  return paymentTotals({ openInvoices: lines, selection, paymentDiscountRate: rate, partialAmount: null, currency: CURRENCY, precision });
}

describe('discount properties', () => {
  it('an invoice earns its discounts exactly when every installment is selected, and once', () => {
    fc.assert(
      fc.property(payments, ({ lines, selection }) => {
        const selected = new Set(selectedInvoices(lines, selection));
        const positive = lines.filter(isPositiveInvoice);
        const complete = [...new Set(positive.map((line) => line.invoiceNo))].filter((invoiceNo) => positive.filter((line) => line.invoiceNo === invoiceNo).every((line) => selected.has(line)));
        const discounted = invoiceDiscounts(lines, selection, CURRENCY).discounted.map((invoice) => invoice.invoiceNo);
        expect(discounted).toEqual(complete.sort());
      }),
    );
  });

  it('an invoice with all installments selected counts its discount once, not once per installment', () => {
    fc.assert(
      fc.property(payments, ({ lines, selection }) => {
        for (const invoice of invoiceDiscounts(lines, selection, CURRENCY).discounted) {
          const carried = lines.find((line) => line.invoiceNo === invoice.invoiceNo)!;
          expect(equals(invoice.earlyPaymentDiscount, money(carried.earlyPaymentDiscount, CURRENCY))).toBe(true);
          expect(equals(invoice.freightAllowance, money(carried.freightAllowance, CURRENCY))).toBe(true);
        }
      }),
    );
  });

  it('discounts never exceed the total before discount, so the amount to pay is never below zero', () => {
    fc.assert(
      fc.property(payments, (payment) => {
        const totals = totalsOf(payment);
        const ceiling = totals.totalBeforeDiscount.amount.isNegative() ? zero(CURRENCY) : totals.totalBeforeDiscount;
        expect(compare(totals.totalDiscount, ceiling)).toBeLessThanOrEqual(0);
        if (!totals.totalBeforeDiscount.amount.isNegative()) expect(totals.toPay.amount.isNegative()).toBe(false);
      }),
    );
  });

  it('the figures add up: to pay is the total less the discounts, which are the sum of their parts', () => {
    fc.assert(
      fc.property(payments, (payment) => {
        const totals = totalsOf(payment);
        expect(equals(add(add(totals.earlyPaymentDiscount, totals.freightAllowance), totals.paymentMethodDiscount), totals.totalDiscount)).toBe(true);
        expect(equals(subtract(totals.totalBeforeDiscount, totals.totalDiscount), totals.toPay)).toBe(true);
      }),
    );
  });

  it('every figure is at the currency precision', () => {
    fc.assert(
      fc.property(payments, (payment) => {
        const totals = totalsOf(payment);
        for (const figure of [totals.totalBeforeDiscount, totals.earlyPaymentDiscount, totals.freightAllowance, totals.paymentMethodDiscount, totals.toPay]) {
          expect(figure.amount.decimalPlaces()).toBeLessThanOrEqual(payment.precision);
        }
      }),
    );
  });

  it('without invoice discounts, the method discount is the rate times the total, rounded once', () => {
    fc.assert(
      fc.property(payments, (payment) => {
        const plain = payment.lines.map((line) => ({ ...line, earlyPaymentDiscount: '0', freightAllowance: '0' }));
        const totals = totalsOf({ ...payment, lines: plain });
        fc.pre(totals.totalBeforeDiscount.amount.greaterThan(0));
        const exact = selectedInvoices(plain, payment.selection).reduce((total, line) => total.plus(line.accountingAmount), new Decimal(0));
        const expected = exact.times(payment.rate ?? '0').toDecimalPlaces(payment.precision, Decimal.ROUND_HALF_UP);
        expect(totals.paymentMethodDiscount.amount.equals(expected)).toBe(true);
      }),
    );
  });

  it('a partial payment pays what was entered and earns no discount', () => {
    fc.assert(
      fc.property(payments, fc.integer({ min: 100, max: MAX_AMOUNT_CENTS }), (payment, entered) => {
        const partialAmount = money(cents(entered), CURRENCY);
        const totals = paymentTotals({ openInvoices: payment.lines, selection: payment.selection, paymentDiscountRate: payment.rate, partialAmount, currency: CURRENCY, precision: 2 });
        expect(totals.isPartial).toBe(true);
        expect(equals(totals.toPay, partialAmount)).toBe(true);
        expect(totals.totalDiscount.amount.isZero()).toBe(true);
      }),
    );
  });

  it('the totals do not depend on the order of the lines', () => {
    fc.assert(
      fc.property(
        payments.chain((payment) => fc.tuple(fc.constant(payment), fc.shuffledSubarray(payment.lines, { minLength: payment.lines.length }))),
        ([payment, shuffled]) => {
          expect(totalsOf({ ...payment, lines: shuffled })).toEqual(totalsOf(payment));
        },
      ),
    );
  });
});

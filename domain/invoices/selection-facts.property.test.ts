import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/calendar-day';
import { paymentTotals } from '../payments/discounts';
import type { OpenInvoice } from './open-invoice';
import { judgeSelection, selectionOf, type InvoicePaymentRule } from './selection';
import { selectionFacts } from './selection-facts';

const TODAY = '2026-03-15';
/** Due dates up to 60 days either side of today, so that both payment-order rules bite. */
const MAX_DUE_OFFSET_DAYS = 60;
/** A ledger longer than a page, so the facts are usually far fewer than the lines. */
const MAX_LINES = 40;
const MAX_AMOUNT = 1_000_000;
/** Invoice numbers from a small pool, so invoices have several installments; credit notes likewise. */
const INVOICE_POOL = 15;
const CREDIT_NOTE_POOL = 4;
const STATUSES = ['Open', 'Open', 'Open', null, 'Pending Payment', 'Waiting For Payment'];

const ledger: fc.Arbitrary<OpenInvoice[]> = fc
  .array(
    fc.record({
      offset: fc.integer({ min: -MAX_DUE_OFFSET_DAYS, max: MAX_DUE_OFFSET_DAYS }),
      credit: fc.integer({ min: 0, max: 4 }).map((draw) => draw === 0),
      amount: fc.integer({ min: 0, max: MAX_AMOUNT }),
      invoice: fc.integer({ min: 1, max: INVOICE_POOL }),
      creditNote: fc.integer({ min: 1, max: CREDIT_NOTE_POOL }),
      discount: fc.integer({ min: 0, max: 5_000 }),
      status: fc.constantFrom(...STATUSES),
    }),
    { maxLength: MAX_LINES },
  )
  .map((drawn) =>
    drawn.map((line, index) => ({
      id: `L${String(index).padStart(2, '0')}`,
      invoiceNo: line.credit ? `CN-${line.creditNote}` : `INV-${line.invoice}`,
      accountingNo: `AC-${index}`,
      assignment: line.credit ? '' : `INV-${line.invoice}-${index % 3}`,
      installment: null,
      dueDate: addDays(TODAY, line.offset),
      accountingAmount: line.credit ? `-${line.amount + 1}` : String(line.amount),
      earlyPaymentDiscount: String(line.discount),
      freightAllowance: String(line.discount % 700),
      status: line.status,
      companyCode: 'ID01',
      payerCode: 'P1',
      payerName: 'Dealer One',
    })),
  );

/** A ledger, a selection of it, and a part of it holding at least the selection's facts. */
const ledgerSelectionAndPart = ledger.chain((lines) =>
  fc.tuple(fc.constant(lines), fc.subarray(lines).map(selectionOf), fc.subarray(lines)).map(([all, selection, extra]) => {
    const facts = new Set([...selectionFacts(all, selection), ...extra]);
    return { all, selection, part: all.filter((line) => facts.has(line)) };
  }),
);

describe('selection facts', () => {
  it('judge a selection as the whole ledger does, under either payment-order rule, however much more of the ledger comes with them', () => {
    fc.assert(
      fc.property(ledgerSelectionAndPart, fc.constantFrom<InvoicePaymentRule>('oldest', 'overdue'), ({ all, selection, part }, rule) => {
        const context = { rule, today: TODAY, currency: 'IDR' };
        const whole = judgeSelection(all, selection, context);
        const fromPart = judgeSelection(part, selection, context);
        expect(fromPart.wrong).toEqual(whole.wrong);
        expect(fromPart.blockers).toEqual(whole.blockers);
        expect(fromPart.allowed).toBe(whole.allowed);
        expect(fromPart.total.amount.toFixed()).toBe(whole.total.amount.toFixed());
        expect(fromPart.selected.map((line) => line.id)).toEqual(whole.selected.map((line) => line.id));
      }),
    );
  });

  it('total a payment, its discounts and its incomplete invoices, as the whole ledger does', () => {
    fc.assert(
      fc.property(ledgerSelectionAndPart, fc.constantFrom(null, '0.02'), ({ all, selection, part }, paymentDiscountRate) => {
        const totals = (lines: readonly OpenInvoice[]) => paymentTotals({ openInvoices: lines, selection, paymentDiscountRate, partialAmount: null, currency: 'IDR', precision: 0 });
        const whole = totals(all);
        const fromPart = totals(part);
        expect(fromPart.incompleteInvoices).toEqual(whole.incompleteInvoices);
        for (const figure of ['totalBeforeDiscount', 'earlyPaymentDiscount', 'freightAllowance', 'paymentMethodDiscount', 'toPay'] as const) {
          expect(fromPart[figure].amount.toFixed()).toBe(whole[figure].amount.toFixed());
        }
      }),
    );
  });

  it('hold every selected line and no more than the selected invoices and one line besides', () => {
    fc.assert(
      fc.property(ledgerSelectionAndPart, ({ all, selection }) => {
        const facts = selectionFacts(all, selection);
        const selected = judgeSelection(all, selection, { rule: 'oldest', today: TODAY, currency: 'IDR' }).selected;
        for (const line of selected) expect(facts).toContain(line);
        const invoices = new Set(selected.map((line) => line.invoiceNo));
        expect(facts.filter((line) => !invoices.has(line.invoiceNo)).length).toBeLessThanOrEqual(1);
      }),
    );
  });
});

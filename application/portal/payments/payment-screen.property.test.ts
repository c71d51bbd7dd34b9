import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../../../domain/dates/calendar-day';
import { judgeSelection, selectionOf } from '../../../domain/invoices/selection';
import { exampleInvoiceLine } from '../invoices/testing/invoices-gateway.in-memory';
import type { InvoiceLine } from '../invoices/ports';
import { chosenPayment, paymentScreen, serviceToday } from './payment-screen';
import { examplePaymentMethods } from './testing/payments-gateway.in-memory';

/** Lines of a drawn payer. */
const MAX_LINES = 6;
/** Due dates up to ninety days either side of today. */
const MAX_DAYS_FROM_TODAY = 90;
/** Amounts up to a hundred million rupiah; a fifth of the lines are credit notes. */
const MAX_AMOUNT = 100_000_000;
const TODAY = '2026-11-22';

const payerLines: fc.Arbitrary<InvoiceLine[]> = fc
  .array(
    fc.record({
      due: fc.integer({ min: -MAX_DAYS_FROM_TODAY, max: MAX_DAYS_FROM_TODAY }),
      amount: fc.integer({ min: 1, max: MAX_AMOUNT }),
      credit: fc.integer({ min: 0, max: 4 }).map((draw) => draw === 0),
    }),
    { minLength: 1, maxLength: MAX_LINES },
  )
  .map((drawn) =>
    drawn.map(({ due, amount, credit }, index) => {
      const dueDate = addDays(TODAY, due);
      const invoiceNo = `${credit ? '91' : '90'}0010000${index}`;
      return exampleInvoiceLine({ id: `line-${index}`, invoiceNo, assignment: invoiceNo, dueDate, overdue: daysBetween(TODAY, dueDate), accountingAmount: `${credit ? '-' : ''}${amount}.00` });
    }),
  );

const drawnScreen = fc.record({
  lines: payerLines,
  picks: fc.array(fc.boolean(), { minLength: MAX_LINES, maxLength: MAX_LINES }),
  rule: fc.constantFrom('oldest' as const, 'overdue' as const),
  allowPartialPayment: fc.boolean(),
  merchantId: fc.constantFrom(null, 'merchant-ID01-ach', 'merchant-ID01-va'),
  enteredAmount: fc.oneof(fc.constant(''), fc.integer({ min: -10, max: 2 * MAX_AMOUNT }).map(String)),
});

type DrawnScreen = typeof drawnScreen extends fc.Arbitrary<infer T> ? T : never;

function screenOf(drawn: DrawnScreen) {
  const selection = selectionOf(drawn.lines.filter((_, index) => drawn.picks[index]));
  const payment = drawn.merchantId ? chosenPayment({ methods: examplePaymentMethods(), saved: [] }, { kind: 'merchant', merchantId: drawn.merchantId }) : null;
  const view = paymentScreen({
    lines: drawn.lines,
    currency: 'IDR',
    precision: 0,
    selection,
    rules: { invoicePaymentRule: drawn.rule, allowPartialPayment: drawn.allowPartialPayment },
    payment,
    enteredAmount: drawn.enteredAmount,
  });
  return { view, selection };
}

describe('payment screen properties', () => {
  it('never lets a request through that the domain refuses, and shows every blocker of the domain', () => {
    fc.assert(
      fc.property(drawnScreen, (drawn) => {
        const { view, selection } = screenOf(drawn);
        const verdict = judgeSelection(drawn.lines, selection, { rule: drawn.rule, today: TODAY, currency: 'IDR' });
        expect(view.blockers.slice(0, verdict.blockers.length)).toEqual(verdict.blockers);
        if (view.canSubmit) expect(verdict.allowed).toBe(true);
      }),
    );
  });

  it('sends a partial amount only where partial payment is available, and then pays exactly it without discount', () => {
    fc.assert(
      fc.property(drawnScreen, (drawn) => {
        const { view } = screenOf(drawn);
        if (view.partialAmount === null) return;
        expect(view.partialAvailable).toBe(true);
        expect(view.totals).toMatchObject({ toPay: view.partialAmount, totalDiscount: '0', isPartial: true });
      }),
    );
  });

  it("recovers the service's today from any line", () => {
    fc.assert(
      fc.property(payerLines, (lines) => {
        expect(serviceToday(lines)).toBe(TODAY);
      }),
    );
  });
});

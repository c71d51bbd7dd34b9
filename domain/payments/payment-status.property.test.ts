import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INITIAL_PAYMENT_STATUS, isFinalPaymentStatus, movePayment, nextPaymentStatuses, PAYMENT_STATUS_DESCRIPTIONS, PAYMENT_STATUSES, paymentFlags, paymentStatusFromDescription, type PaymentStatus } from './payment-status';

/** Walks longer than the longest path through the five statuses, so a walk that could loop would show it. */
const MAX_WALK = 12;
/** Blanks drawn around and inside a description: none (the boundary) up to a few. */
const MAX_BLANKS = 3;

const statuses = fc.constantFrom(...PAYMENT_STATUSES);

/**
 * How far money has got, which the spec orders: not moved, moving, settled one way or another. Written out
 * here rather than read from the code, so that a move table that sent money backwards would fail the tests.
 */
const STAGE: Record<PaymentStatus, number> = { pending: 0, on_processing: 1, complete: 2, failed: 2, void: 2 };

/** A walk of allowed moves from the initial status, steered by the drawn choices; it stops at a final status. */
function walk(choices: readonly number[]): PaymentStatus[] {
  const path: PaymentStatus[] = [INITIAL_PAYMENT_STATUS];
  for (const choice of choices) {
    const next = PAYMENT_STATUSES.filter((to) => movePayment(path.at(-1)!, to).ok);
    if (next.length === 0) break;
    path.push(next[choice % next.length]!);
  }
  return path;
}

/** A text with every letter's case drawn independently, as a person or another system might write it. */
function recased(text: string, upper: readonly boolean[]): string {
  return [...text].map((char, index) => (upper[index % Math.max(upper.length, 1)] ? char.toUpperCase() : char.toLowerCase())).join('');
}

const blanks = fc.array(fc.constantFrom(' ', '\t', '\n'), { maxLength: MAX_BLANKS }).map((chars) => chars.join(''));

describe('payment status properties', () => {
  it('every move is answered: the new status, or a refusal that says whether the request was already final', () => {
    fc.assert(
      fc.property(statuses, statuses, (from, to) => {
        const result = movePayment(from, to);
        if (result.ok) expect(result.value).toBe(to);
        else expect(result.error).toBe(isFinalPaymentStatus(from) ? 'payment_already_final' : 'payment_transition_not_allowed');
      }),
    );
  });

  it('an allowed move always takes money further, never back or sideways', () => {
    fc.assert(
      fc.property(statuses, statuses, (from, to) => {
        if (movePayment(from, to).ok) expect(STAGE[to]).toBeGreaterThan(STAGE[from]);
      }),
    );
  });

  it('a status is final exactly when no move leaves it, and the statuses offered next are the moves allowed', () => {
    fc.assert(
      fc.property(statuses, (from) => {
        const allowed = PAYMENT_STATUSES.filter((to) => movePayment(from, to).ok);
        expect(isFinalPaymentStatus(from)).toBe(allowed.length === 0);
        expect([...nextPaymentStatuses(from)].sort()).toEqual([...allowed].sort());
      }),
    );
  });

  it('every walk from pending settles within two moves and never revisits a status', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: MAX_WALK }), (choices) => {
        const path = walk(choices);
        expect(path.length - 1).toBeLessThanOrEqual(2);
        expect(new Set(path).size).toBe(path.length);
        if (path.length - 1 < choices.length) expect(isFinalPaymentStatus(path.at(-1)!)).toBe(true);
      }),
    );
  });

  it('a completed request has passed through on processing, and a voided one never has', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: MAX_WALK }), (choices) => {
        const path = walk(choices);
        const end = path.at(-1)!;
        if (end === 'complete') expect(path).toContain('on_processing');
        if (end === 'void') expect(path).not.toContain('on_processing');
      }),
    );
  });

  it('walks from pending reach every status', () => {
    // Two moves suffice to reach anything, so every choice of the first two moves covers all walks.
    const reached = new Set(fc.sample(fc.array(fc.nat({ max: 5 }), { minLength: 2, maxLength: 2 }), 200).flatMap(walk));
    expect([...reached].sort()).toEqual([...PAYMENT_STATUSES].sort());
  });

  it('a description reads back as its status whatever its case and spacing', () => {
    fc.assert(
      fc.property(statuses, fc.array(fc.boolean(), { minLength: 1 }), blanks, blanks, blanks, (status, upper, before, inside, after) => {
        const written = recased(PAYMENT_STATUS_DESCRIPTIONS[status], upper).replace(/ /g, ` ${inside}`);
        expect(paymentStatusFromDescription(`${before}${written}${after}`)).toBe(status);
      }),
    );
  });

  it('any text at all reads as a status or as none, and only a text that spells that status\'s description', () => {
    const letters = (text: string) => text.replace(/\s/g, '').toLowerCase();
    fc.assert(
      fc.property(fc.option(fc.oneof(fc.string(), fc.constantFrom(...Object.values(PAYMENT_STATUS_DESCRIPTIONS))), { nil: undefined }), (text) => {
        const status = paymentStatusFromDescription(text);
        if (status !== null) expect(letters(text ?? '')).toBe(letters(PAYMENT_STATUS_DESCRIPTIONS[status]));
      }),
    );
  });

  it('each status sets exactly one order payment flag, and no two statuses the same one', () => {
    fc.assert(
      fc.property(statuses, statuses, (a, b) => {
        const flagOf = (status: PaymentStatus) => Object.entries(paymentFlags(status)).filter(([, set]) => set).map(([flag]) => flag);
        expect(flagOf(a)).toHaveLength(1);
        expect(flagOf(a)[0] === flagOf(b)[0]).toBe(a === b);
      }),
    );
  });
});

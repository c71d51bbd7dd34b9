import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INITIAL_PAYMENT_STATUS, isFinalPaymentStatus, movePayment, nextPaymentStatuses, PAYMENT_STATUS_DESCRIPTIONS, PAYMENT_STATUSES, paymentFlags, paymentStatusFromDescription, type PaymentStatus } from './payment-status';

/** Walks longer than the longest path through the five statuses. */
const MAX_WALK = 12;

const statuses = fc.constantFrom(...PAYMENT_STATUSES);

function reachableFrom(start: PaymentStatus): Set<PaymentStatus> {
  const seen = new Set<PaymentStatus>([start]);
  const queue = [start];
  while (queue.length > 0) {
    for (const next of nextPaymentStatuses(queue.shift()!)) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

describe('payment status properties', () => {
  it('no move leaves a final status', () => {
    fc.assert(
      fc.property(statuses, statuses, (from, to) => {
        fc.pre(isFinalPaymentStatus(from));
        expect(movePayment(from, to).ok).toBe(false);
      }),
    );
  });

  it('a move is allowed exactly when the table lists it', () => {
    fc.assert(
      fc.property(statuses, statuses, (from, to) => {
        expect(movePayment(from, to).ok).toBe(nextPaymentStatuses(from).includes(to));
      }),
    );
  });

  it('any walk of allowed moves from pending ends in a final status within two moves', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: MAX_WALK }), (choices) => {
        let status: PaymentStatus = INITIAL_PAYMENT_STATUS;
        let steps = 0;
        for (const choice of choices) {
          const next = nextPaymentStatuses(status);
          if (next.length === 0) break;
          status = next[choice % next.length]!;
          steps += 1;
        }
        expect(steps).toBeLessThanOrEqual(2);
        if (steps < choices.length) expect(isFinalPaymentStatus(status)).toBe(true);
      }),
    );
  });

  it('every status is reachable from pending', () => {
    expect([...reachableFrom(INITIAL_PAYMENT_STATUS)].sort()).toEqual([...PAYMENT_STATUSES].sort());
  });

  it('from every status a final status can be reached', () => {
    fc.assert(
      fc.property(statuses, (status) => {
        expect([...reachableFrom(status)].some(isFinalPaymentStatus)).toBe(true);
      }),
    );
  });

  it('a status read back from its description is itself', () => {
    fc.assert(
      fc.property(statuses, (status) => {
        expect(paymentStatusFromDescription(PAYMENT_STATUS_DESCRIPTIONS[status])).toBe(status);
      }),
    );
  });

  it('each status sets exactly one order payment flag', () => {
    fc.assert(
      fc.property(statuses, (status) => {
        expect(Object.values(paymentFlags(status)).filter(Boolean)).toHaveLength(1);
      }),
    );
  });
});

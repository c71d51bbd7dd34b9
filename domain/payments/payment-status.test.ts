import { describe, expect, it } from 'vitest';
import { approvePayment, isFinalPaymentStatus, movePayment, nextPaymentStatuses, paymentFlags, paymentStatusFromDescription, voidPayment } from './payment-status';

describe('payment request statuses', () => {
  it('walks pending → on processing → complete', () => {
    expect(movePayment('pending', 'on_processing')).toEqual({ ok: true, value: 'on_processing' });
    expect(approvePayment('on_processing')).toEqual({ ok: true, value: 'complete' });
  });

  it('fails from pending or on processing', () => {
    expect(movePayment('pending', 'failed').ok).toBe(true);
    expect(movePayment('on_processing', 'failed').ok).toBe(true);
  });

  it('voids only a pending request', () => {
    expect(voidPayment('pending')).toEqual({ ok: true, value: 'void' });
    expect(voidPayment('on_processing')).toEqual({ ok: false, error: 'payment_transition_not_allowed' });
  });

  it('does not approve a request no money has reached yet', () => {
    expect(approvePayment('pending')).toEqual({ ok: false, error: 'payment_transition_not_allowed' });
  });

  it('moves no further from a final status', () => {
    expect(approvePayment('complete')).toEqual({ ok: false, error: 'payment_already_final' });
    expect(voidPayment('void')).toEqual({ ok: false, error: 'payment_already_final' });
    expect(nextPaymentStatuses('failed')).toEqual([]);
    expect(['complete', 'failed', 'void'].every((status) => isFinalPaymentStatus(status as 'complete'))).toBe(true);
    expect(isFinalPaymentStatus('on_processing')).toBe(false);
  });

  it('reads the descriptions the filter shows', () => {
    expect(paymentStatusFromDescription('On Processing')).toBe('on_processing');
    expect(paymentStatusFromDescription(' complete ')).toBe('complete');
    expect(paymentStatusFromDescription('Refunded')).toBeNull();
  });

  it('sets the order payment flag of each status', () => {
    expect(paymentFlags('pending')).toEqual({ waiting: true, uploaded: false, failed: false, voided: false, completed: false });
    expect(paymentFlags('on_processing').uploaded).toBe(true);
    expect(paymentFlags('void').voided).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { toDecimalString } from '../money/money';
import { ageingBucketOf, ageingBuckets, daysUntilDue, dueState, groupOpenInvoices, invoiceStatusGroup, isOverdue, isPayableStatus, splitByStatusGroup } from './due-state';

const TODAY = '2026-03-15';

describe('due states', () => {
  it('is due now on the due date and overdue from the day after', () => {
    expect(dueState('2026-03-15', TODAY)).toEqual({ key: 'due_now', days: 0, daysUntilDue: 0 });
    expect(dueState('2026-03-14', TODAY)).toEqual({ key: 'overdue_days', days: 1, daysUntilDue: -1 });
    expect(isOverdue('2026-03-15', TODAY)).toBe(false);
    expect(isOverdue('2026-03-14', TODAY)).toBe(true);
  });

  it('is due within 30 days up to the thirtieth day and due in more than 30 days after', () => {
    expect(dueState('2026-03-16', TODAY)).toEqual({ key: 'due_within_days', days: 30, daysUntilDue: 1 });
    expect(dueState('2026-04-14', TODAY)).toEqual({ key: 'due_within_days', days: 30, daysUntilDue: 30 });
    expect(dueState('2026-04-15', TODAY)).toEqual({ key: 'due_in_more_than_days', days: 30, daysUntilDue: 31 });
  });

  it('counts overdue days across months', () => {
    expect(dueState('2026-01-31', TODAY).days).toBe(43);
    expect(daysUntilDue('2026-01-31', TODAY)).toBe(-43);
  });

  it('takes another horizon when given one', () => {
    expect(dueState('2026-03-22', TODAY, 7).key).toBe('due_within_days');
    expect(dueState('2026-03-23', TODAY, 7)).toEqual({ key: 'due_in_more_than_days', days: 7, daysUntilDue: 8 });
    expect(() => dueState('2026-03-23', TODAY, 0)).toThrow(RangeError);
  });
});

describe('ageing buckets', () => {
  it('puts the bucket edges where the buckets say', () => {
    expect([-5, 0, 1, 30, 31, 60, 61, 90, 91, 400].map(ageingBucketOf)).toEqual([
      'current',
      'current',
      'overdue_1_30',
      'overdue_1_30',
      'overdue_31_60',
      'overdue_31_60',
      'overdue_61_90',
      'overdue_61_90',
      'overdue_over_90',
      'overdue_over_90',
    ]);
  });

  it('sums every bucket, empty ones included, deductions lowering the value', () => {
    const buckets = ageingBuckets(
      [
        { dueDate: '2026-04-01', accountingAmount: '1000' },
        { dueDate: '2026-03-01', accountingAmount: '500' },
        { dueDate: '2026-02-20', accountingAmount: '-200' },
        { dueDate: '2025-11-01', accountingAmount: '300' },
      ],
      TODAY,
      'IDR',
    );
    expect(buckets.map((bucket) => [bucket.key, bucket.count, toDecimalString(bucket.value)])).toEqual([
      ['current', 1, '1000'],
      ['overdue_1_30', 2, '300'],
      ['overdue_31_60', 0, '0'],
      ['overdue_61_90', 0, '0'],
      ['overdue_over_90', 1, '300'],
    ]);
    expect(buckets[1]).toMatchObject({ from: 1, to: 30 });
  });
});

describe('invoice status groups', () => {
  it('makes Open and no status payable and shows the two payment statuses apart', () => {
    expect(invoiceStatusGroup('Open')).toBe('open');
    expect(invoiceStatusGroup(null)).toBe('open');
    expect(invoiceStatusGroup('')).toBe('open');
    expect(invoiceStatusGroup('Pending Payment')).toBe('pending_payment');
    expect(invoiceStatusGroup('waiting  for payment')).toBe('waiting_for_payment');
    expect(isPayableStatus('Pending Payment')).toBe(false);
  });

  it('does not let an unknown status be paid', () => {
    expect(invoiceStatusGroup('Disputed')).toBe('other');
    expect(isPayableStatus('Disputed')).toBe(false);
  });

  it('splits lines by group, keeping their order', () => {
    const lines = [{ status: 'Open', n: 1 }, { status: 'Pending Payment', n: 2 }, { status: null, n: 3 }];
    expect(splitByStatusGroup(lines)).toEqual({ open: [lines[0], lines[2]], pending_payment: [lines[1]], waiting_for_payment: [], other: [] });
  });
});

describe('open invoice grouping', () => {
  it('groups by company then credit customer, oldest due first, with ageing', () => {
    const line = (companyCode: string, payerCode: string, invoiceNo: string, dueDate: string) => ({
      companyCode,
      payerCode,
      payerName: `Payer ${payerCode}`,
      invoiceNo,
      accountingNo: invoiceNo,
      dueDate,
      accountingAmount: '100',
    });
    const grouped = groupOpenInvoices(
      [line('ID02', 'P1', 'INV-4', '2026-03-01'), line('ID01', 'P2', 'INV-3', '2026-04-01'), line('ID01', 'P1', 'INV-2', '2026-05-01'), line('ID01', 'P1', 'INV-1', '2026-02-01')],
      TODAY,
      'IDR',
    );
    expect(grouped.map((company) => [company.companyCode, company.creditCustomers.map((payer) => [payer.payerCode, payer.invoices.map((invoice) => invoice.invoiceNo)])])).toEqual([
      ['ID01', [['P1', ['INV-1', 'INV-2']], ['P2', ['INV-3']]]],
      ['ID02', [['P1', ['INV-4']]]],
    ]);
    expect(grouped[0]!.creditCustomers[0]!.payerName).toBe('Payer P1');
    expect(grouped[0]!.creditCustomers[0]!.ageing.map((bucket) => bucket.count)).toEqual([1, 0, 1, 0, 0]);
  });
});

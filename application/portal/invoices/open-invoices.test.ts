import { describe, expect, it } from 'vitest';
import { exampleAveragePaymentDays, exampleInvoiceCompanies, exampleInvoiceLine, exampleOpenInvoiceLines } from './testing/invoices-gateway.in-memory';
import { latestYearFirst, openInvoicesAsListed } from './open-invoices';

describe('open invoices as listed', () => {
  it('given payable, waiting, pending and unknown-status lines, then only Open or no status is payable and the rest is apart, in order', () => {
    const lines = [
      ...exampleOpenInvoiceLines(),
      exampleInvoiceLine({ invoiceNo: '9000100009', status: 'Waiting For Payment', statusGroup: 'waiting_for_payment' }),
      exampleInvoiceLine({ invoiceNo: '9000100010', status: 'Pending Payment', statusGroup: 'pending_payment' }),
      exampleInvoiceLine({ invoiceNo: '9000100011', status: 'Disputed', statusGroup: 'other' }),
      exampleInvoiceLine({ invoiceNo: '9000100012', status: null }),
    ];

    const [payer] = openInvoicesAsListed(exampleInvoiceCompanies(lines))[0]!.creditCustomers;

    expect(payer!.payable.map((line) => line.invoiceNo)).toEqual(['9000100001', '9000100002', '9000100005', '9000100008', '9000100008', '9100100001', '9000100012']);
    expect(payer!.notPayable.map((line) => [line.invoiceNo, line.status])).toEqual([
      ['9000100010', 'Pending Payment'],
      ['9000100009', 'Waiting For Payment'],
      ['9000100011', 'Disputed'],
    ]);
    expect(payer).toMatchObject({ payerCode: '0000100001', total: '64403500.00' });
    expect(payer!.ageing.map((bucket) => bucket.key)).toEqual(['current', 'overdue_1_30', 'overdue_31_60', 'overdue_61_90', 'overdue_over_90']);
  });

  it('given an invoice in installments, then each of its lines counts the installments and other lines count none', () => {
    const rows = openInvoicesAsListed(exampleInvoiceCompanies())[0]!.creditCustomers[0]!.payable;

    expect(rows.filter((row) => row.invoiceNo === '9000100008').map((row) => [row.installment, row.installmentCount])).toEqual([
      [1, 2],
      [2, 2],
    ]);
    expect(rows.find((row) => row.invoiceNo === '9000100001')!.installmentCount).toBeNull();
  });
});

describe('average payment days', () => {
  it('given three years, then the latest year comes first', () => {
    expect(latestYearFirst(exampleAveragePaymentDays())?.years.map((year) => year.year)).toEqual([2026, 2025, 2024]);
  });

  it('given no customer, then there is nothing to show', () => {
    expect(latestYearFirst(null)).toBeNull();
  });
});

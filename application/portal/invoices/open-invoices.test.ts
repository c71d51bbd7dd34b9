import { describe, expect, it } from 'vitest';
import { exampleInvoiceCompanies, exampleInvoiceLine, exampleOpenInvoiceLines, InvoicesGatewayInMemory } from './testing/invoices-gateway.in-memory';
import { createLoadAveragePaymentDays, createLoadOpenInvoices } from './open-invoices';
import type { InvoicesGateway } from './ports';

const unreachable = (): InvoicesGateway => {
  const fail = async () => {
    throw new Error('offline');
  };
  return { openInvoices: fail, paidInvoices: fail, invoiceDetails: fail, averagePaymentDays: fail, sendInvoiceEmail: fail, businessDay: fail };
};

describe('loading open invoices', () => {
  it('given payable, waiting, pending and unknown-status lines, when loaded, then only Open or no status is payable and the rest is apart, in order', async () => {
    const lines = [
      ...exampleOpenInvoiceLines(),
      exampleInvoiceLine({ invoiceNo: '9000100009', status: 'Waiting For Payment', statusGroup: 'waiting_for_payment' }),
      exampleInvoiceLine({ invoiceNo: '9000100010', status: 'Pending Payment', statusGroup: 'pending_payment' }),
      exampleInvoiceLine({ invoiceNo: '9000100011', status: 'Disputed', statusGroup: 'other' }),
      exampleInvoiceLine({ invoiceNo: '9000100012', status: null }),
    ];
    const loadOpenInvoices = createLoadOpenInvoices({ invoices: new InvoicesGatewayInMemory(exampleInvoiceCompanies(lines)) });

    const result = await loadOpenInvoices();

    if (!result.ok) throw new Error('expected the open invoices');
    const [payer] = result.value[0]!.creditCustomers;
    expect(payer!.payable.map((line) => line.invoiceNo)).toEqual(['9000100001', '9000100002', '9000100005', '9000100008', '9000100008', '9100100001', '9000100012']);
    expect(payer!.notPayable.map((line) => [line.invoiceNo, line.status])).toEqual([
      ['9000100010', 'Pending Payment'],
      ['9000100009', 'Waiting For Payment'],
      ['9000100011', 'Disputed'],
    ]);
    expect(payer).toMatchObject({ payerCode: '0000100001', total: '64403500.00' });
    expect(payer!.ageing.map((bucket) => bucket.key)).toEqual(['current', 'overdue_1_30', 'overdue_31_60', 'overdue_61_90', 'overdue_over_90']);
  });

  it('given an invoice in installments, when loaded, then each of its lines counts the installments and other lines count none', async () => {
    const result = await createLoadOpenInvoices({ invoices: new InvoicesGatewayInMemory() })();

    if (!result.ok) throw new Error('expected the open invoices');
    const rows = result.value[0]!.creditCustomers[0]!.payable;
    expect(rows.filter((row) => row.invoiceNo === '9000100008').map((row) => [row.installment, row.installmentCount])).toEqual([
      [1, 2],
      [2, 2],
    ]);
    expect(rows.find((row) => row.invoiceNo === '9000100001')!.installmentCount).toBeNull();
  });

  it('given the service cannot be reached, when loaded, then the load fails', async () => {
    expect(await createLoadOpenInvoices({ invoices: unreachable() })()).toEqual({ ok: false, error: 'load_failed' });
  });
});

describe('loading average payment days', () => {
  it('given three years, when loaded, then the latest year comes first', async () => {
    const result = await createLoadAveragePaymentDays({ invoices: new InvoicesGatewayInMemory() })();

    expect(result.ok && result.value?.years.map((year) => year.year)).toEqual([2026, 2025, 2024]);
  });

  it('given no customer, when loaded, then there is nothing to show; given no service, the load fails', async () => {
    expect(await createLoadAveragePaymentDays({ invoices: new InvoicesGatewayInMemory(undefined, { paymentDays: null }) })()).toEqual({ ok: true, value: null });
    expect(await createLoadAveragePaymentDays({ invoices: unreachable() })()).toEqual({ ok: false, error: 'load_failed' });
  });
});

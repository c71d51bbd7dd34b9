import { describe, expect, it } from 'vitest';
import { InvoicesGatewayInMemory } from './testing/invoices-gateway.in-memory';
import { createLoadPaidInvoices, openingPaidInvoiceRange, paidInvoiceRangeErrors } from './paid-invoices';

describe('paid invoices', () => {
  it('given a valid range of November, when loaded, then the paid lines dated in it come back', async () => {
    const invoices = new InvoicesGatewayInMemory();

    const result = await createLoadPaidInvoices({ invoices })({ from: '2026-11-01', to: '2026-11-30' });

    expect(result.ok && result.value.map((line) => line.invoiceNo)).toEqual(['9000100201']);
    expect(invoices.paidRequests).toEqual([{ from: '2026-11-01', to: '2026-11-30' }]);
  });

  it('given a range of 31 days, when loaded, then it is refused with the 30-day rule and the service is not asked', async () => {
    const invoices = new InvoicesGatewayInMemory();

    const result = await createLoadPaidInvoices({ invoices })({ from: '2026-10-01', to: '2026-10-31' });

    expect(result).toEqual({ ok: false, error: { kind: 'invalid_range', errors: ['range_over_30_days'] } });
    expect(invoices.paidRequests).toEqual([]);
  });

  it('given from after to across a year end, then both broken rules are named', () => {
    expect(paidInvoiceRangeErrors({ from: '2027-01-02', to: '2026-12-30' })).toEqual(['from_after_to', 'different_years']);
    expect(paidInvoiceRangeErrors({ from: '2026-12-01', to: '2026-12-30' })).toEqual([]);
  });

  it('given today is 22 November, then the list opens on the 30 days up to today; on 10 January it starts on 1 January', () => {
    expect(openingPaidInvoiceRange('2026-11-22')).toEqual({ from: '2026-10-24', to: '2026-11-22' });
    expect(openingPaidInvoiceRange('2027-01-10')).toEqual({ from: '2027-01-01', to: '2027-01-10' });
  });
});

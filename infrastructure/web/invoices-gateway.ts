import type { InvoiceCompany, InvoiceLine, InvoicesGateway, OpenInvoiceFilter } from '../../application/portal/invoices/ports';
import { DUE_STATE_KEYS, type DueStateKey } from '../../domain/invoices/due-state';
import { OpenInvoicesDocument, type InvoiceLineFieldsFragment } from '../graphql/generated/client/graphql';
import type { GraphqlClient } from './graphql-client';

function dueStateKey(key: string): DueStateKey {
  const known = DUE_STATE_KEYS.find((candidate) => candidate === key);
  if (!known) throw new Error(`Unknown due state "${key}"`);
  return known;
}

/** An invoice line as the InvoiceLineFields fragment selects it, in the portal's terms. */
export function toInvoiceLine(line: InvoiceLineFieldsFragment): InvoiceLine {
  return {
    id: line.id,
    sorg: line.sorg,
    invoiceNo: line.invoiceNo,
    accountingNo: line.accountingNo,
    assignment: line.assignment,
    installment: line.installment ?? null,
    doNo: line.doNo ?? null,
    invoiceDate: line.invoiceDate,
    dueDate: line.dueDate,
    overdue: line.overdue,
    dueState: { key: dueStateKey(line.overdueDisplay.key), days: line.overdueDisplay.days },
    status: line.status ?? null,
    statusGroup: line.statusGroup,
    notes: line.notes ?? null,
    detailNotes: line.detailNotes ?? null,
    accountingAmount: line.accountingAmount,
    grandTotal: line.grandTotal,
    tax: line.tax,
    shippingCost: line.shippingCost,
    paymentDiscount: line.paymentDiscount,
    earlyPaymentDiscount: line.earlyPaymentDiscount,
    freightAllowance: line.freightAllowance,
    clearingDate: line.clearingDate ?? null,
    payerCode: line.payerCode,
    payerName: line.payerName,
    companyCode: line.companyCode,
    companyName: line.companyName,
    currency: line.currency,
    terms: line.terms ?? null,
    expeditionName: line.expeditionName ?? null,
    expeditionTracking: line.expeditionTracking ?? null,
  };
}

/** The InvoicesGateway over the invoicing queries and mutations. */
export class InvoicesGatewayGraphql implements InvoicesGateway {
  constructor(private readonly graphql: GraphqlClient) {}

  async openInvoices(filter: OpenInvoiceFilter = {}): Promise<InvoiceCompany[]> {
    const { openInvoiceV5 } = await this.graphql.request(OpenInvoicesDocument, {
      payerCode: filter.payerCode ?? null,
      sorgs: filter.sorgs ? [...filter.sorgs] : null,
      creditCustomers: filter.creditCustomers ? [...filter.creditCustomers] : null,
    });
    return openInvoiceV5.map((company) => ({
      companyCode: company.companyCode,
      companyName: company.companyName,
      currency: company.currency,
      creditCustomers: company.creditCustomers.map((customer) => ({
        payerCode: customer.payerCode,
        payerName: customer.payerName,
        currency: customer.currency,
        total: customer.total,
        ageing: customer.ageing.map((bucket) => ({ key: bucket.key, from: bucket.from ?? null, to: bucket.to ?? null, count: bucket.count, value: bucket.value })),
        invoices: customer.invoices.map(toInvoiceLine),
      })),
    }));
  }
}

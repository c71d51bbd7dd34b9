import { inArray, type SQL } from 'drizzle-orm';
import type { InvoiceFilter } from '../../../application/service/invoices/ports';
import { invoiceLines, invoices } from './schema';

/** The columns of an invoice line with its invoice's header, as InvoiceLineRecord names them. */
export const invoiceLineColumns = {
  id: invoiceLines.id,
  invoiceId: invoiceLines.invoiceId,
  invoiceNo: invoices.invoiceNo,
  accountingNo: invoiceLines.accountingNo,
  assignment: invoiceLines.assignment,
  installment: invoiceLines.installment,
  dueDate: invoiceLines.dueDate,
  accountingAmount: invoiceLines.accountingAmount,
  earlyPaymentDiscount: invoices.earlyPaymentDiscount,
  freightAllowance: invoices.freightAllowance,
  status: invoiceLines.status,
  companyCode: invoices.companyCode,
  companyName: invoices.companyName,
  payerCode: invoices.payerCode,
  payerName: invoices.payerName,
  sorg: invoices.sorg,
  currency: invoices.currency,
  doNo: invoices.doNo,
  invoiceDate: invoices.invoiceDate,
  fiscalYear: invoices.fiscalYear,
  grandTotal: invoices.grandTotal,
  tax: invoices.tax,
  shippingCost: invoices.shippingCost,
  discount: invoices.discount,
  recycleFee: invoices.recycleFee,
  surcharges: invoices.surcharges,
  paymentDiscount: invoiceLines.paymentDiscount,
  clearingDate: invoiceLines.clearingDate,
  notes: invoices.notes,
  detailNotes: invoiceLines.detailNotes,
  terms: invoices.terms,
  expeditionName: invoices.expeditionName,
  expeditionTracking: invoices.expeditionTracking,
  paymentRequestId: invoiceLines.paymentRequestId,
};

/** The conditions of an invoice filter: the listed payers and sales organisations. */
export function invoiceFilterConditions(filter: InvoiceFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.payerCodes && filter.payerCodes.length > 0) conditions.push(inArray(invoiceLines.payerCode, [...filter.payerCodes]));
  if (filter.sorgs && filter.sorgs.length > 0) conditions.push(inArray(invoices.sorg, [...filter.sorgs]));
  return conditions;
}

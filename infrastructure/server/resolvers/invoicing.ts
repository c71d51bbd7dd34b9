import { averagePaymentDays } from '../../../application/service/invoicing/average-payment-days';
import { invoiceDetails } from '../../../application/service/invoicing/invoice-details';
import type { InvoiceView } from '../../../application/service/invoicing/invoice-views';
import { openInvoices } from '../../../application/service/invoicing/open-invoices';
import { paidInvoices } from '../../../application/service/invoicing/paid-invoices';
import { sendEmailInvoice } from '../../../application/service/invoicing/send-email-invoice';
import type { Invoice, Resolvers } from '../../graphql/generated/resolvers';
import { forbidden, type FieldPolicies } from '../graphql/field-policies';
import { plainMessage, readOrRefuse } from './after-sales-edge';
import { signedIn } from './platform';

/** Invoice pages: the page scope and the read scope (spec 001 §6). */
const INVOICES = { scopes: ['page.invoice-status', 'invoice-status.read'] };

export const invoicingPolicies: FieldPolicies = {
  'Query.openInvoiceV5': INVOICES,
  'Query.invoiceV5': INVOICES,
  'Query.invoiceDetails': INVOICES,
  'Query.averagePaymentDays': INVOICES,
  'Mutation.sendEmailInvoice': INVOICES,
};

export function toInvoice(view: InvoiceView): Invoice {
  const { line } = view;
  return {
    id: line.id,
    sorg: line.sorg,
    invoiceNo: line.invoiceNo,
    accountingNo: line.accountingNo,
    assignment: line.assignment,
    installment: line.installment,
    doNo: line.doNo,
    invoiceDate: line.invoiceDate,
    dueDate: line.dueDate,
    overdue: view.overdue,
    overdueDisplay: { key: view.dueState.key, days: view.dueState.days, daysUntilDue: view.dueState.daysUntilDue },
    status: line.status,
    statusGroup: view.statusGroup,
    notes: line.notes,
    detailNotes: line.detailNotes,
    accountingAmount: line.accountingAmount,
    grandTotal: line.grandTotal,
    tax: line.tax,
    shippingCost: line.shippingCost,
    discount: line.discount,
    recycleFee: line.recycleFee,
    surcharges: line.surcharges,
    paymentDiscount: line.paymentDiscount,
    earlyPaymentDiscount: line.earlyPaymentDiscount,
    freightAllowance: line.freightAllowance,
    clearingDate: line.clearingDate,
    payerCode: line.payerCode,
    payerName: line.payerName,
    companyCode: line.companyCode,
    companyName: line.companyName,
    currency: line.currency,
    terms: line.terms,
    expeditionName: line.expeditionName,
    expeditionTracking: line.expeditionTracking,
    fiscalYear: line.fiscalYear,
  };
}

export const invoicingResolvers: Resolvers = {
  Query: {
    openInvoiceV5: async (_parent, args, { services, principal }) =>
      readOrRefuse(await openInvoices(services, signedIn(principal), args)).map((company) => ({
        ...company,
        creditCustomers: company.creditCustomers.map((payer) => ({ ...payer, invoices: payer.invoices.map(toInvoice) })),
      })),
    invoiceV5: async (_parent, args, { services, principal }) => readOrRefuse(await paidInvoices(services, signedIn(principal), args)).map(toInvoice),
    invoiceDetails: async (_parent, args, { services, principal }) => {
      const details = await invoiceDetails(services, signedIn(principal), args);
      if (!details.ok) {
        if (details.error === 'invoice_not_found' || details.error === 'customer_required') return null;
        throw forbidden();
      }
      return { invoice: toInvoice(details.value.invoice), lines: details.value.lines.map(toInvoice), items: details.value.items };
    },
    averagePaymentDays: async (_parent, args, { services, principal }) => readOrRefuse(await averagePaymentDays(services, signedIn(principal), args)),
  },
  Mutation: {
    sendEmailInvoice: async (_parent, args, { services, principal }) => {
      const sent = await sendEmailInvoice(services, signedIn(principal), args);
      return plainMessage(sent.ok ? null : sent.error, sent.ok ? 'invoiceNumber' : sent.error === 'email_missing' ? 'email' : 'invoiceNumber', {
        success: 'success_send_email_invoice',
        failure: 'failed_send_email_invoice',
      });
    },
  },
};

import { averagePaymentDays } from '../../../application/service/invoices/average-payment-days';
import { businessDay } from '../../../application/service/invoices/business-day';
import { invoiceDetails } from '../../../application/service/invoices/invoice-details';
import type { InvoiceView } from '../../../application/service/invoices/invoice-views';
import { openInvoiceLines, openInvoiceSummary } from '../../../application/service/invoices/open-invoice-lines';
import { openInvoices } from '../../../application/service/invoices/open-invoices';
import { paymentSelectionFacts } from '../../../application/service/invoices/payment-selection-facts';
import { paidInvoices } from '../../../application/service/invoices/paid-invoices';
import { sendEmailInvoice } from '../../../application/service/invoices/send-email-invoice';
import type { Invoice, Resolvers } from '../../graphql/generated/resolvers';
import { forbidden, type FieldPolicies } from '../graphql/field-policies';
import { userError } from '../../../domain/shared/user-error';
import { mutationAnswer } from '../graphql/mutation-answer';
import { readOrRefuse } from './after-sales-edge';
import { signedIn } from './platform';

/** Invoice pages: the page scope and the read scope (spec 001 §6). */
const INVOICES = { scopes: ['page.invoice-status', 'invoice-status.read'] };

export const invoicePolicies: FieldPolicies = {
  'Query.openInvoiceV5': INVOICES,
  'Query.openInvoiceSummary': INVOICES,
  'Query.openInvoiceLines': INVOICES,
  'Query.paymentSelectionFacts': INVOICES,
  'Query.invoiceV5': INVOICES,
  'Query.invoiceDetails': INVOICES,
  'Query.averagePaymentDays': INVOICES,
  'Query.businessDay': { scopes: [] },
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

export const invoiceResolvers: Resolvers = {
  Query: {
    openInvoiceV5: async (_parent, args, { services, principal }) =>
      readOrRefuse(await openInvoices(services, signedIn(principal), args)).map((company) => ({
        ...company,
        creditCustomers: company.creditCustomers.map((payer) => ({ ...payer, invoices: payer.invoices.map(toInvoice) })),
      })),
    openInvoiceSummary: async (_parent, args, { services, principal }) => readOrRefuse(await openInvoiceSummary(services, signedIn(principal), args)),
    openInvoiceLines: async (_parent, { filter, page, limit }, { services, principal }) => {
      const found = readOrRefuse(await openInvoiceLines(services, signedIn(principal), { ...filter, page, limit }));
      return { ...found, items: found.items.map((view) => ({ ...toInvoice(view), installmentCount: view.installmentCount })) };
    },
    paymentSelectionFacts: async (_parent, args, { services, principal }) => readOrRefuse(await paymentSelectionFacts(services, signedIn(principal), args)).map(toInvoice),
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
    businessDay: async (_parent, _args, { services, principal }) => readOrRefuse(await businessDay(services, signedIn(principal))),
  },
  Mutation: {
    sendEmailInvoice: async (_parent, args, { services, principal, locale, host }) => {
      const sent = await sendEmailInvoice(services, signedIn(principal), { locale, host }, args);
      const refused = sent.ok ? [] : [userError(sent.error === 'email_missing' ? 'email' : 'invoiceNumber', sent.error)];
      return mutationAnswer(refused, { success: 'success_send_email_invoice', failure: 'failed_send_email_invoice' });
    },
  },
};

import { err, ok, type Result } from '../../../domain/shared/result';
import type { InvoiceLoadError } from './open-invoices';
import { refused } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';
import type { InvoiceDetails, InvoiceReference, InvoicesGateway } from './ports';

export type InvoiceDetailsError = InvoiceLoadError | 'invoice_not_found';

/** One invoice with its ledger lines and articles. */
export type LoadInvoiceDetails = (invoice: InvoiceReference) => Promise<Result<InvoiceDetails, InvoiceDetailsError>>;

export function createLoadInvoiceDetails(deps: { invoices: InvoicesGateway }): LoadInvoiceDetails {
  return async (invoice) => {
    try {
      const details = await deps.invoices.invoiceDetails(invoice);
      return details ? ok(details) : err('invoice_not_found');
    } catch {
      return err('load_failed');
    }
  };
}

/** The service's failure message of the invoice e-mail (spec 001 §8 dictionary), also when the call itself failed. */
export const FAILED_SEND_EMAIL_INVOICE = 'failed_send_email_invoice';

/** E-mails an invoice to the signed-in user; a refusal answers the service's reasons. */
export type SendInvoiceEmail = (invoice: InvoiceReference) => Promise<Result<InvoiceReference>>;

export function createSendInvoiceEmail(deps: { invoices: InvoicesGateway }): SendInvoiceEmail {
  return async (invoice) => {
    try {
      const sent = await deps.invoices.sendInvoiceEmail(invoice);
      return sent.ok || sent.error.length > 0 ? sent : failedToSend();
    } catch {
      return failedToSend();
    }
  };
}

const failedToSend = () => refused(userError('invoiceNumber', FAILED_SEND_EMAIL_INVOICE));

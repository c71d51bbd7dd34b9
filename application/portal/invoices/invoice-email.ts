import { refused, type Result } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';
import type { InvoiceReference, InvoicesGateway } from './ports';

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

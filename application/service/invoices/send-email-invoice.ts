import { err, ok, type Result } from '../../../domain/shared/result';
import type { Principal } from '../auth/ports';
import type { UserProfileRepository } from '../auth/current-user';
import { resolveActiveCustomer, type ActiveCustomerError } from '../customers/active-customer';
import { invoiceDetails, type InvoiceDetailsView } from './invoice-details';
import type { InvoiceReadDeps } from './open-invoices';
import type { Mailer, MailMessage } from './ports';

export type SendEmailInvoiceError = ActiveCustomerError | 'invoice_not_found' | 'email_missing' | 'required';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);

/** The invoice e-mail: a summary of the header, its ledger lines and its articles, as plain text and HTML. */
export function invoiceMail(details: InvoiceDetailsView, recipient: { name: string; address: string }): MailMessage {
  const { items } = details;
  const invoice = details.invoice.line;
  const lines = details.lines.map((view) => view.line);
  const amount = (value: string) => `${invoice.currency} ${value}`;
  const header: [string, string][] = [
    ['Invoice number', invoice.invoiceNo],
    ['Invoice date', invoice.invoiceDate],
    ['Company', `${invoice.companyName} (${invoice.companyCode})`],
    ['Payer', `${invoice.payerName} (${invoice.payerCode})`],
    ['Delivery order', invoice.doNo ?? '-'],
    ['Terms', invoice.terms ?? '-'],
    ['Tax', amount(invoice.tax)],
    ['Shipping cost', amount(invoice.shippingCost)],
    ['Grand total', amount(invoice.grandTotal)],
  ];
  const lineRows = lines.map((line) => [line.accountingNo, line.installment === null ? '-' : String(line.installment), line.dueDate, amount(line.accountingAmount), line.status ?? 'Open']);
  const itemRows = items.map((item) => [item.articleCodeDisplay, item.name, `${item.qty} ${item.uom}`, amount(item.price), amount(item.subTotal)]);
  const text = [
    `Dear ${recipient.name},`,
    '',
    `please find the details of invoice ${invoice.invoiceNo} below.`,
    '',
    ...header.map(([label, value]) => `${label}: ${value}`),
    '',
    'Lines (accounting number, installment, due date, amount, status):',
    ...lineRows.map((row) => `  ${row.join(' | ')}`),
    '',
    'Articles (article, name, quantity, price, subtotal):',
    ...(itemRows.length > 0 ? itemRows.map((row) => `  ${row.join(' | ')}`) : ['  -']),
  ].join('\n');
  const table = (titles: string[], rows: string[][]) =>
    `<table border="1" cellpadding="4" cellspacing="0"><thead><tr>${titles.map((title) => `<th>${escapeHtml(title)}</th>`).join('')}</tr></thead><tbody>${rows
      .map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`)
      .join('')}</tbody></table>`;
  const html = [
    `<p>Dear ${escapeHtml(recipient.name)},</p>`,
    `<p>please find the details of invoice <strong>${escapeHtml(invoice.invoiceNo)}</strong> below.</p>`,
    `<dl>${header.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>`,
    table(['Accounting number', 'Installment', 'Due date', 'Amount', 'Status'], lineRows),
    `<p></p>`,
    table(['Article', 'Name', 'Quantity', 'Price', 'Subtotal'], itemRows),
  ].join('\n');
  return { to: recipient, subject: `Invoice ${invoice.invoiceNo}`, text, html };
}

/**
 * Sends an invoice of the customer the session acts for to the signed-in user's e-mail address
 * (sendEmailInvoice). `email_missing` when the user has no address.
 */
export async function sendEmailInvoice(
  deps: InvoiceReadDeps & { profiles: Pick<UserProfileRepository, 'findProfile'>; mailer: Mailer },
  principal: Principal,
  request: { invoiceNumber: string; sorg: string },
): Promise<Result<{ messageId: string; to: string }, SendEmailInvoiceError>> {
  if (!request.invoiceNumber.trim() || !request.sorg.trim()) return err('required');
  const customer = await resolveActiveCustomer(deps, principal);
  if (!customer.ok) return customer;
  const details = await invoiceDetails(deps, principal, { invoiceNo: request.invoiceNumber, sorg: request.sorg });
  if (!details.ok) return details;
  const profile = await deps.profiles.findProfile(principal.userId);
  const address = profile?.email?.trim();
  if (!profile || !address) return err('email_missing');
  const sent = await deps.mailer.send(invoiceMail(details.value, { name: profile.name, address }));
  return ok({ messageId: sent.messageId, to: address });
}

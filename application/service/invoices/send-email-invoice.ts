import type { InvoiceStatusGroup } from '../../../domain/invoices/due-state';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Principal } from '../auth/ports';
import type { UserProfileRepository } from '../auth/current-user';
import { resolveActiveCustomer, type ActiveCustomerError } from '../customers/active-customer';
import { serviceTextsFor, type Reader, type ServiceMessageId, type ServiceTexts, type ServiceTextsDeps } from '../shared/service-texts';
import { invoiceDetails, type InvoiceDetailsView } from './invoice-details';
import type { InvoiceView } from './invoice-views';
import type { InvoiceReadDeps } from './open-invoices';
import type { Mailer, MailMessage } from './ports';

export type SendEmailInvoiceError = ActiveCustomerError | 'invoice_not_found' | 'email_missing' | 'required';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);

const LINE_COLUMNS: ServiceMessageId[] = ['invoice_email_accounting_number', 'invoice_email_installment', 'invoice_email_due_date', 'invoice_email_amount', 'invoice_email_status'];
const ITEM_COLUMNS: ServiceMessageId[] = ['invoice_email_article', 'invoice_email_name', 'invoice_email_quantity', 'invoice_email_price', 'invoice_email_subtotal'];
const STATUS_MESSAGES: Record<Exclude<InvoiceStatusGroup, 'other'>, ServiceMessageId> = {
  open: 'invoice_status_open',
  pending_payment: 'invoice_status_pending_payment',
  waiting_for_payment: 'invoice_status_waiting_for_payment',
};

/** A ledger line's status as the portal names it; a status the portal does not know is shown as the ledger writes it. */
function statusOf(view: InvoiceView, texts: ServiceTexts): string {
  return view.statusGroup === 'other' ? (view.line.status ?? '-') : texts.message(STATUS_MESSAGES[view.statusGroup]);
}

/**
 * The invoice e-mail in the reader's language: a summary of the header, its ledger lines and its articles, as plain
 * text and HTML, with days, quantities and money written as the reader's locale and host write them.
 */
export function invoiceMail(details: InvoiceDetailsView, recipient: { name: string; address: string }, texts: ServiceTexts): MailMessage {
  const { items } = details;
  const invoice = details.invoice.line;
  const amount = (value: string) => texts.money(value, invoice.currency);
  const header: [string, string][] = [
    [texts.message('invoice_email_invoice_number'), invoice.invoiceNo],
    [texts.message('invoice_email_invoice_date'), texts.day(invoice.invoiceDate)],
    [texts.message('invoice_email_company'), `${invoice.companyName} (${invoice.companyCode})`],
    [texts.message('invoice_email_payer'), `${invoice.payerName} (${invoice.payerCode})`],
    [texts.message('invoice_email_delivery_order'), invoice.doNo ?? '-'],
    [texts.message('invoice_email_terms'), invoice.terms ?? '-'],
    [texts.message('invoice_email_tax'), amount(invoice.tax)],
    [texts.message('invoice_email_shipping_cost'), amount(invoice.shippingCost)],
    [texts.message('invoice_email_grand_total'), amount(invoice.grandTotal)],
  ];
  const lineRows = details.lines.map((view) => [
    view.line.accountingNo,
    view.line.installment === null ? '-' : texts.number(view.line.installment),
    texts.day(view.line.dueDate),
    amount(view.line.accountingAmount),
    statusOf(view, texts),
  ]);
  const itemRows = items.map((item) => [item.articleCodeDisplay, item.name, `${texts.number(item.qty)} ${item.uom}`, amount(item.price), amount(item.subTotal)]);
  const sections = [
    { heading: texts.message('invoice_email_lines', { count: lineRows.length }), titles: LINE_COLUMNS.map((id) => texts.message(id)), rows: lineRows },
    { heading: texts.message('invoice_email_items', { count: itemRows.length }), titles: ITEM_COLUMNS.map((id) => texts.message(id)), rows: itemRows },
  ];
  const greeting = texts.message('invoice_email_greeting', { name: recipient.name });
  const intro = texts.message('invoice_email_intro', { invoiceNo: invoice.invoiceNo });

  const text = [
    greeting,
    '',
    intro,
    '',
    ...header.map(([label, value]) => texts.message('invoice_email_field', { label, value })),
    ...sections.flatMap(({ heading, titles, rows }) => ['', heading, ...(rows.length > 0 ? [titles, ...rows].map((row) => `  ${row.join(' | ')}`) : [])]),
  ].join('\n');
  const table = (titles: string[], rows: string[][]) =>
    `<table border="1" cellpadding="4" cellspacing="0"><thead><tr>${titles.map((title) => `<th>${escapeHtml(title)}</th>`).join('')}</tr></thead><tbody>${rows
      .map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`)
      .join('')}</tbody></table>`;
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<dl>${header.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>`,
    ...sections.map(({ heading, titles, rows }) => `<h3>${escapeHtml(heading)}</h3>${rows.length > 0 ? table(titles, rows) : ''}`),
  ].join('\n');
  return { to: recipient, subject: texts.message('invoice_email_subject', { invoiceNo: invoice.invoiceNo }), text, html };
}

/**
 * Sends an invoice of the customer the session acts for to the signed-in user's e-mail address
 * (sendEmailInvoice), written for the reader: in their language, money as their host shows it. `email_missing`
 * when the user has no address.
 */
export async function sendEmailInvoice(
  deps: InvoiceReadDeps & ServiceTextsDeps & { profiles: Pick<UserProfileRepository, 'findProfile'>; mailer: Mailer },
  principal: Principal,
  reader: Reader,
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
  const sent = await deps.mailer.send(invoiceMail(details.value, { name: profile.name, address }, await serviceTextsFor(deps, reader)));
  return ok({ messageId: sent.messageId, to: address });
}

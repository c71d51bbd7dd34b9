import { skipToken } from '@reduxjs/toolkit/query/react';
import { FactList } from '../components/FactList';
import { defineMessages, useIntl } from 'react-intl';
import type { InvoiceDetails } from '../../application/portal/invoices/ports';
import { Button } from '../components/Button';
import { Dialog } from '../components/Dialog';
import { Spinner } from '../components/Spinner';
import { Toast } from '../components/Toast';
import { commonMessages } from '../i18n/common-messages';
import { messageDescriptors } from '../i18n/message-descriptors';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { useInvoiceDetailsQuery } from './invoices-api';
import { invoiceMessages } from './invoices-messages';
import { invoiceDetailsClosed, invoiceEmailDismissed, selectInvoiceDetails } from './invoices-slice';
import { invoiceEmailRequested } from './invoices-thunks';
import { useInvoiceFormatters } from './use-invoice-formatters';

const messages = messageDescriptors(defineMessages({
  title: { id: 'invoices_details_title', defaultMessage: 'Invoice {invoiceNo}' },
  notFound: { id: 'invoices_details_not_found', defaultMessage: 'This invoice could not be found.' },
  failed: { id: 'invoices_details_failed', defaultMessage: 'The invoice could not be loaded. Please try again.' },
  sorg: { id: 'invoices_details_sorg', defaultMessage: 'Sales organization' },
  terms: { id: 'invoices_details_terms', defaultMessage: 'Terms' },
  tax: { id: 'invoices_details_tax', defaultMessage: 'Tax' },
  shippingCost: { id: 'invoices_details_shipping_cost', defaultMessage: 'Shipping cost' },
  earlyPaymentDiscount: { id: 'invoices_details_early_payment_discount', defaultMessage: 'Early payment discount' },
  freightAllowance: { id: 'invoices_details_freight_allowance', defaultMessage: 'Freight allowance' },
  grandTotal: { id: 'invoices_details_grand_total', defaultMessage: 'Grand total' },
  expedition: { id: 'invoices_details_expedition', defaultMessage: 'Expedition' },
  notes: { id: 'invoices_details_notes', defaultMessage: 'Notes' },
  lines: { id: 'invoices_details_lines', defaultMessage: 'Ledger lines of invoice {invoiceNo}' },
  linesTitle: { id: 'invoices_details_lines_title', defaultMessage: 'Ledger lines' },
  accountingNo: { id: 'invoices_details_accounting_no', defaultMessage: 'Accounting no.' },
  installmentColumn: { id: 'invoices_details_installment', defaultMessage: 'Installment' },
  items: { id: 'invoices_details_items', defaultMessage: 'Articles of invoice {invoiceNo}' },
  itemsTitle: { id: 'invoices_details_items_title', defaultMessage: 'Articles' },
  noItems: { id: 'invoices_details_no_items', defaultMessage: 'This invoice bills no articles.' },
  article: { id: 'invoices_details_article', defaultMessage: 'Article' },
  brand: { id: 'invoices_details_brand', defaultMessage: 'Brand' },
  qty: { id: 'invoices_details_qty', defaultMessage: 'Quantity' },
  price: { id: 'invoices_details_price', defaultMessage: 'Price' },
  subTotal: { id: 'invoices_details_subtotal', defaultMessage: 'Subtotal' },
  sendEmail: { id: 'invoices_send_email', defaultMessage: 'Send by e-mail' },
  close: { id: 'invoices_details_close', defaultMessage: 'Close' },
  emailSent: { id: 'invoices_email_sent', defaultMessage: 'The invoice has been sent to your e-mail address.' },
  emailFailed: { id: 'invoices_email_failed', defaultMessage: 'Failed to send the invoice e-mail, please try again' },
  emailMissing: { id: 'invoices_email_missing', defaultMessage: 'Your user has no e-mail address to send the invoice to.' },
  emailInvoiceNotFound: { id: 'invoices_email_invoice_not_found', defaultMessage: 'This invoice could not be found.' },
}));

/** The text of a refusal of the invoice e-mail; a reason the portal does not name becomes the failure message. */
function emailErrorMessage(reason: string) {
  if (reason === 'email_missing') return messages.emailMissing;
  if (reason === 'invoice_not_found') return messages.emailInvoiceNotFound;
  return messages.emailFailed;
}

function DetailsContent({ details }: { details: InvoiceDetails }) {
  const intl = useIntl();
  const format = useInvoiceFormatters();
  const { invoice } = details;
  const money = (amount: string) => format.money(amount, invoice.currency);
  const expedition = [invoice.expeditionName, invoice.expeditionTracking].filter(Boolean).join(' · ');
  const facts: [string, string | null][] = [
    [intl.formatMessage(messages.sorg), invoice.sorg],
    [intl.formatMessage(invoiceMessages.company), `${invoice.companyName} (${invoice.companyCode})`],
    [intl.formatMessage(invoiceMessages.payer), `${invoice.payerName} (${invoice.payerCode})`],
    [intl.formatMessage(invoiceMessages.doNo), invoice.doNo],
    [intl.formatMessage(invoiceMessages.invoiceDate), format.day(invoice.invoiceDate)],
    [intl.formatMessage(messages.terms), invoice.terms],
    [intl.formatMessage(messages.tax), money(invoice.tax)],
    [intl.formatMessage(messages.shippingCost), money(invoice.shippingCost)],
    [intl.formatMessage(messages.earlyPaymentDiscount), Number(invoice.earlyPaymentDiscount) === 0 ? null : money(invoice.earlyPaymentDiscount)],
    [intl.formatMessage(messages.freightAllowance), Number(invoice.freightAllowance) === 0 ? null : money(invoice.freightAllowance)],
    [intl.formatMessage(messages.grandTotal), money(invoice.grandTotal)],
    [intl.formatMessage(messages.expedition), expedition || null],
    [intl.formatMessage(messages.notes), invoice.notes],
  ];
  const linesLabel = intl.formatMessage(messages.lines, { invoiceNo: invoice.invoiceNo });
  const itemsLabel = intl.formatMessage(messages.items, { invoiceNo: invoice.invoiceNo });
  return (
    <div className="invoice-details">
      <FactList className="invoice-details__facts" facts={facts} />
      <h3 className="invoice-details__heading">{intl.formatMessage(messages.linesTitle)}</h3>
      <div className="invoice-details__scroll" role="region" aria-label={linesLabel} tabIndex={0}>
        <table className="invoice-table" aria-label={linesLabel}>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(messages.accountingNo)}</th>
              <th scope="col">{intl.formatMessage(messages.installmentColumn)}</th>
              <th scope="col">{intl.formatMessage(invoiceMessages.dueDate)}</th>
              <th scope="col" className="invoice-table__number">
                {intl.formatMessage(invoiceMessages.amount)}
              </th>
              <th scope="col">{intl.formatMessage(invoiceMessages.status)}</th>
              <th scope="col">{intl.formatMessage(invoiceMessages.clearingDate)}</th>
            </tr>
          </thead>
          <tbody>
            {details.lines.map((line) => (
              <tr key={line.id}>
                <th scope="row">{line.accountingNo}</th>
                <td>{line.installment ?? '-'}</td>
                <td>{format.day(line.dueDate)}</td>
                <td className="invoice-table__number">{money(line.accountingAmount)}</td>
                <td>{format.status(line)}</td>
                <td>{format.day(line.clearingDate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3 className="invoice-details__heading">{intl.formatMessage(messages.itemsTitle)}</h3>
      {details.items.length === 0 ? (
        <p>{intl.formatMessage(messages.noItems)}</p>
      ) : (
        <div className="invoice-details__scroll" role="region" aria-label={itemsLabel} tabIndex={0}>
          <table className="invoice-table" aria-label={itemsLabel}>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(messages.article)}</th>
                <th scope="col">{intl.formatMessage(messages.brand)}</th>
                <th scope="col" className="invoice-table__number">
                  {intl.formatMessage(messages.qty)}
                </th>
                <th scope="col" className="invoice-table__number">
                  {intl.formatMessage(messages.price)}
                </th>
                <th scope="col" className="invoice-table__number">
                  {intl.formatMessage(messages.subTotal)}
                </th>
              </tr>
            </thead>
            <tbody>
              {details.items.map((item) => (
                <tr key={item.lineNo}>
                  <th scope="row">
                    {item.name} <span className="invoice-table__code">{item.articleCodeDisplay}</span>
                  </th>
                  <td>{item.brand ?? '-'}</td>
                  <td className="invoice-table__number">
                    {item.qty} {item.uom}
                  </td>
                  <td className="invoice-table__number">{money(item.price)}</td>
                  <td className="invoice-table__number">{money(item.subTotal)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/**
 * The details of the invoice opened from a list: its header facts, every ledger line and its articles, with the
 * invoice e-mail to the signed-in user and its outcome.
 */
export function InvoiceDetailsDialog() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { invoice, email } = useAppSelector(selectInvoiceDetails);
  // currentData, not data: the dialog never shows the details of the invoice opened before while the next one loads.
  const { currentData: details, isError } = useInvoiceDetailsQuery(invoice ?? skipToken);
  if (!invoice) return null;
  return (
    <Dialog
      isOpen
      title={intl.formatMessage(messages.title, { invoiceNo: invoice.invoiceNo })}
      actions={
        <>
          <Button variant="secondary" onPress={() => dispatch(invoiceDetailsClosed())}>
            {intl.formatMessage(messages.close)}
          </Button>
          {details && (
            <Button isPending={email.status === 'sending'} onPress={() => void dispatch(invoiceEmailRequested(invoice))}>
              {intl.formatMessage(messages.sendEmail)}
            </Button>
          )}
        </>
      }
    >
      {email.status === 'sent' && (
        <Toast tone="info" onClose={() => dispatch(invoiceEmailDismissed())}>
          {intl.formatMessage(messages.emailSent)}
        </Toast>
      )}
      {email.status === 'failed' && (
        <Toast tone="error" onClose={() => dispatch(invoiceEmailDismissed())}>
          {[...new Set(email.reasons.map(emailErrorMessage))].map((message) => (
            <p key={message.id} className="invoice-details__error">
              {intl.formatMessage(message)}
            </p>
          ))}
        </Toast>
      )}
      {details ? (
        <DetailsContent details={details} />
      ) : details === null ? (
        <p>{intl.formatMessage(messages.notFound)}</p>
      ) : isError ? (
        <p role="alert">{intl.formatMessage(messages.failed)}</p>
      ) : (
        <Spinner label={intl.formatMessage(commonMessages.loading)} />
      )}
    </Dialog>
  );
}

import { useIntl } from 'react-intl';
import type { InvoiceLine } from '../../application/portal/invoices/ports';
import { isDeduction } from '../../domain/invoices/open-invoice';
import { useFormatDate } from '../i18n/use-formatters';
import { useInvoiceFormatters } from '../invoices/use-invoice-formatters';
import { paymentMessages } from './payment-invoice-messages';
import { usePaymentMoney } from './payment-messages';

/** A line's checkbox name: the invoice, its installment, or the credit note. */
export function useLineName() {
  const intl = useIntl();
  return (line: InvoiceLine) => {
    if (isDeduction(line)) return intl.formatMessage(paymentMessages.selectCreditNote, { invoiceNo: line.invoiceNo });
    if (line.installment !== null) return intl.formatMessage(paymentMessages.selectInstallment, { invoiceNo: line.invoiceNo, installment: line.installment });
    return intl.formatMessage(paymentMessages.selectLine, { invoiceNo: line.invoiceNo });
  };
}

function DueText({ line }: { line: InvoiceLine }) {
  const intl = useIntl();
  const { key, days } = line.dueState;
  const descriptor = { due_now: paymentMessages.dueNow, due_within_days: paymentMessages.dueWithin, due_in_more_than_days: paymentMessages.dueLater, overdue_days: paymentMessages.overdueDays }[key];
  return <span className={key === 'overdue_days' ? 'payment-line__overdue' : undefined}>{intl.formatMessage(descriptor, { days })}</span>;
}

/** The facts of a line: due date and state, status, amount. */
export function LineFacts({ line, currency, status }: { line: InvoiceLine; currency: string; status?: boolean }) {
  const intl = useIntl();
  const amount = usePaymentMoney(currency);
  // Calendar days, written in UTC so that no time zone moves them to another day.
  const days = useFormatDate('UTC');
  const invoiceText = useInvoiceFormatters();
  return (
    <span className="payment-line__facts">
      <span>{intl.formatMessage(paymentMessages.dueDate, { date: days.date(`${line.dueDate}T00:00:00Z`) })}</span>
      <DueText line={line} />
      {status && line.status && <span>{invoiceText.status(line)}</span>}
      <span className="payment-line__amount">{amount(line.accountingAmount)}</span>
    </span>
  );
}

import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { AveragePaymentDays, OpenInvoiceCompanySummary, OpenInvoicePayerSummary } from '../../application/portal/invoices/ports';
import { meetsScopeRequirement } from '../../domain/access/scopes';
import { NOT_PAYABLE_STATUS_GROUPS, PAYABLE_STATUS_GROUPS } from '../../domain/invoices/due-state';
import { AreaFrame } from '../components/AreaFrame';
import { Button } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { LinkButton } from '../components/LinkButton';
import { Spinner } from '../components/Spinner';
import { commonMessages } from '../i18n/common-messages';
import { messageDescriptors } from '../i18n/message-descriptors';
import { useLocalePath } from '../i18n/portal-locale';
import { selectUser } from '../session/session-slice';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { useAppSelector } from '../store/hooks';
import { AgeingChart } from './AgeingChart';
import { InvoiceDetailsDialog } from './InvoiceDetailsDialog';
import { useAveragePaymentDaysQuery, useOpenInvoiceSummaryQuery } from './invoices-api';
import { selectOpenInvoiceFilter } from './invoices-slice';
import { creditCustomerKey, OpenInvoiceFilters } from './OpenInvoiceFilters';
import { PayerInvoiceLines } from './PayerInvoiceLines';
import { invoiceMessages } from './invoices-messages';
import { useInvoiceFormatters } from './use-invoice-formatters';
import './invoices.css';

const messages = messageDescriptors(defineMessages({
  payInvoices: { id: 'invoices_pay_invoices', defaultMessage: 'Pay invoices' },
  company: { id: 'invoices_company_heading', defaultMessage: '{name} ({code})' },
  payer: { id: 'invoices_payer_heading', defaultMessage: '{name} ({code})' },
  total: { id: 'invoices_payer_total', defaultMessage: 'Total open: {total}' },
  payable: { id: 'invoices_payable_title', defaultMessage: 'Open invoices' },
  payableTable: { id: 'invoices_payable_table', defaultMessage: 'Open invoices of {payer}' },
  noPayable: { id: 'invoices_no_payable', defaultMessage: 'No invoice of this customer is open for payment.' },
  inPayment: { id: 'invoices_in_payment_title', defaultMessage: 'Invoices being paid' },
  inPaymentText: { id: 'invoices_in_payment_text', defaultMessage: 'A payment request already covers these invoices; they cannot be paid again.' },
  inPaymentTable: { id: 'invoices_in_payment_table', defaultMessage: 'Invoices of {payer} being paid' },
  noInvoices: { id: 'invoices_no_open_title', defaultMessage: 'No open invoices' },
  noInvoicesText: { id: 'invoices_no_open_text', defaultMessage: 'All invoices of this customer are paid.' },
  paymentDays: { id: 'invoices_payment_days_title', defaultMessage: 'Average payment days' },
  paymentDaysTable: { id: 'invoices_payment_days_table', defaultMessage: 'Average payment days of customer {custCode} by year' },
  year: { id: 'invoices_payment_days_year', defaultMessage: 'Year' },
  days: { id: 'invoices_payment_days_days', defaultMessage: 'Average days to payment' },
  paidInvoices: { id: 'invoices_payment_days_invoices', defaultMessage: 'Invoices paid' },
  noPaymentDays: { id: 'invoices_payment_days_none', defaultMessage: 'No invoice was paid in the last years.' },
  paymentDaysFailed: { id: 'invoices_payment_days_failed', defaultMessage: 'The average payment days could not be loaded.' },
}));

const PAYMENT_SCOPE = 'page.payment-request';

function CreditCustomerInvoices({ companyCode, customer }: { companyCode: string; customer: OpenInvoicePayerSummary }) {
  const intl = useIntl();
  const headingId = useId();
  const format = useInvoiceFormatters();
  const { status } = useAppSelector(selectOpenInvoiceFilter);
  const payer = intl.formatMessage(messages.payer, { name: customer.payerName, code: customer.payerCode });
  return (
    <section className="invoices-payer" aria-labelledby={headingId}>
      <header className="invoices-payer__header">
        <h3 id={headingId}>{payer}</h3>
        <p className="invoices-payer__total">{intl.formatMessage(messages.total, { total: format.money(customer.total, customer.currency) })}</p>
      </header>
      <AgeingChart payer={customer.payerName} currency={customer.currency} buckets={customer.ageing} />
      {status !== 'being_paid' && (
        <>
          <h4>{intl.formatMessage(messages.payable)}</h4>
          {customer.payableCount === 0 ? (
            <p>{intl.formatMessage(messages.noPayable)}</p>
          ) : (
            <PayerInvoiceLines companyCode={companyCode} payer={customer} statusGroups={PAYABLE_STATUS_GROUPS} label={intl.formatMessage(messages.payableTable, { payer: customer.payerName })} />
          )}
        </>
      )}
      {status !== 'payable' && customer.notPayableCount > 0 && (
        <>
          <h4>{intl.formatMessage(messages.inPayment)}</h4>
          <p className="invoices-payer__note">{intl.formatMessage(messages.inPaymentText)}</p>
          <PayerInvoiceLines companyCode={companyCode} payer={customer} statusGroups={NOT_PAYABLE_STATUS_GROUPS} label={intl.formatMessage(messages.inPaymentTable, { payer: customer.payerName })} />
        </>
      )}
    </section>
  );
}

function CompanyInvoices({ company }: { company: OpenInvoiceCompanySummary }) {
  const intl = useIntl();
  const headingId = useId();
  const { creditCustomer } = useAppSelector(selectOpenInvoiceFilter);
  const shown = company.creditCustomers.filter((customer) => creditCustomer === null || creditCustomer === creditCustomerKey(company.companyCode, customer.payerCode, customer.currency));
  if (shown.length === 0) return null;
  return (
    <section className="invoices-company" aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage(messages.company, { name: company.companyName, code: company.companyCode })}</h2>
      {shown.map((customer) => (
        <CreditCustomerInvoices key={customer.payerCode} companyCode={company.companyCode} customer={customer} />
      ))}
    </section>
  );
}

/** The read of the average payment days: the section waits for its first answer. */
interface PaymentDaysAnswer {
  data?: AveragePaymentDays | null;
  isError: boolean;
}

function AveragePaymentDaysSection({ answer }: { answer: PaymentDaysAnswer }) {
  const intl = useIntl();
  const headingId = useId();
  const { data, isError } = answer;
  if (data === undefined && !isError) return null;
  return (
    <section className="invoices-payment-days" aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage(messages.paymentDays)}</h2>
      {isError ? (
        <p>{intl.formatMessage(messages.paymentDaysFailed)}</p>
      ) : !data || data.years.length === 0 ? (
        <p>{intl.formatMessage(messages.noPaymentDays)}</p>
      ) : (
        <table className="invoice-table invoices-payment-days__table" aria-label={intl.formatMessage(messages.paymentDaysTable, { custCode: data.custCode })}>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(messages.year)}</th>
              <th scope="col" className="invoice-table__number">
                {intl.formatMessage(messages.days)}
              </th>
              <th scope="col" className="invoice-table__number">
                {intl.formatMessage(messages.paidInvoices)}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.years.map((year) => (
              <tr key={year.year}>
                <th scope="row">{year.year}</th>
                <td className="invoice-table__number">{intl.formatNumber(Number(year.averageDays), { minimumFractionDigits: 1, maximumFractionDigits: 1 })}</td>
                <td className="invoice-table__number">{year.invoices}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/**
 * Open invoices (/invoice/open-invoice): by company and credit customer, each with its total, its ageing and its
 * lines a page at a time, the payable ones apart from those a payment request already covers, narrowed by the
 * filters; the average payment days by year; an
 * invoice's details and e-mail in a dialog.
 */
export function OpenInvoicesPage() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const openInvoices = useOpenInvoiceSummaryQuery();
  const paymentDays = useAveragePaymentDaysQuery();
  const scopes = useAppSelector(selectUser)?.scopes ?? [];
  const companies = openInvoices.data;
  const retry = () => {
    void openInvoices.refetch();
    void paymentDays.refetch();
  };

  const actions = meetsScopeRequirement(scopes, [PAYMENT_SCOPE]) ? (
    <LinkButton href={localePath('/payment/invoice')}>{intl.formatMessage(messages.payInvoices)}</LinkButton>
  ) : undefined;

  return (
    <AreaFrame title={intl.formatMessage(routeTitleMessages['route_title_invoice-open-invoice'])} actions={actions}>
      {openInvoices.isError ? (
        <EmptyState
          type="custom"
          title={intl.formatMessage(invoiceMessages.loadFailed)}
          action={<Button onPress={retry}>{intl.formatMessage(invoiceMessages.retry)}</Button>}
        />
      ) : !companies ? (
        <Spinner label={intl.formatMessage(commonMessages.loading)} />
      ) : companies.length === 0 ? (
        <EmptyState type="custom" title={intl.formatMessage(messages.noInvoices)} description={intl.formatMessage(messages.noInvoicesText)} />
      ) : (
        <>
          <OpenInvoiceFilters companies={companies} />
          {companies.map((company) => (
            <CompanyInvoices key={`${company.companyCode}/${company.currency}`} company={company} />
          ))}
        </>
      )}
      {!openInvoices.isError && <AveragePaymentDaysSection answer={paymentDays} />}
      <InvoiceDetailsDialog />
    </AreaFrame>
  );
}

import { useCallback, useId, type ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import { meetsScopeRequirement } from '../../domain/access/scopes';
import { overdueOfAgeing } from '../../domain/invoices/due-state';
import { DEFAULT_CURRENCY } from '../../domain/config/host-config';
import { ROUTES } from '../../domain/navigation/routes';
import type { SessionUser } from '../../domain/session/session-user';
import { Button } from '../components/Button';
import { Spinner } from '../components/Spinner';
import { useCustomerInquiriesQuery } from '../customer-inquiry/customer-inquiry-api';
import { commonMessages } from '../i18n/common-messages';
import { messageDescriptors } from '../i18n/message-descriptors';
import { formatMoney } from '../i18n/format-money';
import { useLocalePath, usePortalLocale } from '../i18n/portal-locale';
import { useOpenInvoiceSummaryQuery } from '../invoices/invoices-api';
import { useLatestNewsQuery } from '../news/news-api';
import { useOpenOrdersQuery } from '../orders/orders-api';
import { selectHostConfig } from '../shell/config-slice';
import { useCreditInformationQuery } from '../shell/credit/credit-api';
import { customerPickerOpened, selectCustomerCount } from '../shell/customers/customer-slice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import './home.css';

const messages = messageDescriptors(
  defineMessages({
  orders: { id: 'home_open_orders', defaultMessage: 'Open orders' },
  ordersCount: { id: 'home_open_orders_count', defaultMessage: '{count, plural, =0 {No open order} one {# open order} other {# open orders}}' },
  ordersLink: { id: 'home_open_orders_link', defaultMessage: 'Follow your orders' },
  invoices: { id: 'home_invoices', defaultMessage: 'Invoices' },
  invoiceTotal: { id: 'home_invoice_total', defaultMessage: '{payer}: {total} open, of which {overdue} overdue' },
  invoicesNone: { id: 'home_invoices_none', defaultMessage: 'No open invoice.' },
  payInvoices: { id: 'home_pay_invoices', defaultMessage: 'Pay invoices' },
  credit: { id: 'home_credit', defaultMessage: 'Credit' },
  creditAvailable: { id: 'home_credit_available', defaultMessage: '{company}: {balance} available of {limit}' },
  quickLinks: { id: 'home_quick_links', defaultMessage: 'Quick links' },
  fastOrder: { id: 'home_fast_order', defaultMessage: 'Fast order' },
  customers: { id: 'home_customers', defaultMessage: 'Your customers' },
  customersCount: { id: 'home_customers_count', defaultMessage: '{count, plural, =0 {No customer is assigned to you.} one {# customer is assigned to you.} other {# customers are assigned to you.}}' },
  chooseCustomer: { id: 'home_choose_customer', defaultMessage: 'Choose a customer' },
  attention: { id: 'home_attention', defaultMessage: 'Needs attention' },
  inquiries: { id: 'home_inquiries', defaultMessage: '{count, plural, =0 {No new-customer inquiry} one {# new-customer inquiry} other {# new-customer inquiries}}' },
  news: { id: 'home_latest_news', defaultMessage: 'Latest news' },
  failed: { id: 'home_section_failed', defaultMessage: 'This could not be loaded.' },
}),
);

/** What the signed-in user may open of the dealer's parts, by the scopes of the pages they lead to. */
interface DealerParts {
  orders: boolean;
  invoices: boolean;
  credit: boolean;
  fastOrder: boolean;
  payInvoices: boolean;
}

/** An amount in its own currency, written with the host's separators. */
function useMoney(): (amount: string, currency: string) => string {
  const host = useAppSelector(selectHostConfig)?.currency ?? DEFAULT_CURRENCY;
  const locale = usePortalLocale();
  return useCallback((amount, currency) => formatMoney(amount, host, { currency, locale }), [host, locale]);
}

/** The first page of the list a figure comes from: enough to count it. */
const COUNT_ONLY = { page: 1, limit: 1, search: '' };

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="home-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}

/** What a read shows while it loads or when it failed; its content once it is there. */
function Loaded({ read, children }: { read: { isLoading: boolean; isError: boolean }; children: () => ReactNode }) {
  const intl = useIntl();
  if (read.isLoading) return <Spinner label={intl.formatMessage(commonMessages.loading)} />;
  if (read.isError) return <p>{intl.formatMessage(messages.failed)}</p>;
  return <>{children()}</>;
}

function DealerSections({ parts }: { parts: DealerParts }) {
  const intl = useIntl();
  const money = useMoney();
  const localePath = useLocalePath();
  const orders = useOpenOrdersQuery(undefined, { skip: !parts.orders });
  const invoices = useOpenInvoiceSummaryQuery(undefined, { skip: !parts.invoices });
  const credit = useCreditInformationQuery(undefined, { skip: !parts.credit });
  const payers = (invoices.data ?? []).flatMap((company) => company.creditCustomers);
  return (
    <>
      {parts.orders && (
        <Section title={intl.formatMessage(messages.orders)}>
          <Loaded read={orders}>
            {() => <p>{intl.formatMessage(messages.ordersCount, { count: (orders.data ?? []).reduce((count, company) => count + company.orders.length, 0) })}</p>}
          </Loaded>
          <Link href={localePath('/order/open-order')}>{intl.formatMessage(messages.ordersLink)}</Link>
        </Section>
      )}
      {parts.invoices && (
        <Section title={intl.formatMessage(messages.invoices)}>
          <Loaded read={invoices}>
            {() =>
              payers.length === 0 ? (
                <p>{intl.formatMessage(messages.invoicesNone)}</p>
              ) : (
                <ul>
                  {payers.map((payer) => (
                    <li key={`${payer.payerCode}/${payer.currency}`}>
                      {intl.formatMessage(messages.invoiceTotal, {
                        payer: payer.payerName,
                        total: money(payer.total, payer.currency),
                        overdue: money(overdueOfAgeing(payer.ageing, payer.currency), payer.currency),
                      })}
                    </li>
                  ))}
                </ul>
              )
            }
          </Loaded>
        </Section>
      )}
      {parts.credit && (
        <Section title={intl.formatMessage(messages.credit)}>
          <Loaded read={credit}>
            {() => (
              <ul>
                {(credit.data ?? []).map((account) => (
                  <li key={account.companyCode}>
                    {intl.formatMessage(messages.creditAvailable, {
                      company: account.companyName,
                      balance: money(account.balance, account.currency),
                      limit: money(account.creditLimit, account.currency),
                    })}
                  </li>
                ))}
              </ul>
            )}
          </Loaded>
        </Section>
      )}
      {(parts.fastOrder || parts.payInvoices) && (
        <Section title={intl.formatMessage(messages.quickLinks)}>
          <ul className="home-links">
            {parts.fastOrder && (
              <li>
                <Link href={localePath('/catalog/fast-order')}>{intl.formatMessage(messages.fastOrder)}</Link>
              </li>
            )}
            {parts.payInvoices && (
              <li>
                <Link href={localePath('/payment/invoice')}>{intl.formatMessage(messages.payInvoices)}</Link>
              </li>
            )}
          </ul>
        </Section>
      )}
    </>
  );
}

function AttentionSection() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const inquiries = useCustomerInquiriesQuery(COUNT_ONLY);
  return (
    <Section title={intl.formatMessage(messages.attention)}>
      <Loaded read={inquiries}>
        {() => <Link href={localePath('/admin/customer-inquiries')}>{intl.formatMessage(messages.inquiries, { count: inquiries.data?.count ?? 0 })}</Link>}
      </Loaded>
    </Section>
  );
}

function NewsSection() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const news = useLatestNewsQuery();
  if (!news.isLoading && !news.isError && (news.data ?? []).length === 0) return null;
  return (
    <Section title={intl.formatMessage(messages.news)}>
      <Loaded read={news}>
        {() => (
          <ul className="home-links">
            {(news.data ?? []).map((item) => (
              <li key={item.id}>
                <Link href={localePath(`/news/${item.id}`)}>{item.title}</Link>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
    </Section>
  );
}

/**
 * The start page's own content for the signed-in user: the latest news of their markets; for a session acting for a
 * customer its open orders, invoices, credit and quick links; for sales staff their customers; for administrators
 * what waits for them. Each part shows where the user's scopes open the page it leads to (the service checks again).
 */
export function HomeSections({ user }: { user: SessionUser }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const customerCount = useAppSelector(selectCustomerCount);
  const features = useAppSelector(selectHostConfig)?.features ?? [];
  const opens = (name: string) => {
    const route = ROUTES.find((candidate) => candidate.name === name);
    return route !== undefined && route.scopes !== 'public' && meetsScopeRequirement(user.scopes, route.scopes);
  };
  const actsForCustomer = user.salesActiveCustCode !== null;
  return (
    <div className="home-sections">
      {features.includes('NEWS') && opens('news') && <NewsSection />}
      {actsForCustomer && (
        <DealerSections
          parts={{
            orders: opens('order-open-order'),
            invoices: opens('invoice-open-invoice'),
            credit: user.scopes.includes('credit-status.read'),
            fastOrder: opens('catalog-fast-order'),
            payInvoices: opens('payment-invoice'),
          }}
        />
      )}
      {user.scopes.includes('menu.change-cust') && (
        <Section title={intl.formatMessage(messages.customers)}>
          {customerCount !== null && <p>{intl.formatMessage(messages.customersCount, { count: customerCount })}</p>}
          <Button variant="secondary" onPress={() => dispatch(customerPickerOpened())}>
            {intl.formatMessage(messages.chooseCustomer)}
          </Button>
        </Section>
      )}
      {opens('admin-customer-inquiries') && <AttentionSection />}
    </div>
  );
}

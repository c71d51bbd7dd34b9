import { useId, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { OpenOrderCompany, OpenOrderLine } from '../../application/portal/orders/ports';
import { DELIVERY_STATES } from '../../domain/orders/deliveries';
import { Button } from '../components/Button';
import { ClampedText } from '../components/ClampedText';
import { COLUMN_WIDTHS } from '../components/column-widths';
import { DataTable, type DataTableColumn } from '../components/DataTable';
import { EmptyState } from '../components/EmptyState';
import { SelectField } from '../components/SelectField';
import { Spinner } from '../components/Spinner';
import { Toast } from '../components/Toast';
import { commonMessages } from '../i18n/common-messages';
import { messageDescriptors } from '../i18n/message-descriptors';
import { MISSING_VALUE } from '../i18n/use-formatters';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { useOpenOrdersQuery } from './orders-api';
import { DeliveriesTable, DeliveryStateChip } from './DeliveryParts';
import { useCalendarDay, useOrderMoney } from './order-formatting';
import { deliveryStateMessages, ordersMessages } from './orders-messages';
import { OrdersArea } from './OrdersArea';
import { exportMessageClosed, selectExportStatus } from './orders-slice';
import { openOrdersExported } from './orders-thunks';

const messages = messageDescriptors(defineMessages({
  exportToExcel: { id: 'orders_export_to_excel', defaultMessage: 'Export to Excel' },
  exportFailed: { id: 'orders_export_failed', defaultMessage: 'Something went wrong (OE1).' },
  company: { id: 'orders_company_filter', defaultMessage: 'Company' },
  allCompanies: { id: 'orders_all_companies', defaultMessage: 'All companies' },
  stateCounts: { id: 'orders_delivery_state_counts', defaultMessage: 'Deliveries by state' },
  stateCount: { id: 'orders_delivery_state_count', defaultMessage: '{state}: {count}' },
  ordersTable: { id: 'orders_open_orders_of', defaultMessage: 'Open orders of {company}' },
  deliveriesHeading: { id: 'orders_delivery_orders', defaultMessage: 'Delivery orders' },
  deliveriesTable: { id: 'orders_delivery_orders_of', defaultMessage: 'Delivery orders of {company}' },
  noDeliveries: { id: 'orders_no_delivery_orders', defaultMessage: 'No delivery order has been created for these orders yet.' },
  orderDate: { id: 'orders_order_date', defaultMessage: 'Order date' },
  requestedDelivery: { id: 'orders_requested_delivery', defaultMessage: 'Requested delivery' },
  expectedDelivery: { id: 'orders_expected_delivery', defaultMessage: 'Expected delivery' },
  shipTo: { id: 'orders_ship_to', defaultMessage: 'Ship to' },
  subtotal: { id: 'orders_subtotal', defaultMessage: 'Subtotal' },
  status: { id: 'orders_status', defaultMessage: 'Status' },
  noDeliveryYet: { id: 'orders_no_delivery_yet', defaultMessage: 'Not yet planned' },
  noOpenOrders: { id: 'orders_no_open_orders', defaultMessage: 'No open orders' },
  noOpenOrdersText: { id: 'orders_no_open_orders_text', defaultMessage: 'Every order of this customer has been delivered.' },
  loadFailed: { id: 'orders_open_orders_failed', defaultMessage: 'The open orders could not be loaded' },
  loadFailedText: { id: 'orders_load_failed_text', defaultMessage: 'Please try again in a moment.' },
}));

/** The company filter's choice that shows every company. */
const ALL_COMPANIES = 'all';

function OpenOrderLinesTable({ company }: { company: OpenOrderCompany }) {
  const intl = useIntl();
  const day = useCalendarDay();
  const money = useOrderMoney();
  const columns: DataTableColumn<OpenOrderLine>[] = [
    { id: 'soNumber', header: intl.formatMessage(ordersMessages.soNumber), cell: (line) => line.soNumber, sortValue: (line) => line.soNumber, isRowHeader: true, priority: 'essential', minWidth: COLUMN_WIDTHS.documentNumber },
    { id: 'poNumber', header: intl.formatMessage(ordersMessages.poNumber), cell: (line) => line.poNumber ?? MISSING_VALUE, priority: 'low', minWidth: COLUMN_WIDTHS.reference },
    { id: 'orderDate', header: intl.formatMessage(messages.orderDate), cell: (line) => day(line.orderDate), sortValue: (line) => line.orderDate, priority: 'essential', minWidth: COLUMN_WIDTHS.date },
    { id: 'requested', header: intl.formatMessage(messages.requestedDelivery), cell: (line) => day(line.requestDeliveryDate), priority: 'low', minWidth: COLUMN_WIDTHS.date },
    { id: 'expected', header: intl.formatMessage(messages.expectedDelivery), cell: (line) => day(line.expectedDeliveryDate), priority: 'medium', minWidth: COLUMN_WIDTHS.date },
    {
      id: 'shipTo',
      header: intl.formatMessage(messages.shipTo),
      cell: (line) => (
        <>
          {line.shipTo.name ?? line.shipTo.code ?? MISSING_VALUE}
          {line.shipTo.address && (
            <span className="orders-code">
              <ClampedText text={line.shipTo.address} />
            </span>
          )}
        </>
      ),
      priority: 'low',
      minWidth: COLUMN_WIDTHS.address,
    },
    {
      id: 'article',
      header: intl.formatMessage(ordersMessages.article),
      cell: (line) => (
        <>
          {line.articleName} <span className="orders-code">{line.articleCode}</span>
        </>
      ),
      sortValue: (line) => line.articleCode,
      priority: 'high',
      minWidth: COLUMN_WIDTHS.article,
    },
    { id: 'qty', header: intl.formatMessage(ordersMessages.qty), cell: (line) => `${line.qty} ${line.uom}`, sortValue: (line) => line.qty, align: 'end', priority: 'high', minWidth: COLUMN_WIDTHS.quantity },
    { id: 'price', header: intl.formatMessage(ordersMessages.price), cell: (line) => money(line.price, line.currency), align: 'end', priority: 'medium', minWidth: COLUMN_WIDTHS.amount },
    { id: 'subtotal', header: intl.formatMessage(messages.subtotal), cell: (line) => money(line.subTotal, line.currency), sortValue: (line) => Number(line.subTotal), align: 'end', priority: 'essential', minWidth: COLUMN_WIDTHS.amount },
    { id: 'status', header: intl.formatMessage(messages.status), cell: (line) => line.status, priority: 'essential', minWidth: COLUMN_WIDTHS.status },
    {
      id: 'deliveryState',
      header: intl.formatMessage(ordersMessages.deliveryState),
      cell: (line) => (line.deliveryState ? <DeliveryStateChip state={line.deliveryState} /> : intl.formatMessage(messages.noDeliveryYet)),
      priority: 'high',
      minWidth: COLUMN_WIDTHS.longStatusChip,
    },
  ];
  const label = intl.formatMessage(messages.ordersTable, { company: company.companyName });
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={company.orders}
      rowKey={(line) => line.id}
      rowLabel={(line) => `${line.soNumber} ${line.articleCode}`}
    />
  );
}

function CompanySection({ company }: { company: OpenOrderCompany }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section className="orders-company" aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage(ordersMessages.companyHeading, { name: company.companyName, code: company.companyCode })}</h2>
      <ul className="orders-state-counts" aria-label={intl.formatMessage(messages.stateCounts)}>
        {DELIVERY_STATES.map((state) => (
          <li key={state} className={`delivery-chip delivery-chip--${state}`}>
            {intl.formatMessage(messages.stateCount, { state: intl.formatMessage(deliveryStateMessages[state]), count: company.deliveryStateCounts[state] })}
          </li>
        ))}
      </ul>
      <OpenOrderLinesTable company={company} />
      <h3>{intl.formatMessage(messages.deliveriesHeading)}</h3>
      {company.deliveries.length === 0 ? (
        <p className="orders-note">{intl.formatMessage(messages.noDeliveries)}</p>
      ) : (
        <DeliveriesTable label={intl.formatMessage(messages.deliveriesTable, { company: company.companyName })} deliveries={company.deliveries} shipped={false} />
      )}
    </section>
  );
}

/**
 * The open orders (/order, /order/open-order): the customer's open-order lines by company, with how many of the
 * company's delivery orders are in each state and the delivery orders themselves, and the Excel export.
 */
export function OpenOrdersPage({ route }: { route: 'order' | 'order-open-order' }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const openOrders = useOpenOrdersQuery();
  const companies = openOrders.data ?? [];
  const exportStatus = useAppSelector(selectExportStatus);
  const [companyCode, setCompanyCode] = useState<string | null>(null);

  const shown = companyCode ? companies.filter((company) => company.companyCode === companyCode) : companies;
  const exportButton = (
    <Button variant="secondary" onPress={() => void dispatch(openOrdersExported())} isPending={exportStatus === 'exporting'} isDisabled={!openOrders.isSuccess || companies.length === 0}>
      {intl.formatMessage(messages.exportToExcel)}
    </Button>
  );

  return (
    <OrdersArea route={route} tab="open-orders" actions={exportButton}>
      {exportStatus === 'failed' && (
        <Toast tone="error" onClose={() => dispatch(exportMessageClosed())}>
          {intl.formatMessage(messages.exportFailed)}
        </Toast>
      )}
      {openOrders.isFetching ? (
        <Spinner label={intl.formatMessage(commonMessages.loading)} />
      ) : openOrders.isError ? (
        <EmptyState
          type="custom"
          title={intl.formatMessage(messages.loadFailed)}
          description={intl.formatMessage(messages.loadFailedText)}
          action={<Button onPress={() => void openOrders.refetch()}>{intl.formatMessage(ordersMessages.tryAgain)}</Button>}
        />
      ) : companies.length === 0 ? (
        <EmptyState type="custom" title={intl.formatMessage(messages.noOpenOrders)} description={intl.formatMessage(messages.noOpenOrdersText)} />
      ) : (
        <>
          {companies.length > 1 && (
            <div className="orders-filters">
              <SelectField
                label={intl.formatMessage(messages.company)}
                options={[{ id: ALL_COMPANIES, label: intl.formatMessage(messages.allCompanies) }, ...companies.map((company) => ({ id: company.companyCode, label: company.companyName }))]}
                value={companyCode ?? ALL_COMPANIES}
                onChange={(value) => setCompanyCode(value === ALL_COMPANIES ? null : value)}
              />
            </div>
          )}
          {shown.map((company) => (
            <CompanySection key={company.companyCode} company={company} />
          ))}
        </>
      )}
    </OrdersArea>
  );
}

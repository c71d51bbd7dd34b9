import { FactList } from '../components/FactList';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { OrderListItem, OrderPayment } from '../../application/portal/orders/ports';
import { isPageSize, type PageSize } from '../../domain/tables/paging';
import { AreaFrame } from '../components/AreaFrame';
import { Button } from '../components/Button';
import { COLUMN_WIDTHS } from '../components/column-widths';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../components/DataTable';
import { EmptyState } from '../components/EmptyState';
import { FileDownloadButton } from '../components/FileDownloadButton';
import { SelectField } from '../components/SelectField';
import { TextField } from '../components/TextField';
import { Toast } from '../components/Toast';
import { messageDescriptors } from '../i18n/message-descriptors';
import { MISSING_VALUE, useFormatDate } from '../i18n/use-formatters';
import { customerPickerOpened } from '../shell/customers/customer-slice';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { selectUser } from '../session/session-slice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { DateRangeFields, FilterForm } from './DateRangeFields';
import { useCalendarDay, useOrderMoney } from './order-formatting';
import { useOrderListQuery } from './orders-api';
import { ordersMessages } from './orders-messages';
import { orderListAsked, paymentDecisionMessageClosed, selectOrderList, selectPaymentDecision } from './orders-slice';
import { orderListFilterApplied, orderListFilterChanged, orderPaymentDecided, orderPaymentDocumentDownloadRequested } from './orders-thunks';
import './orders.css';

const messages = messageDescriptors(defineMessages({
  filters: { id: 'orders_list_filters', defaultMessage: 'Filter orders' },
  status: { id: 'orders_list_status', defaultMessage: 'Status' },
  allStatuses: { id: 'orders_list_all_statuses', defaultMessage: 'All statuses' },
  statusOpen: { id: 'orders_list_status_open', defaultMessage: 'Open' },
  search: { id: 'orders_list_search', defaultMessage: 'Order, SAP or PO number' },
  apply: { id: 'orders_list_apply', defaultMessage: 'Search' },
  table: { id: 'orders_list_table', defaultMessage: 'Orders' },
  orderNo: { id: 'orders_list_order_no', defaultMessage: 'Order number' },
  createdAt: { id: 'orders_list_created', defaultMessage: 'Placed' },
  sapOrderNo: { id: 'orders_list_sap_order_no', defaultMessage: 'SAP order' },
  total: { id: 'orders_list_total', defaultMessage: 'Total' },
  payment: { id: 'orders_list_payment', defaultMessage: 'Payment' },
  actions: { id: 'orders_list_actions', defaultMessage: 'Actions' },
  noPayment: { id: 'orders_list_no_payment', defaultMessage: 'No payment' },
  waitingForPayment: { id: 'orders_list_waiting_for_payment', defaultMessage: 'Waiting for payment' },
  approve: { id: 'orders_list_approve', defaultMessage: 'Approve payment of {orderNo}' },
  void: { id: 'orders_list_void', defaultMessage: 'Void payment of {orderNo}' },
  approveTitle: { id: 'orders_list_approve_title', defaultMessage: 'Approve the payment of order {orderNo}?' },
  approveText: { id: 'orders_list_approve_text', defaultMessage: 'Payment {requestNumber} of {amount} becomes Complete. This cannot be undone.' },
  approveConfirm: { id: 'orders_list_approve_confirm', defaultMessage: 'Approve' },
  voidTitle: { id: 'orders_list_void_title', defaultMessage: 'Void the payment of order {orderNo}?' },
  voidText: { id: 'orders_list_void_text', defaultMessage: 'Payment {requestNumber} of {amount} is withdrawn; the dealer has to pay the order another way. This cannot be undone.' },
  voidConfirm: { id: 'orders_list_void_confirm', defaultMessage: 'Void payment' },
  lines: { id: 'orders_list_lines', defaultMessage: 'Lines of order {orderNo}' },
  fromStock: { id: 'orders_list_from_stock', defaultMessage: 'From stock' },
  unitNet: { id: 'orders_list_unit_net', defaultMessage: 'Unit price' },
  lineTotal: { id: 'orders_list_line_total', defaultMessage: 'Line total' },
  confirmations: { id: 'orders_list_confirmations', defaultMessage: 'Stock confirmations of order {orderNo}' },
  line: { id: 'orders_list_line', defaultMessage: 'Line' },
  confirmedDate: { id: 'orders_list_confirmed_date', defaultMessage: 'Confirmed for' },
  source: { id: 'orders_list_source', defaultMessage: 'Source' },
  location: { id: 'orders_list_location', defaultMessage: 'Location' },
  notConfirmed: { id: 'orders_list_not_confirmed', defaultMessage: 'No date yet' },
  paymentOf: { id: 'orders_list_payment_of', defaultMessage: 'Payment of order {orderNo}' },
  requestNumber: { id: 'orders_list_request_number', defaultMessage: 'Payment number' },
  amount: { id: 'orders_list_amount', defaultMessage: 'Amount' },
  merchant: { id: 'orders_list_merchant', defaultMessage: 'Method' },
  expiresAt: { id: 'orders_list_expires', defaultMessage: 'Pay before' },
  virtualAccount: { id: 'orders_list_virtual_account', defaultMessage: 'Virtual account' },
  receipt: { id: 'orders_list_receipt', defaultMessage: 'Transfer receipt' },
  documents: { id: 'orders_list_documents', defaultMessage: 'Documents' },
  notes: { id: 'orders_list_notes', defaultMessage: 'Notes' },
  requestedDelivery: { id: 'orders_requested_delivery', defaultMessage: 'Requested delivery' },
  noOrders: { id: 'orders_list_no_orders', defaultMessage: 'No orders yet' },
  noOrdersText: { id: 'orders_list_no_orders_text', defaultMessage: 'The portal orders of the customer you act for show here.' },
  noCustomer: { id: 'orders_list_no_customer', defaultMessage: 'Pick a customer to see their orders' },
  noCustomerText: { id: 'orders_list_no_customer_text', defaultMessage: 'The list shows the portal orders of the customer you act for, and you act for none yet.' },
  pickCustomer: { id: 'orders_list_pick_customer', defaultMessage: 'Pick a customer' },
  loadFailed: { id: 'orders_list_failed', defaultMessage: 'The orders could not be loaded' },
  loadFailedText: { id: 'orders_load_failed_text', defaultMessage: 'Please try again in a moment.' },
}));

/** The flags of an order's payment, exactly one set, as the list names them. */
const flagMessages = messageDescriptors(defineMessages({
  waiting: { id: 'orders_payment_flag_waiting', defaultMessage: 'Waiting for payment' },
  uploaded: { id: 'orders_payment_flag_uploaded', defaultMessage: 'Receipt uploaded' },
  failed: { id: 'orders_payment_flag_failed', defaultMessage: 'Failed' },
  voided: { id: 'orders_payment_flag_voided', defaultMessage: 'Voided' },
  completed: { id: 'orders_payment_flag_completed', defaultMessage: 'Completed' },
}));

/** What a refused approval or voiding says, by the service's dictionary key. */
const refusalMessages: Record<string, MessageDescriptor> = defineMessages({
  payment_already_final: { id: 'orders_payment_already_final', defaultMessage: 'This payment is already complete, failed or void.' },
  payment_transition_not_allowed: { id: 'orders_payment_transition_not_allowed', defaultMessage: 'This payment cannot be changed in its current status.' },
  unknown_payment_request: { id: 'orders_payment_unknown', defaultMessage: 'This payment could not be found.' },
});
const refusalFallback: MessageDescriptor = messageDescriptors(defineMessages({ failed: { id: 'orders_payment_update_failed', defaultMessage: 'The payment could not be updated. Please try again.' } })).failed;

const ALL_STATUSES = 'all';

type Decision = { kind: 'approve' | 'void'; order: OrderListItem; payment: OrderPayment };

function OrderDetails({ order }: { order: OrderListItem }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const money = useOrderMoney();
  const day = useCalendarDay();
  const dates = useFormatDate();
  const payment = order.payment;
  const facts: [string, string | null][] = payment
    ? [
        [intl.formatMessage(messages.requestNumber), payment.requestNumber],
        [intl.formatMessage(messages.status), payment.status.description],
        [intl.formatMessage(messages.amount), money(payment.amount, payment.currency)],
        [intl.formatMessage(messages.merchant), payment.merchant],
        [intl.formatMessage(messages.expiresAt), payment.expiresAt && dates.dateTime(payment.expiresAt)],
        [intl.formatMessage(messages.virtualAccount), payment.virtualAccountNo],
        [intl.formatMessage(messages.receipt), payment.receipt?.fileName ?? null],
      ]
    : [];
  const orderFacts: [string, string | null][] = [
    [intl.formatMessage(messages.requestedDelivery), order.requestDeliveryDate && day(order.requestDeliveryDate)],
    [intl.formatMessage(messages.notes), order.notes],
  ];
  return (
    <div className="orders-details">
      <FactList className="orders-facts" facts={orderFacts} />
      <table className="orders-lines" aria-label={intl.formatMessage(messages.lines, { orderNo: order.orderNo })}>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(ordersMessages.article)}</th>
            <th scope="col" className="orders-lines__number">{intl.formatMessage(ordersMessages.qty)}</th>
            <th scope="col" className="orders-lines__number">{intl.formatMessage(messages.fromStock)}</th>
            <th scope="col" className="orders-lines__number">{intl.formatMessage(messages.unitNet)}</th>
            <th scope="col" className="orders-lines__number">{intl.formatMessage(messages.lineTotal)}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.lineNo}>
              <th scope="row">
                {line.name} <span className="orders-code">{line.articleCode}</span>
              </th>
              <td className="orders-lines__number">{`${line.qty} ${line.uom}`}</td>
              <td className="orders-lines__number">{line.qtyFromStock}</td>
              <td className="orders-lines__number">{money(line.unitNet, order.currency)}</td>
              <td className="orders-lines__number">{money(line.net, order.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {order.stockConfirmations.length > 0 && (
        <table className="orders-lines" aria-label={intl.formatMessage(messages.confirmations, { orderNo: order.orderNo })}>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(messages.line)}</th>
              <th scope="col" className="orders-lines__number">{intl.formatMessage(ordersMessages.qty)}</th>
              <th scope="col">{intl.formatMessage(messages.confirmedDate)}</th>
              <th scope="col">{intl.formatMessage(messages.source)}</th>
              <th scope="col">{intl.formatMessage(messages.location)}</th>
            </tr>
          </thead>
          <tbody>
            {order.stockConfirmations.map((confirmation, index) => (
              <tr key={`${confirmation.lineNo}-${index}`}>
                <th scope="row">{confirmation.lineNo}</th>
                <td className="orders-lines__number">{confirmation.qty}</td>
                <td>{confirmation.confirmedDate ? day(confirmation.confirmedDate) : intl.formatMessage(messages.notConfirmed)}</td>
                <td>{confirmation.source}</td>
                <td>{confirmation.location ?? MISSING_VALUE}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {payment && (
        <section className="orders-payment" aria-label={intl.formatMessage(messages.paymentOf, { orderNo: order.orderNo })}>
          <FactList className="orders-facts" facts={facts}>
            {payment.documents.length > 0 && (
              <div className="orders-facts__wide">
                <dt>{intl.formatMessage(messages.documents)}</dt>
                <dd>
                  <ul className="orders-documents">
                    {payment.documents.map((document) => (
                      <li key={document.id}>
                        {document.fileName}
                        <FileDownloadButton fileName={document.fileName} onDownload={() => dispatch(orderPaymentDocumentDownloadRequested(document))} />
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            )}
          </FactList>
        </section>
      )}
    </div>
  );
}

/**
 * The administrators' order list (/admin/order-confirmation): the portal orders of the customer the session acts
 * for, filtered by status, order date and number, a page at a time from the service, each with its lines, stock
 * confirmations and payment. A payment on processing can be approved and a pending one voided, after confirming;
 * the buttons show only where the payment's status allows the move, and the service has the last word.
 */
export function AdminOrderListPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const money = useOrderMoney();
  const dates = useFormatDate();
  const list = useAppSelector(selectOrderList);
  const decision = useAppSelector(selectPaymentDecision);
  const [asked, setAsked] = useState<Decision | null>(null);
  const actingForCustomer = Boolean(useAppSelector(selectUser)?.salesActiveCustCode);

  const answer = useOrderListQuery(actingForCustomer ? { filter: list.applied, page: list.page, limit: list.limit } : skipToken);
  const found = answer.isFetching ? undefined : answer.currentData;
  const paymentCell = (order: OrderListItem) => {
    const payment = order.payment;
    if (!payment) return intl.formatMessage(messages.noPayment);
    const flag = (Object.keys(flagMessages) as (keyof typeof flagMessages)[]).find((name) => payment.flags[name]);
    return (
      <>
        <span className={`payment-chip payment-chip--${payment.status.id}`}>{payment.status.description}</span>
        {flag && <span className="orders-code">{intl.formatMessage(flagMessages[flag])}</span>}
        <span className="orders-code">{money(payment.amount, payment.currency)}</span>
      </>
    );
  };
  const actionsCell = (order: OrderListItem) => {
    const payment = order.payment;
    if (!payment) return null;
    const actions = found?.paymentActions[payment.requestNumber] ?? { approve: false, void: false };
    const busy = decision.pending === payment.requestNumber;
    return (
      <div className="orders-actions">
        {actions.approve && (
          <Button variant="secondary" isPending={busy} onPress={() => setAsked({ kind: 'approve', order, payment })}>
            {intl.formatMessage(messages.approve, { orderNo: order.orderNo })}
          </Button>
        )}
        {actions.void && (
          <Button variant="secondary" isPending={busy} onPress={() => setAsked({ kind: 'void', order, payment })}>
            {intl.formatMessage(messages.void, { orderNo: order.orderNo })}
          </Button>
        )}
      </div>
    );
  };
  const columns: DataTableColumn<OrderListItem>[] = [
    { id: 'orderNo', header: intl.formatMessage(messages.orderNo), cell: (order) => order.orderNo, isRowHeader: true, priority: 'essential', minWidth: COLUMN_WIDTHS.documentNumber },
    { id: 'createdAt', header: intl.formatMessage(messages.createdAt), cell: (order) => dates.dateTime(order.createdAt), priority: 'essential', minWidth: COLUMN_WIDTHS.dateTime },
    { id: 'sapOrderNo', header: intl.formatMessage(messages.sapOrderNo), cell: (order) => order.sapOrderNo ?? MISSING_VALUE, priority: 'low', minWidth: COLUMN_WIDTHS.documentNumber },
    { id: 'poNumber', header: intl.formatMessage(ordersMessages.poNumber), cell: (order) => order.custPoNo ?? MISSING_VALUE, priority: 'high', minWidth: COLUMN_WIDTHS.reference },
    {
      id: 'status',
      header: intl.formatMessage(messages.status),
      cell: (order) => (
        <>
          {order.statusDescription}
          {order.pendingB2B && <span className="orders-code">{intl.formatMessage(messages.waitingForPayment)}</span>}
        </>
      ),
      priority: 'essential',
      minWidth: COLUMN_WIDTHS.status,
    },
    { id: 'total', header: intl.formatMessage(messages.total), cell: (order) => money(order.total, order.currency), align: 'end', priority: 'essential', minWidth: COLUMN_WIDTHS.amount },
    { id: 'payment', header: intl.formatMessage(messages.payment), cell: paymentCell, priority: 'high', minWidth: COLUMN_WIDTHS.statusChip },
    { id: 'actions', header: intl.formatMessage(messages.actions), cell: actionsCell, priority: 'high', minWidth: COLUMN_WIDTHS.rowActions },
  ];

  const draft = list.draft;
  const filtered = Boolean(list.applied.status || list.applied.range || list.applied.search);
  const askedAmount = asked ? money(asked.payment.amount, asked.payment.currency) : '';

  return (
    <AreaFrame title={intl.formatMessage(routeTitleMessages['route_title_admin-order-confirmation'])}>
      {decision.errors.length > 0 && (
        <Toast tone="error" onClose={() => dispatch(paymentDecisionMessageClosed())}>
          {decision.errors.map((key) => intl.formatMessage(refusalMessages[key] ?? refusalFallback)).join(' ')}
        </Toast>
      )}
      <FilterForm label={intl.formatMessage(messages.filters)} submitLabel={intl.formatMessage(messages.apply)} onSubmit={() => void dispatch(orderListFilterApplied(draft, list.limit))}>
        <SelectField
          label={intl.formatMessage(messages.status)}
          options={[
            { id: ALL_STATUSES, label: intl.formatMessage(messages.allStatuses) },
            { id: 'open', label: intl.formatMessage(messages.statusOpen) },
          ]}
          value={draft.status ?? ALL_STATUSES}
          onChange={(status) => void dispatch(orderListFilterChanged({ ...draft, status: status === ALL_STATUSES ? null : status }))}
        />
        <DateRangeFields range={draft.range} errors={list.rangeErrors} onChange={(range) => void dispatch(orderListFilterChanged({ ...draft, range }))} />
        <TextField type="search" label={intl.formatMessage(messages.search)} value={draft.search} onChange={(search) => void dispatch(orderListFilterChanged({ ...draft, search }))} />
      </FilterForm>
      {!actingForCustomer ? (
        <EmptyState
          type="custom"
          title={intl.formatMessage(messages.noCustomer)}
          description={intl.formatMessage(messages.noCustomerText)}
          action={<Button onPress={() => dispatch(customerPickerOpened())}>{intl.formatMessage(messages.pickCustomer)}</Button>}
        />
      ) : answer.isError && !answer.isFetching ? (
        <EmptyState
          type="custom"
          title={intl.formatMessage(messages.loadFailed)}
          description={intl.formatMessage(messages.loadFailedText)}
          action={<Button onPress={() => void answer.refetch()}>{intl.formatMessage(ordersMessages.tryAgain)}</Button>}
        />
      ) : (
        <DataTable
          label={intl.formatMessage(messages.table)}
          columns={columns}
          rows={found?.page.items ?? []}
          rowKey={(order) => order.id}
          rowLabel={(order) => order.orderNo}
          paging={{ mode: 'server', total: found?.page.total ?? 0, page: list.page, onPageChange: (page) => dispatch(orderListAsked({ filter: list.applied, page, limit: list.limit })) }}
          pageSize={list.limit}
          onPageSizeChange={(size: PageSize) => {
            if (isPageSize(size)) dispatch(orderListAsked({ filter: list.applied, page: 1, limit: size }));
          }}
          isLoading={answer.isFetching || answer.isUninitialized}
          isFiltered={filtered}
          emptyState={filtered ? undefined : <EmptyState type="custom" title={intl.formatMessage(messages.noOrders)} description={intl.formatMessage(messages.noOrdersText)} />}
          renderExpanded={(order) => <OrderDetails order={order} />}
        />
      )}
      <ConfirmDialog
        isOpen={asked !== null}
        title={asked ? intl.formatMessage(asked.kind === 'approve' ? messages.approveTitle : messages.voidTitle, { orderNo: asked.order.orderNo }) : ''}
        message={asked ? intl.formatMessage(asked.kind === 'approve' ? messages.approveText : messages.voidText, { requestNumber: asked.payment.requestNumber, amount: askedAmount }) : undefined}
        confirmLabel={intl.formatMessage(asked?.kind === 'void' ? messages.voidConfirm : messages.approveConfirm)}
        onCancel={() => setAsked(null)}
        onConfirm={() => {
          if (!asked) return;
          setAsked(null);
          void dispatch(orderPaymentDecided(asked.kind, asked.payment.requestNumber));
        }}
      />
    </AreaFrame>
  );
}

import { Link } from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { clickCollectStatusParameter, filterClickCollectOrders } from '../../application/portal/click-collect/order-list';
import type { ClickCollectOrder } from '../../application/portal/click-collect/ports';
import { CLICK_COLLECT_STATUSES, type ClickCollectStatus } from '../../domain/orders/click-collect';
import { AreaFrame } from '../components/AreaFrame';
import { Button } from '../components/Button';
import { ClampedText } from '../components/ClampedText';
import { COLUMN_WIDTHS } from '../components/column-widths';
import { DataTable, type DataTableColumn } from '../components/DataTable';
import { EmptyState } from '../components/EmptyState';
import { Spinner } from '../components/Spinner';
import { commonMessages } from '../i18n/common-messages';
import { messageDescriptors } from '../i18n/message-descriptors';
import { useLocalePath } from '../i18n/portal-locale';
import { useFormatDate } from '../i18n/use-formatters';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { useAppDispatch } from '../store/hooks';
import { useClickCollectOrderQuery, useClickCollectOrdersQuery } from './click-collect-api';
import { sharedMessages, statusMessages } from './click-collect-messages';
import { clickCollectItemsMarked, clickCollectShipmentRecorded, clickCollectStatusUpdated } from './click-collect-thunks';
import { ClickCollectOrderDetail } from './ClickCollectOrderDetail';
import { ClickCollectStatusBadge } from './ClickCollectStatusBadge';
import './click-collect.css';

const messages = messageDescriptors(
  defineMessages({
    filter: { id: 'click_collect_filter', defaultMessage: 'Filter by status' },
    all: { id: 'click_collect_all', defaultMessage: 'All' },
    count: { id: 'click_collect_count', defaultMessage: '{count, plural, one {# order} other {# orders}}' },
    table: { id: 'click_collect_table', defaultMessage: 'Click and collect orders' },
    orderNo: { id: 'click_collect_order_no', defaultMessage: 'Order' },
    open: { id: 'click_collect_open_order', defaultMessage: 'Open order {orderNo}' },
    itemCount: { id: 'click_collect_item_count', defaultMessage: 'Items' },
    listFailed: { id: 'click_collect_list_failed', defaultMessage: 'The click and collect orders could not be loaded.' },
    orderFailed: { id: 'click_collect_order_failed', defaultMessage: 'The order could not be loaded.' },
    notFound: { id: 'click_collect_order_not_found', defaultMessage: 'This order was not found.' },
    notFoundText: { id: 'click_collect_order_not_found_text', defaultMessage: 'It may belong to another store. Go back to the orders to choose another one.' },
  }),
);

/** The address of the page with a status filter and an opened order, either of them left out when null. */
function pageSearch(status: ClickCollectStatus | null, orderId: string | null): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (orderId) params.set('order', orderId);
  const search = params.toString();
  return search ? `?${search}` : '';
}

function StatusFilter({ current, counts, total, href }: { current: ClickCollectStatus | null; counts: Record<ClickCollectStatus, number> | null; total: number | null; href: (status: ClickCollectStatus | null) => string }) {
  const intl = useIntl();
  const options: { status: ClickCollectStatus | null; label: string; count: number | null }[] = [
    { status: null, label: intl.formatMessage(messages.all), count: total },
    ...CLICK_COLLECT_STATUSES.map((status) => ({ status, label: intl.formatMessage(statusMessages[status]), count: counts?.[status] ?? null })),
  ];
  return (
    <nav aria-label={intl.formatMessage(messages.filter)} className="click-collect__filter">
      <ul>
        {options.map((option) => (
          <li key={option.status ?? 'all'}>
            <Link
              className={`click-collect__tab${option.status ? ` click-collect__tab--${option.status}` : ''}`}
              href={href(option.status)}
              aria-current={option.status === current ? 'page' : undefined}
            >
              {option.label}
              {option.count !== null && (
                <span className="click-collect__tab-count">
                  <span aria-hidden="true">{option.count}</span>
                  <span className="visually-hidden">{intl.formatMessage(messages.count, { count: option.count })}</span>
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function OrderList({ status, orderHref }: { status: ClickCollectStatus | null; orderHref: (order: ClickCollectOrder) => string }) {
  const intl = useIntl();
  const dates = useFormatDate();
  const list = useClickCollectOrdersQuery();
  const shown = filterClickCollectOrders(list.data ?? [], status);

  const columns: DataTableColumn<ClickCollectOrder>[] = [
    {
      id: 'orderNo',
      header: intl.formatMessage(messages.orderNo),
      isRowHeader: true,
      sortValue: (order) => order.orderNo,
      cell: (order) => (
        <Link className="click-collect__order-link" href={orderHref(order)} aria-label={intl.formatMessage(messages.open, { orderNo: order.orderNo })}>
          {order.orderNo}
        </Link>
      ),
      priority: 'essential',
      minWidth: COLUMN_WIDTHS.documentNumber,
    },
    {
      id: 'customer',
      header: intl.formatMessage(sharedMessages.customer),
      sortValue: (order) => order.customerName,
      cell: (order) => <ClampedText text={order.customerName} />,
      priority: 'high',
      minWidth: COLUMN_WIDTHS.name,
    },
    {
      id: 'created',
      header: intl.formatMessage(sharedMessages.created),
      sortValue: (order) => order.createdAt,
      cell: (order) => dates.dateTime(order.createdAt),
      priority: 'essential',
      minWidth: COLUMN_WIDTHS.dateTime,
    },
    { id: 'status', header: intl.formatMessage(sharedMessages.status), cell: (order) => <ClickCollectStatusBadge status={order.status} />, priority: 'essential', minWidth: COLUMN_WIDTHS.longStatusChip },
    {
      id: 'items',
      header: intl.formatMessage(messages.itemCount),
      align: 'end',
      sortValue: (order) => order.details.length,
      cell: (order) => order.details.length,
      priority: 'medium',
      minWidth: COLUMN_WIDTHS.quantity,
    },
  ];

  if (list.isError && !list.data) {
    return (
      <EmptyState
        type="custom"
        title={intl.formatMessage(messages.listFailed)}
        action={<Button onPress={() => void list.refetch()}>{intl.formatMessage(commonMessages.refresh)}</Button>}
      />
    );
  }
  return (
    <DataTable
      label={intl.formatMessage(messages.table)}
      columns={columns}
      rows={shown.orders}
      rowKey={(order) => order.id}
      rowLabel={(order) => order.orderNo}
      isFiltered={status !== null}
      isLoading={list.isLoading}
    />
  );
}

function OrderDetail({ orderId, backHref }: { orderId: string; backHref: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const detail = useClickCollectOrderQuery(orderId);
  const order = detail.currentData;

  if (order) {
    return (
      <ClickCollectOrderDetail
        key={order.id}
        order={order}
        backHref={backHref}
        onUpdateStatus={(current, status) => dispatch(clickCollectStatusUpdated(current, status))}
        onRecordShipment={(current, typed) => dispatch(clickCollectShipmentRecorded(current, typed))}
        onMarkItems={(current, marks) => dispatch(clickCollectItemsMarked(current, marks))}
      />
    );
  }
  const back = <Link className="button button--secondary" href={backHref}>{intl.formatMessage(sharedMessages.back)}</Link>;
  if (order === null && !detail.isFetching) {
    return <EmptyState type="custom" title={intl.formatMessage(messages.notFound)} description={intl.formatMessage(messages.notFoundText)} action={back} />;
  }
  if (detail.isError) {
    return (
      <EmptyState
        type="custom"
        title={intl.formatMessage(messages.orderFailed)}
        action={
          <div className="click-collect__steps">
            {back}
            <Button onPress={() => void detail.refetch()}>{intl.formatMessage(commonMessages.refresh)}</Button>
          </div>
        }
      />
    );
  }
  return <Spinner label={intl.formatMessage(commonMessages.loading)} />;
}

/**
 * Click and collect (/click-collect): the store's consumer orders, filtered by status (?status=), and one order
 * opened in place of the list (?order=), so that a filter and an order can both be linked.
 */
export function ClickCollectPage() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const [params] = useSearchParams();
  const status = clickCollectStatusParameter(params.get('status'));
  const orderId = params.get('order');
  // Loaded with the page, also while an order is open, so that "Back to orders" finds the list at hand.
  const list = useClickCollectOrdersQuery();
  const counted = list.data ? filterClickCollectOrders(list.data, status) : null;
  const href = (filter: ClickCollectStatus | null, order: string | null = null) => `${localePath('/click-collect')}${pageSearch(filter, order)}`;

  return (
    <AreaFrame title={intl.formatMessage(routeTitleMessages['route_title_click-collect'])}>
      <div className="click-collect">
        {orderId ? (
          <OrderDetail orderId={orderId} backHref={href(status)} />
        ) : (
          <>
            <StatusFilter current={status} counts={counted?.counts ?? null} total={counted?.total ?? null} href={(filter) => href(filter)} />
            <OrderList status={status} orderHref={(order) => href(status, order.id)} />
          </>
        )}
      </div>
    </AreaFrame>
  );
}

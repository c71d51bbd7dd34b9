import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { defineMessages, useIntl } from 'react-intl';
import type { ThirdPartyOrder, ThirdPartyOrderItem } from '../../application/portal/third-party/ports';
import { meetsScopeRequirement } from '../../domain/access/scopes';
import type { ThirdPartyItemStatus } from '../../domain/third-party/order-item-status';
import { AreaFrame } from '../components/AreaFrame';
import { Button } from '../components/Button';
import { COLUMN_WIDTHS } from '../components/column-widths';
import { DataTable, type DataTableColumn } from '../components/DataTable';
import { EmptyState } from '../components/EmptyState';
import { Spinner } from '../components/Spinner';
import { commonMessages } from '../i18n/common-messages';
import { messageDescriptors } from '../i18n/message-descriptors';
import { useFormatDate, useFormatMoney } from '../i18n/use-formatters';
import { selectUser } from '../session/session-slice';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { useThirdPartyOrdersQuery } from './third-party-api';
import { refusalMessage, sharedMessages, statusMessages } from './third-party-messages';
import { orderItemMoved } from './third-party-thunks';
import { ThirdPartySearch } from './ThirdPartySearch';
import './third-party.css';

const messages = messageDescriptors(
  defineMessages({
    order: { id: 'third_party_order_heading', defaultMessage: 'Order {orderNo}' },
    items: { id: 'third_party_order_items', defaultMessage: 'Items of order {orderNo}' },
    customer: { id: 'third_party_order_customer', defaultMessage: 'Customer' },
    created: { id: 'third_party_order_created', defaultMessage: 'Ordered on' },
    requested: { id: 'third_party_order_requested', defaultMessage: 'Requested delivery' },
    deliverTo: { id: 'third_party_order_deliver_to', defaultMessage: 'Delivered to' },
    total: { id: 'third_party_order_total', defaultMessage: 'Total' },
    none: { id: 'third_party_order_none', defaultMessage: 'No third-party orders yet.' },
    noMatch: { id: 'third_party_order_no_match', defaultMessage: 'No order matches the search.' },
    search: { id: 'third_party_order_search', defaultMessage: 'Search order number, vendor or article' },
    searchSubmit: { id: 'third_party_order_search_submit', defaultMessage: 'Search' },
    actions: { id: 'third_party_order_actions', defaultMessage: 'Next step' },
    moveTo: { id: 'third_party_order_move_to', defaultMessage: 'Move {article} to {status}' },
    pages: { id: 'third_party_order_pages', defaultMessage: 'Pages of order {orderNo}' },
    moved: { id: 'third_party_order_moved', defaultMessage: '{article} of order {orderNo} is now {status}.' },
  }),
);

/** The scope that lets a vendor's users move item statuses; the service checks that the user is the order's vendor's. */
const MAINTAIN_SCOPE = 'third-party.maintain';

function matches(order: ThirdPartyOrder, term: string): boolean {
  const text = term.toLowerCase();
  return [order.orderNo, order.vendor.name, order.customerName, ...order.items.map((item) => item.articleCode)].some((value) => value.toLowerCase().includes(text));
}

function OrderCard({ order, canMove }: { order: ThirdPartyOrder; canMove: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const money = useFormatMoney();
  const dates = useFormatDate();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const move = async (item: ThirdPartyOrderItem, status: ThirdPartyItemStatus) => {
    const moved = await dispatch(orderItemMoved(order, item, status));
    const statusName = intl.formatMessage(statusMessages[status]);
    setNotice(moved.ok ? { ok: true, text: intl.formatMessage(messages.moved, { article: item.articleCode, orderNo: order.orderNo, status: statusName }) } : { ok: false, text: intl.formatMessage(refusalMessage(moved.error, 'failed_update_status')) });
  };
  const columns: DataTableColumn<ThirdPartyOrderItem>[] = [
    {
      id: 'article',
      header: intl.formatMessage(sharedMessages.article),
      isRowHeader: true,
      cell: (item) => (
        <span className="third-party__article">
          <strong>{item.name}</strong>
          <span>{item.articleCode}</span>
        </span>
      ),
      priority: 'essential',
      minWidth: COLUMN_WIDTHS.article,
    },
    { id: 'qty', header: intl.formatMessage(sharedMessages.quantity), align: 'end', cell: (item) => `${item.qty} ${item.salesUnit}`, priority: 'high', minWidth: COLUMN_WIDTHS.quantity },
    { id: 'subtotal', header: intl.formatMessage(sharedMessages.subtotal), align: 'end', cell: (item) => money(item.subtotal), priority: 'medium', minWidth: COLUMN_WIDTHS.amount },
    {
      id: 'status',
      header: intl.formatMessage(sharedMessages.status),
      cell: (item) => <span className={`third-party__badge third-party__badge--${item.status}`}>{intl.formatMessage(statusMessages[item.status])}</span>,
      priority: 'essential',
      minWidth: COLUMN_WIDTHS.statusChip,
    },
    ...(canMove
      ? [
          {
            id: 'actions',
            header: intl.formatMessage(messages.actions),
            cell: (item: ThirdPartyOrderItem) => (
              <span className="third-party__moves">
                {item.nextStatuses.map((status) => (
                  <Button key={status} variant={status === 'cancelled' ? 'secondary' : 'primary'} onPress={() => void move(item, status)} aria-label={intl.formatMessage(messages.moveTo, { article: item.articleCode, status: intl.formatMessage(statusMessages[status]) })}>
                    {intl.formatMessage(statusMessages[status])}
                  </Button>
                ))}
              </span>
            ),
            priority: 'essential' as const,
            minWidth: COLUMN_WIDTHS.longStatusChip,
          },
        ]
      : []),
  ];
  return (
    <section className="third-party__order" aria-labelledby={`third-party-order-${order.id}`}>
      <h2 id={`third-party-order-${order.id}`}>{intl.formatMessage(messages.order, { orderNo: order.orderNo })}</h2>
      <dl className="third-party__facts">
        <dt>{intl.formatMessage(sharedMessages.vendor)}</dt>
        <dd>{order.vendor.name}</dd>
        <dt>{intl.formatMessage(messages.customer)}</dt>
        <dd>
          {order.customerName} ({order.custCode})
        </dd>
        <dt>{intl.formatMessage(messages.created)}</dt>
        <dd>{dates.dateTime(order.createdAt)}</dd>
        {order.reqDeliveryDate && (
          <>
            <dt>{intl.formatMessage(messages.requested)}</dt>
            <dd>{dates.date(order.reqDeliveryDate)}</dd>
          </>
        )}
        <dt>{intl.formatMessage(messages.deliverTo)}</dt>
        <dd>{order.deliveryAddress}</dd>
        <dt>{intl.formatMessage(messages.total)}</dt>
        <dd>{money(order.total)}</dd>
      </dl>
      {notice && (
        <p role={notice.ok ? 'status' : 'alert'} className={notice.ok ? 'third-party__notice' : 'third-party__error'}>
          {notice.text}
        </p>
      )}
      <DataTable label={intl.formatMessage(messages.items, { orderNo: order.orderNo })} columns={columns} rows={order.items} rowKey={(item) => String(item.lineNo)} rowLabel={(item) => item.articleCode} paginationLabel={intl.formatMessage(messages.pages, { orderNo: order.orderNo })} />
    </section>
  );
}

/**
 * Third-party orders (/3rd-party/order): a dealer's orders to vendors, or a vendor's orders from every dealer, each with
 * its items and their statuses; a vendor's users move the statuses on from here. Searched by ?search=.
 */
export function ThirdPartyOrderPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const orders = useThirdPartyOrdersQuery();
  const user = useAppSelector(selectUser);
  const canMove = meetsScopeRequirement(user?.scopes ?? [], [MAINTAIN_SCOPE]);
  const shown = (orders.data ?? []).filter((order) => search === '' || matches(order, search));

  let body;
  if (orders.isLoading) body = <Spinner label={intl.formatMessage(commonMessages.loading)} />;
  else if (orders.isError && !orders.data) body = <EmptyState type="custom" title={intl.formatMessage(sharedMessages.loadFailed)} action={<Button onPress={() => void orders.refetch()}>{intl.formatMessage(commonMessages.refresh)}</Button>} />;
  else if (shown.length === 0) body = <EmptyState type="custom" title={intl.formatMessage(search ? messages.noMatch : messages.none)} />;
  else body = shown.map((order) => <OrderCard key={order.id} order={order} canMove={canMove} />);

  return (
    <AreaFrame title={intl.formatMessage(routeTitleMessages['route_title_3rd-party-order'])}>
      <div className="third-party">
        <ThirdPartySearch label={intl.formatMessage(messages.search)} submitLabel={intl.formatMessage(messages.searchSubmit)} value={search} onSearch={(term) => setParams(term ? { search: term } : {})} />
        {body}
      </div>
    </AreaFrame>
  );
}

import { FactList } from '../components/FactList';
import { messageDescriptors } from '../i18n/message-descriptors';
import { defineMessages, useIntl, type IntlShape } from 'react-intl';
import { commonMessages } from '../i18n/common-messages';
import type { PlacedOrder } from '../../application/portal/cart/ports';
import { DEFAULT_CURRENCY } from '../../domain/config/host-config';
import { money as moneyOf, toDecimalString } from '../../domain/money/money';
import { amountDue } from '../../domain/pricing/amount-due';
import { LinkButton } from '../components/LinkButton';
import { formatMoney } from '../i18n/format-money';
import { useLocalePath, usePortalLocale } from '../i18n/portal-locale';
import { useFormatDate } from '../i18n/use-formatters';
import { CatalogueFrame } from '../catalogue/CatalogueFrame';
import { selectHostConfig } from '../shell/config-slice';
import { useCurrentRoute } from '../shell/current-route';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { useAppSelector } from '../store/hooks';
import { usePlacedOrdersQuery } from './cart-api';
import { selectPlacedOrders } from './cart-slice';

const messages = messageDescriptors(defineMessages({
  thanks: { id: 'order_confirmation_thanks', defaultMessage: 'Thank you, your order has been placed.' },
  order: { id: 'order_confirmation_order', defaultMessage: 'Order {orderNo}' },
  sorg: { id: 'order_sorg', defaultMessage: 'Sales organization' },
  status: { id: 'order_status', defaultMessage: 'Status' },
  poNumber: { id: 'order_po_number', defaultMessage: 'PO number' },
  shipTo: { id: 'order_ship_to', defaultMessage: 'Ship to' },
  deliveryDate: { id: 'order_delivery_date', defaultMessage: 'Requested delivery date' },
  notes: { id: 'order_notes', defaultMessage: 'Notes' },
  shipment: { id: 'order_shipment', defaultMessage: 'Shipment' },
  placedAt: { id: 'order_placed_at', defaultMessage: 'Placed' },
  article: { id: 'order_article', defaultMessage: 'Article' },
  qty: { id: 'order_qty', defaultMessage: 'Quantity' },
  unitNet: { id: 'order_unit_price', defaultMessage: 'Unit price' },
  net: { id: 'order_line_total', defaultMessage: 'Total' },
  goods: { id: 'order_goods_total', defaultMessage: 'Goods' },
  total: { id: 'order_total', defaultMessage: 'Order total' },
  lines: { id: 'order_lines', defaultMessage: 'Lines of order {orderNo}' },
  notFound: { id: 'order_confirmation_not_found', defaultMessage: 'Order {orderNo} is not among the orders of this customer.' },
  nothingToConfirm: { id: 'order_confirmation_nothing', defaultMessage: 'There is no order to confirm.' },
  lookupFailed: { id: 'order_confirmation_lookup_failed', defaultMessage: 'The order could not be looked up, please try again.' },
  statusOpen: { id: 'order_status_open', defaultMessage: 'Open' },
  openOrders: { id: 'order_confirmation_open_orders', defaultMessage: 'Go to my orders' },
  continueShopping: { id: 'order_confirmation_continue', defaultMessage: 'Continue shopping' },
}));

/** One placed order: its number, details, lines and total as the service charged it. */
export function PlacedOrderView({ order }: { order: PlacedOrder }) {
  const intl = useIntl();
  const locale = usePortalLocale();
  const dates = useFormatDate();
  // Calendar days, written in UTC so that no time zone moves them to another day.
  const days = useFormatDate('UTC');
  const host = useAppSelector(selectHostConfig)?.currency ?? DEFAULT_CURRENCY;
  const money = (amount: string) => formatMoney(amount, host, { currency: order.currency, locale });
  const id = `order-${order.orderNo}`;
  const facts: [string, string | null][] = [
    [intl.formatMessage(messages.sorg), order.sorg],
    [intl.formatMessage(messages.status), order.status === 'open' ? intl.formatMessage(messages.statusOpen) : order.status],
    [intl.formatMessage(messages.poNumber), order.custPoNo],
    [intl.formatMessage(messages.shipTo), order.shipTo && `${order.shipTo.name}, ${order.shipTo.address}, ${order.shipTo.city}`],
    [intl.formatMessage(messages.deliveryDate), order.requestDeliveryDate && days.date(`${order.requestDeliveryDate}T00:00:00Z`)],
    [intl.formatMessage(messages.shipment), order.shipment && `${order.shipment.name} (${money(order.shipment.amount)})`],
    [intl.formatMessage(messages.notes), order.notes],
    [intl.formatMessage(messages.placedAt), dates.dateTime(order.createdAt)],
  ];
  return (
    <section className="placed-order" aria-labelledby={id}>
      <h2 id={id}>{intl.formatMessage(messages.order, { orderNo: order.orderNo })}</h2>
      <FactList className="placed-order__facts" facts={facts} />
      <table className="cart-table" aria-label={intl.formatMessage(messages.lines, { orderNo: order.orderNo })}>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(messages.article)}</th>
            <th scope="col" className="cart-table__number">
              {intl.formatMessage(messages.qty)}
            </th>
            <th scope="col" className="cart-table__number">
              {intl.formatMessage(messages.unitNet)}
            </th>
            <th scope="col" className="cart-table__number">
              {intl.formatMessage(messages.net)}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.lineNo}>
              <th scope="row">
                {line.name} <span className="cart-table__code">{line.articleCode}</span>
              </th>
              <td className="cart-table__number">{line.qty}</td>
              <td className="cart-table__number">{money(line.unitNet)}</td>
              <td className="cart-table__number">{money(line.net)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {order.shipment && (
        <p className="placed-order__total">
          {intl.formatMessage(messages.goods)}: {money(order.total)}
        </p>
      )}
      <p className="placed-order__total">
        {intl.formatMessage(messages.total)}: <strong>{money(toDecimalString(amountDue(moneyOf(order.total, order.currency), order.shipment)))}</strong>
      </p>
    </section>
  );
}

/** What the confirmation says: thanks for orders found, or why there is nothing to confirm. */
function confirmationStatus(intl: IntlShape, orderNo: string | null, lookup: { orders: readonly PlacedOrder[] | null; loading: boolean; failed: boolean }): string {
  if (lookup.orders && lookup.orders.length > 0) return intl.formatMessage(messages.thanks);
  if (lookup.loading) return intl.formatMessage(commonMessages.loading);
  if (lookup.failed) return intl.formatMessage(messages.lookupFailed);
  return orderNo ? intl.formatMessage(messages.notFound, { orderNo }) : intl.formatMessage(messages.nothingToConfirm);
}

/**
 * The order confirmation (/cart/order-confirmation/{order number}): the orders the checkout placed, one per sales
 * organisation. Opened afresh, without them at hand, it asks the service for the customer's orders of that
 * checkout; a number that is not one of the customer's orders is said to be so, never confirmed.
 */
export function OrderConfirmationPage() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const orderNo = useCurrentRoute()?.params.id ?? null;
  const placed = useAppSelector(selectPlacedOrders);
  const atHand = placed && orderNo !== null && placed.some((order) => order.orderNo === orderNo) ? placed : null;
  const lookup = usePlacedOrdersQuery(orderNo ?? '', { skip: atHand !== null || orderNo === null });
  const orders = atHand ?? lookup.data ?? null;
  return (
    <CatalogueFrame title={intl.formatMessage(routeTitleMessages['route_title_cart-order-confirmation'])}>
      <p role="status" className="order-confirmation__status">
        {confirmationStatus(intl, orderNo, { orders, loading: lookup.isFetching, failed: lookup.isError })}
      </p>
      {orders?.map((order) => <PlacedOrderView key={order.id} order={order} />)}
      <div className="cart__actions">
        <LinkButton variant="secondary" href={localePath('/order')}>
          {intl.formatMessage(messages.openOrders)}
        </LinkButton>
        <LinkButton href={localePath('/catalog')}>{intl.formatMessage(messages.continueShopping)}</LinkButton>
      </div>
    </CatalogueFrame>
  );
}

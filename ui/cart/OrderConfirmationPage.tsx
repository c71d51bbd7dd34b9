import { FactList } from '../components/FactList';
import { messageDescriptors } from '../i18n/message-descriptors';
import { defineMessages, useIntl } from 'react-intl';
import type { PlacedOrder } from '../../application/portal/ordering/ports';
import { DEFAULT_CURRENCY } from '../../domain/config/host-config';
import { LinkButton } from '../components/LinkButton';
import { formatMoney } from '../i18n/format-money';
import { useLocalePath, usePortalLocale } from '../i18n/portal-locale';
import { useFormatDate } from '../i18n/use-formatters';
import { CatalogueFrame } from '../catalogue/CatalogueFrame';
import { selectHostConfig } from '../shell/config-slice';
import { useCurrentRoute } from '../shell/current-route';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { useAppSelector } from '../store/hooks';
import { selectPlacedOrders } from './ordering-slice';

const messages = messageDescriptors(defineMessages({
  thanks: { id: 'order_confirmation_thanks', defaultMessage: 'Thank you, your order has been placed.' },
  placedOnly: { id: 'order_confirmation_placed', defaultMessage: 'Order {orderNo} has been placed.' },
  order: { id: 'order_confirmation_order', defaultMessage: 'Order {orderNo}' },
  sorg: { id: 'order_sorg', defaultMessage: 'Sales organisation' },
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
  total: { id: 'order_total', defaultMessage: 'Order total' },
  lines: { id: 'order_lines', defaultMessage: 'Lines of order {orderNo}' },
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
    [intl.formatMessage(messages.status), order.status],
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
      <p className="placed-order__total">
        {intl.formatMessage(messages.total)}: <strong>{money(order.total)}</strong>
      </p>
    </section>
  );
}

/**
 * The order confirmation (/cart/order-confirmation/{order number}): the orders the checkout placed, one per sales
 * organisation. Opened afresh, without them at hand, it confirms the order number.
 */
export function OrderConfirmationPage() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const orderNo = useCurrentRoute()?.params.id ?? null;
  const placed = useAppSelector(selectPlacedOrders);
  const orders = placed && (orderNo === null || placed.some((order) => order.orderNo === orderNo)) ? placed : null;
  return (
    <CatalogueFrame title={intl.formatMessage(routeTitleMessages['route_title_cart-order-confirmation'])}>
      <p role="status" className="order-confirmation__status">
        {orders ? intl.formatMessage(messages.thanks) : orderNo ? intl.formatMessage(messages.placedOnly, { orderNo }) : intl.formatMessage(messages.thanks)}
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

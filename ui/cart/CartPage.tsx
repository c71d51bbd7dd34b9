import { useEffect, useState } from 'react';
import { Link } from 'react-aria-components';
import { messageDescriptors } from '../i18n/message-descriptors';
import { defineMessages, useIntl } from 'react-intl';
import type { CartMessage } from '../../application/portal/cart/cart-changes';
import type { CartView, PricedCartLine } from '../../application/portal/cart/cart-view';
import { exactQuantityApplies, quantityRulesOf, type QuantityRules } from '../../domain/cart/quantity-rules';
import { HOST_CONFIG_DEFAULTS } from '../../domain/config/host-config';
import { Button } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { LinkButton } from '../components/LinkButton';
import { Spinner } from '../components/Spinner';
import { useShownWhenReady } from '../components/use-shown-when-ready';
import { Toast } from '../components/Toast';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '../components/use-media-query';
import { commonMessages } from '../i18n/common-messages';
import { useLocalePath } from '../i18n/portal-locale';
import { CatalogueFrame } from '../catalogue/CatalogueFrame';
import { productPath, useAmount } from '../catalogue/catalogue-parts';
import { useCatalogueMessage, useStockLabel } from '../catalogue/catalogue-messages';
import { ProductPicture } from '../catalogue/ProductPicture';
import { selectHostConfig } from '../shell/config-slice';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectCart } from './cart-slice';
import { cartQuantitiesChanged, shoppingCartRequested } from './cart-thunks';
import { QuantityField } from './QuantityField';
import './cart.css';
import './checkout.css';

export const cartMessages = messageDescriptors(defineMessages({
  readyToShip: { id: 'cart_ready_to_ship', defaultMessage: 'Ready to ship' },
  preOrder: { id: 'cart_pre_order', defaultMessage: 'Pre-order' },
  preOrderSplit: { id: 'cart_pre_order_split', defaultMessage: '{ready} ready to ship, {waiting} waiting for stock' },
  product: { id: 'cart_product', defaultMessage: 'Product' },
  unitPrice: { id: 'cart_unit_price', defaultMessage: 'Unit price' },
  quantity: { id: 'cart_quantity', defaultMessage: 'Quantity' },
  quantityOf: { id: 'cart_quantity_of', defaultMessage: 'Quantity of {name}' },
  lineTotal: { id: 'cart_line_total', defaultMessage: 'Total' },
  remove: { id: 'cart_remove', defaultMessage: 'Remove' },
  removeItem: { id: 'cart_remove_item', defaultMessage: 'Remove {name}' },
  totals: { id: 'cart_totals', defaultMessage: 'Totals' },
  sorgTotal: { id: 'cart_sorg_total', defaultMessage: 'Order {sorg}' },
  sorgQuantity: { id: 'cart_sorg_quantity', defaultMessage: '{quantity, plural, one {# unit} other {# units}}' },
  empty: { id: 'cart_empty', defaultMessage: 'Your cart is empty' },
  emptyText: { id: 'cart_empty_text', defaultMessage: 'Find products in the catalog or order by article code.' },
  toCatalogue: { id: 'cart_to_catalogue', defaultMessage: 'Go to the catalog' },
  checkout: { id: 'cart_checkout', defaultMessage: 'Checkout' },
  shipment: { id: 'cart_choose_shipment', defaultMessage: 'Choose shipment' },
  continueShopping: { id: 'cart_continue_shopping', defaultMessage: 'Continue shopping' },
  noPrice: { id: 'cart_no_price', defaultMessage: 'No price' },
  failed: { id: 'cart_failed', defaultMessage: 'The cart could not be loaded. Please try again.' },
  deal: { id: 'cart_deal', defaultMessage: 'Deal {salesDealNo}' },
}));

function CartRow({ line, rules, message, busy, onChange }: { line: PricedCartLine; rules: QuantityRules; message: string | null; busy: boolean; onChange: (qty: number) => Promise<boolean> }) {
  const intl = useIntl();
  const localePath = useLocalePath();
  const amount = useAmount();
  const stockLabel = useStockLabel();
  const [draft, setDraft] = useState(line.qty);
  useEffect(() => setDraft(line.qty), [line.qty]);
  const pack = exactQuantityApplies('cart', rules) && line.article.exactQty && line.article.exactQty > 1 ? line.article.exactQty : 1;

  const change = async (qty: number) => {
    setDraft(qty);
    if (qty === line.qty) return;
    if (!(await onChange(qty))) setDraft(line.qty);
  };

  return (
    <tr>
      <th scope="row" className="cart-table__product">
        <ProductPicture image={line.article.image} name={line.article.name} place="line" />
        <Link href={localePath(productPath(line.article))}>{line.article.name}</Link>
        <span className="cart-table__code">{line.article.articleCodeDisplay} · {line.sorg}</span>
        <span className="cart-table__stock">{stockLabel(line.article.stock.label)}</span>
        {line.preOrder > 0 && <span className="cart-table__split">{intl.formatMessage(cartMessages.preOrderSplit, { ready: line.readyToShip, waiting: line.preOrder })}</span>}
      </th>
      <td className="cart-table__number" data-label={intl.formatMessage(cartMessages.unitPrice)}>
        {line.pricing ? (
          <>
            {amount(line.pricing.unitNet, line.pricing.format)}
            {line.pricing.salesDealNo && <span className="cart-table__deal">{intl.formatMessage(cartMessages.deal, { salesDealNo: line.pricing.salesDealNo })}</span>}
          </>
        ) : (
          intl.formatMessage(cartMessages.noPrice)
        )}
      </td>
      <td data-label={intl.formatMessage(cartMessages.quantity)}>
        <QuantityField
          label={intl.formatMessage(cartMessages.quantityOf, { name: line.article.name })}
          labelHidden
          value={draft}
          minValue={0}
          step={pack}
          isDisabled={busy}
          errorMessage={message}
          onChange={(qty) => void change(qty)}
        />
      </td>
      <td className="cart-table__number" data-label={intl.formatMessage(cartMessages.lineTotal)}>
        {line.pricing ? amount(line.pricing.net, line.pricing.format) : '-'}
      </td>
      <td>
        <Button variant="secondary" isDisabled={busy} aria-label={intl.formatMessage(cartMessages.removeItem, { name: line.article.name })} onPress={() => void change(0)}>
          {intl.formatMessage(cartMessages.remove)}
        </Button>
      </td>
    </tr>
  );
}

function CartTable({ title, lines, ...rowProps }: { title: string; lines: readonly PricedCartLine[]; rules: QuantityRules; messages: CartMessage[]; busy: boolean; onChange: (line: PricedCartLine, qty: number) => Promise<boolean> }) {
  const intl = useIntl();
  const messageText = useCatalogueMessage();
  if (lines.length === 0) return null;
  return (
    <section className="cart-section" aria-label={title}>
      <h2>{title}</h2>
      <table className="cart-table">
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(cartMessages.product)}</th>
            <th scope="col" className="cart-table__number">
              {intl.formatMessage(cartMessages.unitPrice)}
            </th>
            <th scope="col">{intl.formatMessage(cartMessages.quantity)}</th>
            <th scope="col" className="cart-table__number">
              {intl.formatMessage(cartMessages.lineTotal)}
            </th>
            <th scope="col">
              <span className="visually-hidden">{intl.formatMessage(cartMessages.remove)}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const message = rowProps.messages.find((each) => each.articleCode === line.articleCode);
            return (
              <CartRow
                key={line.id}
                line={line}
                rules={rowProps.rules}
                busy={rowProps.busy}
                message={message ? messageText(message.key, message.values) : null}
                onChange={(qty) => rowProps.onChange(line, qty)}
              />
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

/** The totals per sales organisation: each one's lines summed exactly and rounded once, as its order is charged. */
export function CartTotals({ cart }: { cart: CartView }) {
  const intl = useIntl();
  const amount = useAmount();
  return (
    <section className="cart-totals" aria-label={intl.formatMessage(cartMessages.totals)}>
      <h2>{intl.formatMessage(cartMessages.totals)}</h2>
      <dl>
        {cart.totalsBySorg.map((total) => (
          <div key={`${total.sorg}-${total.currency}`} className="cart-totals__row" data-sorg={total.sorg}>
            <dt>
              {intl.formatMessage(cartMessages.sorgTotal, { sorg: total.sorg })}{' '}
              <span className="cart-totals__quantity">{intl.formatMessage(cartMessages.sorgQuantity, { quantity: total.quantity })}</span>
            </dt>
            <dd className="cart-totals__amount">{amount(total.total, total.format)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The cart's content with its editing: ready-to-ship and pre-order lines, totals, and the way to checkout. */
export function CartContent({ cart, rules, busy, disclaimer }: { cart: CartView; rules: QuantityRules; busy: boolean; disclaimer: string | null }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const localePath = useLocalePath();
  const messageText = useCatalogueMessage();
  const mobile = useMediaQuery(SMALL_SCREEN_QUERY);
  const [messages, setMessages] = useState<CartMessage[]>([]);

  const change = async (line: PricedCartLine, qty: number) => {
    const result = await dispatch(cartQuantitiesChanged(cart, [{ article: line.article, qty }], rules));
    setMessages(result.ok ? [] : result.messages);
    return result.ok;
  };
  const general = messages.filter((message) => !cart.lines.some((line) => line.articleCode === message.articleCode));

  if (cart.lines.length === 0) {
    return (
      <EmptyState
        type="custom"
        title={intl.formatMessage(cartMessages.empty)}
        description={intl.formatMessage(cartMessages.emptyText)}
        action={<LinkButton href={localePath('/catalog')}>{intl.formatMessage(cartMessages.toCatalogue)}</LinkButton>}
      />
    );
  }
  return (
    <div className="cart">
      {general.length > 0 && (
        <Toast tone="error">
          {general.map((message, index) => (
            <p key={index}>{messageText(message.key, message.values)}</p>
          ))}
        </Toast>
      )}
      <CartTable title={intl.formatMessage(cartMessages.readyToShip)} lines={cart.readyToShip} rules={rules} messages={messages} busy={busy} onChange={change} />
      <CartTable title={intl.formatMessage(cartMessages.preOrder)} lines={cart.preOrder} rules={rules} messages={messages} busy={busy} onChange={change} />
      <CartTotals cart={cart} />
      {disclaimer && <p className="cart__disclaimer">{disclaimer}</p>}
      <div className="cart__actions">
        <LinkButton variant="secondary" href={localePath('/catalog')}>
          {intl.formatMessage(cartMessages.continueShopping)}
        </LinkButton>
        {mobile && (
          <LinkButton variant="secondary" href={localePath('/cart/shipment')}>
            {intl.formatMessage(cartMessages.shipment)}
          </LinkButton>
        )}
        <LinkButton href={localePath('/cart/checkout')}>{intl.formatMessage(cartMessages.checkout)}</LinkButton>
      </div>
    </div>
  );
}

/** The cart (/cart, spec 001 §2): loads the cart afresh on opening. */
export function CartPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const cart = useAppSelector(selectCart);
  const config = useAppSelector(selectHostConfig) ?? HOST_CONFIG_DEFAULTS;
  const linesShown = useShownWhenReady(cart.view !== null);
  useEffect(() => {
    void dispatch(shoppingCartRequested());
  }, [dispatch]);
  return (
    <CatalogueFrame title={intl.formatMessage(routeTitleMessages.route_title_cart)}>
      {cart.view && linesShown ? (
        <CartContent cart={cart.view} rules={quantityRulesOf(config)} busy={cart.updating} disclaimer={config.cartDisclaimer} />
      ) : cart.status === 'failed' ? (
        <EmptyState type="custom" title={intl.formatMessage(cartMessages.failed)} />
      ) : (
        <Spinner label={intl.formatMessage(commonMessages.loading)} />
      )}
    </CatalogueFrame>
  );
}

import { useState } from 'react';
import { Form, Link } from 'react-aria-components';
import { messageDescriptors } from '../i18n/message-descriptors';
import { defineMessages, useIntl } from 'react-intl';
import type { CatalogueArticle, ProductDetails } from '../../application/portal/catalogue/ports';
import type { CartMessage } from '../../application/portal/cart/cart-changes';
import { formatOf, priceTermsOf } from '../../application/portal/cart/cart-view';
import { exactQuantityApplies, quantityRulesOf, type QuantityRules } from '../../domain/cart/quantity-rules';
import { HOST_CONFIG_DEFAULTS } from '../../domain/config/host-config';
import { cartButtonShown } from '../../domain/shell/cart-badge';
import { priceLine } from '../../domain/pricing/line-price';
import { toDecimalString } from '../../domain/money/money';
import { Button } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { LinkButton } from '../components/LinkButton';
import { SelectField } from '../components/SelectField';
import { Spinner } from '../components/Spinner';
import { Toast } from '../components/Toast';
import { commonMessages } from '../i18n/common-messages';
import { useLocalePath } from '../i18n/portal-locale';
import { selectUser } from '../session/session-slice';
import { QuantityField } from '../cart/QuantityField';
import { selectCart } from '../cart/cart-slice';
import { addedToCart } from '../cart/cart-thunks';
import { selectHostConfig } from '../shell/config-slice';
import { useCurrentRoute } from '../shell/current-route';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { appBarMessages } from './CatalogueAppBar';
import { CatalogueFrame } from './CatalogueFrame';
import { PriceSummary, productMessages, productPath, useAmount, useDealText } from './catalogue-parts';
import { useProductDetailsQuery } from './catalogue-api';
import { restockNotificationToggled } from './catalogue-thunks';
import { useCatalogueMessage, useStockLabel } from './catalogue-messages';
import { ProductPicture } from './ProductPicture';

const messages = messageDescriptors(defineMessages({
  details: { id: 'product_details', defaultMessage: 'Details' },
  brand: { id: 'product_brand', defaultMessage: 'Brand' },
  serie: { id: 'product_serie', defaultMessage: 'Series' },
  modelYear: { id: 'product_model_year', defaultMessage: 'Model year' },
  uom: { id: 'product_uom', defaultMessage: 'Unit' },
  packOf: { id: 'product_exact_qty', defaultMessage: 'Ordered in multiples of {exactQty}' },
  quota: { id: 'product_order_quota', defaultMessage: 'At most {limit} per order' },
  stock: { id: 'product_stock', defaultMessage: 'Stock' },
  stockLocation: { id: 'product_stock_location', defaultMessage: 'Location' },
  stockAvailable: { id: 'product_stock_available', defaultMessage: 'Available' },
  stockArrival: { id: 'product_stock_arrival', defaultMessage: 'Next arrival' },
  allLocations: { id: 'product_stock_all_locations', defaultMessage: 'All locations' },
  variants: { id: 'product_variants', defaultMessage: 'Other variants' },
  offers: { id: 'product_offers', defaultMessage: 'Sales organization' },
  quantity: { id: 'quantity', defaultMessage: 'Quantity' },
  addToCart: { id: 'add_to_cart', defaultMessage: 'Add to cart' },
  added: { id: 'added_to_cart', defaultMessage: '{qty} × {name} added to the cart.' },
  linePrice: { id: 'product_line_price', defaultMessage: '{qty} × {unit} = {total}' },
  notify: { id: 'restock_subscribe', defaultMessage: 'Notify me when back in stock' },
  stopNotify: { id: 'restock_unsubscribe', defaultMessage: 'Stop the back-in-stock notice' },
  notifying: { id: 'restock_subscribed', defaultMessage: 'You will be notified when this article is back in stock.' },
  missing: { id: 'product_missing', defaultMessage: 'This product could not be found' },
  failed: { id: 'product_failed', defaultMessage: 'The product could not be loaded. Please try again.' },
  noCustomer: { id: 'product_no_customer', defaultMessage: 'Select a customer to see prices and order.' },
}));

/** The price a quantity of the article comes to, by the domain's pricing: the deal or tier that holds, exactly. */
function LinePreview({ article, qty }: { article: CatalogueArticle; qty: number }) {
  const intl = useIntl();
  const amount = useAmount();
  if (!article.price || !Number.isSafeInteger(qty) || qty < 1) return null;
  const line = priceLine(priceTermsOf(article.price), qty);
  const format = formatOf(article.price);
  return (
    <p className="product__line-price" aria-live="polite">
      {intl.formatMessage(messages.linePrice, { qty, unit: amount(toDecimalString(line.unitNet), format), total: amount(toDecimalString(line.net), format) })}
    </p>
  );
}

function PriceTiers({ article }: { article: CatalogueArticle }) {
  const intl = useIntl();
  const deal = useDealText();
  const price = article.price;
  if (!price || (price.tiers.length === 0 && !price.discount)) return null;
  return (
    <div className="product__tiers">
      <h2>{intl.formatMessage(productMessages.tiersTitle)}</h2>
      <ul>
        {price.discount && (
          <li>
            {intl.formatMessage(productMessages.deal, { salesDealNo: price.discount.description ?? price.discount.salesDealNo, discount: deal(price.discount, price) })}
          </li>
        )}
        {price.tiers.map((tier) => (
          <li key={`${tier.salesDealNo}-${tier.term}-${tier.qty}`}>
            {intl.formatMessage(productMessages.tier, { term: tier.term === '<=' ? 'lte' : 'gte', qty: tier.qty, uom: tier.uom, discount: deal(tier, price) })}
          </li>
        ))}
      </ul>
    </div>
  );
}

function StockTable({ details }: { details: ProductDetails }) {
  const intl = useIntl();
  const label = useStockLabel();
  const rows = details.stock?.rows ?? [
    { location: null, locationName: null, available: details.article.stock.available, label: details.article.stock.label, nextArrival: details.article.stock.nextArrival },
  ];
  return (
    <div className="product__stock">
      <h2>{intl.formatMessage(messages.stock)}</h2>
      <table className="simple-table">
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(messages.stockLocation)}</th>
            <th scope="col">{intl.formatMessage(messages.stockAvailable)}</th>
            <th scope="col">{intl.formatMessage(messages.stockArrival)}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.location ?? 'all'}>
              <th scope="row">{row.locationName ?? row.location ?? intl.formatMessage(messages.allLocations)}</th>
              <td>{label(row.label)}</td>
              <td>{row.nextArrival ? label(row.nextArrival) : '-'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The add-to-cart form: the quantity (and the sales organisation where the customer buys the article in several). */
function AddToCart({ details, rules }: { details: ProductDetails; rules: QuantityRules }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const messageText = useCatalogueMessage();
  const localePath = useLocalePath();
  const cart = useAppSelector(selectCart);
  const offers = [details.article, ...details.offers];
  const [offerId, setOfferId] = useState(details.article.id);
  const article = offers.find((offer) => offer.id === offerId) ?? details.article;
  const pack = exactQuantityApplies('cart', rules) && article.exactQty && article.exactQty > 1 ? article.exactQty : 1;
  const [qty, setQty] = useState(pack);
  const [outcome, setOutcome] = useState<{ ok: true; qty: number } | { ok: false; messages: CartMessage[] } | null>(null);

  const submit = async () => {
    setOutcome(null);
    const result = await dispatch(addedToCart(cart.view, [{ article, qty }], rules));
    setOutcome(result.ok ? { ok: true, qty } : { ok: false, messages: result.messages });
  };

  return (
    <Form
      className="product__order"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {offers.length > 1 && (
        <SelectField
          label={intl.formatMessage(messages.offers)}
          options={offers.map((offer) => ({ id: offer.id, label: offer.sorg }))}
          value={offerId}
          onChange={(id) => id && setOfferId(id)}
        />
      )}
      <QuantityField label={intl.formatMessage(messages.quantity)} value={qty} onChange={setQty} minValue={pack} step={pack} isDisabled={!article.orderable} />
      <LinePreview article={article} qty={qty} />
      <Button type="submit" isPending={cart.updating} isDisabled={!article.orderable || !article.price}>
        {intl.formatMessage(messages.addToCart)}
      </Button>
      {outcome?.ok && (
        <Toast tone="info">
          {intl.formatMessage(messages.added, { qty: outcome.qty, name: article.name })}{' '}
          <LinkButton variant="secondary" href={localePath('/cart')}>
            {intl.formatMessage(appBarMessages.viewCart)}
          </LinkButton>
        </Toast>
      )}
      {outcome && !outcome.ok && (
        <Toast tone="error">
          {outcome.messages.map((message, index) => (
            <p key={index}>{messageText(message.key, message.values)}</p>
          ))}
        </Toast>
      )}
    </Form>
  );
}

function RestockNotice({ details, slug }: { details: ProductDetails; slug: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState(false);
  const { restockSubscribed } = details;
  const toggle = async () => {
    setPending(true);
    await dispatch(restockNotificationToggled(slug, details, !restockSubscribed));
    setPending(false);
  };
  return (
    <div className="product__restock">
      {restockSubscribed && <p role="status">{intl.formatMessage(messages.notifying)}</p>}
      <Button variant="secondary" isPending={pending} onPress={() => void toggle()}>
        {intl.formatMessage(restockSubscribed ? messages.stopNotify : messages.notify)}
      </Button>
    </div>
  );
}

/** A product's page content, once loaded. */
export function ProductView({ details, slug, canOrder, rules }: { details: ProductDetails; slug: string; canOrder: boolean; rules: QuantityRules }) {
  const intl = useIntl();
  const localePath = useLocalePath();
  const { article } = details;
  const facts = [
    [messages.brand, article.brand],
    [messages.serie, article.serie],
    [messages.modelYear, article.modelYear],
    [messages.uom, article.uom],
  ] as const;
  const outOfStock = article.stock.available === 0 || article.stock.label.key === 'stock_not_available';
  return (
    <div className="product">
      <div className="product__main">
        <ProductPicture image={article.image} name={article.name} place="page" />
        <p className="product__code">
          {intl.formatMessage(productMessages.articleCode)}: {article.articleCodeDisplay}
          {article.newArrival && <span className="tag">{intl.formatMessage(productMessages.newArrival)}</span>}
          {!article.orderable && <span className="tag tag--muted">{intl.formatMessage(productMessages.notOrderable)}</span>}
        </p>
        <p>{article.description}</p>
        <h2>{intl.formatMessage(messages.details)}</h2>
        <dl className="product__facts">
          {facts.map(([label, value]) =>
            value === null || value === undefined ? null : (
              <div key={label.id}>
                <dt>{intl.formatMessage(label)}</dt>
                <dd>{value}</dd>
              </div>
            ),
          )}
        </dl>
        {article.exactQty && article.exactQty > 1 && <p>{intl.formatMessage(messages.packOf, { exactQty: article.exactQty })}</p>}
        {article.orderQuota !== null && <p>{intl.formatMessage(messages.quota, { limit: article.orderQuota })}</p>}
        {article.tags.length > 0 && (
          <p className="product__tags">
            {article.tags.map((tag) => (
              <span key={tag} className="tag tag--muted">
                {tag}
              </span>
            ))}
          </p>
        )}
        <StockTable details={details} />
        {details.variants.length > 0 && (
          <nav className="product__variants" aria-label={intl.formatMessage(messages.variants)}>
            <h2>{intl.formatMessage(messages.variants)}</h2>
            <ul>
              {details.variants.map((variant) => (
                <li key={variant.id}>
                  <Link href={localePath(productPath(variant))}>{variant.variant ?? variant.name}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      <aside className="product__buy" aria-label={intl.formatMessage(messages.addToCart)}>
        <PriceSummary price={article.price} />
        <PriceTiers article={article} />
        {canOrder ? <AddToCart key={article.id} details={details} rules={rules} /> : <p>{intl.formatMessage(messages.noCustomer)}</p>}
        {outOfStock && <RestockNotice details={details} slug={slug} />}
      </aside>
    </div>
  );
}

/** The product details page (/catalog/{category}/{slug}). */
export function ProductPage() {
  const intl = useIntl();
  const slug = useCurrentRoute()?.params.slug ?? '';
  const product = useProductDetailsQuery(slug, { refetchOnMountOrArgChange: true, skip: !slug });
  const user = useAppSelector(selectUser);
  const config = useAppSelector(selectHostConfig) ?? HOST_CONFIG_DEFAULTS;
  const canOrder = Boolean(user?.salesActiveCustCode && cartButtonShown(user));

  const details = product.currentData ?? null;
  const settled = !product.isFetching;
  const title = details?.article.name ?? intl.formatMessage(routeTitleMessages['route_title_catalog-category-slug']);
  return (
    <CatalogueFrame title={title} productName={details?.article.name ?? null}>
      {details ? (
        <ProductView details={details} slug={slug} canOrder={canOrder} rules={quantityRulesOf(config)} />
      ) : settled && product.currentData === null ? (
        <EmptyState type="custom" title={intl.formatMessage(messages.missing)} />
      ) : settled && product.isError ? (
        <EmptyState type="custom" title={intl.formatMessage(messages.failed)} />
      ) : (
        <Spinner label={intl.formatMessage(commonMessages.loading)} />
      )}
    </CatalogueFrame>
  );
}

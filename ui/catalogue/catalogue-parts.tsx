import { useCallback } from 'react';
import { Link } from 'react-aria-components';
import { messageDescriptors } from '../i18n/message-descriptors';
import { defineMessages, useIntl } from 'react-intl';
import type { ArticlePrice, ArticleStock, CatalogueArticle, CatalogueModel, ProductCategory } from '../../application/portal/catalogue/ports';
import { formatAmount, type AmountFormat } from '../../domain/formatting/format-amount';
import { formatOf } from '../../application/portal/cart/cart-view';
import { MISSING_VALUE } from '../i18n/use-formatters';
import { formatMoney } from '../i18n/format-money';
import { selectHostConfig } from '../shell/config-slice';
import { useAppSelector } from '../store/hooks';
import { DEFAULT_CURRENCY } from '../../domain/config/host-config';
import { useLocalePath } from '../i18n/portal-locale';
import { useStockLabel } from './catalogue-messages';
import { ProductPicture } from './ProductPicture';

export const productMessages = messageDescriptors(defineMessages({
  dealerPrice: { id: 'dealer_price', defaultMessage: 'Dealer price' },
  netPrice: { id: 'net_price', defaultMessage: 'Your price' },
  retailPrice: { id: 'retail_price', defaultMessage: 'Retail price' },
  startingAt: { id: 'starting_at', defaultMessage: 'From {price}' },
  variants: { id: 'variant_count', defaultMessage: '{count, plural, one {# variant} other {# variants}}' },
  noPrice: { id: 'no_price_shown', defaultMessage: 'Price on request' },
  articleCode: { id: 'article_code', defaultMessage: 'Article code' },
  newArrival: { id: 'new_arrival_badge', defaultMessage: 'New' },
  notOrderable: { id: 'not_orderable', defaultMessage: 'Not orderable' },
  tier: { id: 'price_tier', defaultMessage: '{term, select, lte {Up to} other {From}} {qty} {uom}: {discount}' },
  tiersTitle: { id: 'price_tiers_title', defaultMessage: 'Quantity prices' },
  percentOff: { id: 'percent_off', defaultMessage: '{value} % off' },
  amountOff: { id: 'amount_off', defaultMessage: '{amount} off' },
  deal: { id: 'price_deal', defaultMessage: 'Deal {salesDealNo}: {discount}' },
}));

/** Writes an exact amount with a currency block (its symbol, separators and precision). */
export function useAmount(): (amount: string | null | undefined, format: AmountFormat) => string {
  return useCallback((amount, format) => {
    if (amount === null || amount === undefined || amount === '') return MISSING_VALUE;
    try {
      return formatAmount(amount, format);
    } catch {
      return MISSING_VALUE;
    }
  }, []);
}

/** The catalogue path of a product page. */
export function productPath(article: { category: ProductCategory; slug: string }): string {
  return `/catalog/${article.category}/${article.slug}`;
}

/** What a deal takes off: a percentage, or an amount per unit in the price's currency. */
export function useDealText(): (deal: { type: 'percentage' | 'amount'; value: string }, price: ArticlePrice) => string {
  const intl = useIntl();
  const amount = useAmount();
  return useCallback(
    (deal, price) =>
      deal.type === 'percentage'
        ? intl.formatMessage(productMessages.percentOff, { value: deal.value })
        : intl.formatMessage(productMessages.amountOff, { amount: amount(deal.value, formatOf(price)) }),
    [intl, amount],
  );
}

/** The dealer price, the customer's price when a deal lowers it, and the recommended retail price. */
export function PriceSummary({ price, compact = false }: { price: ArticlePrice | null; compact?: boolean }) {
  const intl = useIntl();
  const amount = useAmount();
  if (!price) return <p className="price price--none">{intl.formatMessage(productMessages.noPrice)}</p>;
  const format = formatOf(price);
  const discounted = price.net !== price.dealer;
  return (
    <dl className={`price${compact ? ' price--compact' : ''}`}>
      <div className="price__row">
        <dt>{intl.formatMessage(productMessages.dealerPrice)}</dt>
        <dd className={discounted ? 'price__was' : 'price__value'}>{amount(price.dealer, format)}</dd>
      </div>
      {discounted && (
        <div className="price__row">
          <dt>{intl.formatMessage(productMessages.netPrice)}</dt>
          <dd className="price__value">{amount(price.net, format)}</dd>
        </div>
      )}
      {!compact && price.retail && (
        <div className="price__row">
          <dt>{intl.formatMessage(productMessages.retailPrice)}</dt>
          <dd>{amount(price.retail, format)}</dd>
        </div>
      )}
    </dl>
  );
}

/** The stock label and next arrival the host shows. */
export function StockSummary({ stock }: { stock: ArticleStock }) {
  const label = useStockLabel();
  const level = stock.label.key === 'stock_not_available' ? 'out' : 'in';
  return (
    <p className={`stock stock--${level}`}>
      <span>{label(stock.label)}</span>
      {stock.nextArrival && <span className="stock__arrival">{label(stock.nextArrival)}</span>}
    </p>
  );
}

/** An article in a listing (item view, best sellers, sections): its name links to its page. */
export function ArticleCard({ article, headingLevel = 3 }: { article: CatalogueArticle; headingLevel?: 2 | 3 }) {
  const intl = useIntl();
  const localePath = useLocalePath();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="product-card">
      <ProductPicture image={article.image} name={article.name} place="card" />
      <Heading className="product-card__title">
        <Link className="product-card__link" href={localePath(productPath(article))}>
          {article.name}
        </Link>
      </Heading>
      <p className="product-card__code">
        <span className="visually-hidden">{intl.formatMessage(productMessages.articleCode)} </span>
        {article.articleCodeDisplay}
        {article.newArrival && <span className="tag">{intl.formatMessage(productMessages.newArrival)}</span>}
        {!article.orderable && <span className="tag tag--muted">{intl.formatMessage(productMessages.notOrderable)}</span>}
      </p>
      <PriceSummary price={article.price} compact />
      <StockSummary stock={article.stock} />
    </article>
  );
}

/** A model in the group view: its name links to its first variant's page. */
export function ModelCard({ model, headingLevel = 3 }: { model: CatalogueModel; headingLevel?: 2 | 3 }) {
  const intl = useIntl();
  const localePath = useLocalePath();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="product-card">
      <ProductPicture image={model.image} name={model.parentName} place="card" />
      <Heading className="product-card__title">
        <Link className="product-card__link" href={localePath(productPath(model))}>
          {model.parentName}
        </Link>
      </Heading>
      <p className="product-card__code">
        {[model.brand, model.serie, model.modelYear].filter(Boolean).join(' · ')} · {intl.formatMessage(productMessages.variants, { count: model.variants })}
      </p>
      {model.startingAt && (
        <p className="price__value">
          {intl.formatMessage(productMessages.startingAt, { price: <StartingAt key="price" amount={model.startingAt} currency={model.currency} /> })}
        </p>
      )}
    </article>
  );
}

/** A model's lowest price, in the host's currency block unless the model is priced in another currency. */
function StartingAt({ amount, currency }: { amount: string; currency: string | null }) {
  const host = useAppSelector(selectHostConfig)?.currency ?? DEFAULT_CURRENCY;
  return <>{formatMoney(amount, host, { currency: currency ?? undefined })}</>;
}

import { useEffect, useState } from 'react';
import { Link, Tab, TabList, TabPanel, Tabs, ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { messageDescriptors } from '../i18n/message-descriptors';
import { defineMessages, useIntl } from 'react-intl';
import type { ProductCategory } from '../../application/portal/catalogue/ports';
import type { CartMessage } from '../../application/portal/cart/cart-changes';
import type { Purchase, PurchaseKind, PurchasePage } from '../../application/portal/cart/ports';
import { quantityRulesOf, type QuantityRules } from '../../domain/cart/quantity-rules';
import { HOST_CONFIG_DEFAULTS } from '../../domain/config/host-config';
import type { PageSize } from '../../domain/tables/paging';
import { Button } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { LinkButton } from '../components/LinkButton';
import { Pagination } from '../components/Pagination';
import { Spinner } from '../components/Spinner';
import { Toast } from '../components/Toast';
import { commonMessages } from '../i18n/common-messages';
import { useLocalePath } from '../i18n/portal-locale';
import { useFormatDate } from '../i18n/use-formatters';
import { appBarMessages } from '../catalogue/CatalogueAppBar';
import { CatalogueFrame } from '../catalogue/CatalogueFrame';
import { productPath } from '../catalogue/catalogue-parts';
import { catalogueMessages, useCatalogueMessage } from '../catalogue/catalogue-messages';
import { selectHostConfig } from '../shell/config-slice';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { usePurchasesQuery } from './cart-api';
import { selectCart } from './cart-slice';
import { addedToCart, fastOrderResolved } from './cart-thunks';
import { QuantityField } from './QuantityField';
import { PURCHASES_PAGE_LIMIT } from '../../domain/catalogue/catalogue-views';

const messages = messageDescriptors(defineMessages({
  kinds: { id: 'repeat_order_kinds', defaultMessage: 'Purchases' },
  frequent: { id: 'repeat_order_frequent', defaultMessage: 'Frequent purchases' },
  previous: { id: 'repeat_order_previous', defaultMessage: 'Previous purchases' },
  category: { id: 'repeat_order_category', defaultMessage: 'Show purchases of' },
  all: { id: 'repeat_order_all', defaultMessage: 'All' },
  ordered: { id: 'repeat_order_ordered', defaultMessage: 'Ordered {times, plural, one {# time} other {# times}}, {qty} units in all, last on {date}' },
  quantityOf: { id: 'repeat_order_quantity_of', defaultMessage: 'Quantity of {name}' },
  addToCart: { id: 'repeat_order_add', defaultMessage: 'Add {name} to cart' },
  added: { id: 'repeat_order_added', defaultMessage: '{name} added to the cart.' },
  nothingChosen: { id: 'repeat_order_nothing_chosen', defaultMessage: 'Enter a quantity for at least one variant.' },
  failed: { id: 'repeat_order_failed', defaultMessage: 'Your purchases could not be loaded. Please try again.' },
  empty: { id: 'repeat_order_empty', defaultMessage: 'No purchases yet' },
}));

/** One purchased model: its variants with a quantity each, added to the cart together. */
export function PurchaseCard({ purchase, rules }: { purchase: Purchase; rules: QuantityRules }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const localePath = useLocalePath();
  const dates = useFormatDate();
  const messageText = useCatalogueMessage();
  const cart = useAppSelector(selectCart);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: true } | { ok: false; messages: string[] } | null>(null);
  const headingId = `purchase-${purchase.id}`;

  const add = async () => {
    const entries = purchase.items.flatMap((item) => ((quantities[item.articleCode] ?? 0) > 0 ? [{ articleCode: item.articleCode, sorg: item.sorg, qty: quantities[item.articleCode]! }] : []));
    if (entries.length === 0) {
      setOutcome({ ok: false, messages: [intl.formatMessage(messages.nothingChosen)] });
      return;
    }
    setBusy(true);
    const resolved = await dispatch(fastOrderResolved(entries));
    const found = resolved.flatMap((entry) => (entry.ok ? [{ article: entry.article, qty: entry.qty }] : []));
    const missing = resolved.flatMap((entry) => (entry.ok ? [] : [`${entry.articleCode}: ${intl.formatMessage(catalogueMessages.article_not_found!)}`]));
    const result = found.length > 0 ? await dispatch(addedToCart(cart.view, found, rules)) : null;
    setBusy(false);
    const refused = result && !result.ok ? result.messages.map((message: CartMessage) => messageText(message.key, message.values)) : [];
    if (result?.ok && missing.length === 0) {
      setOutcome({ ok: true });
      setQuantities({});
    } else {
      setOutcome({ ok: false, messages: [...missing, ...refused] });
    }
  };

  return (
    <li className="purchase">
      <article aria-labelledby={headingId}>
        <h2 id={headingId} className="product-card__title">
          <Link className="product-card__link" href={localePath(productPath(purchase))}>
            {purchase.parentName}
          </Link>
        </h2>
        <p className="product-card__code">{[purchase.brand, purchase.serie, purchase.modelYear].filter(Boolean).join(' · ')}</p>
        <ul className="purchase__items">
          {purchase.items.map((item) => (
            <li key={`${item.sorg}:${item.articleCode}`} className="purchase__item">
              <div>
                <span className="purchase__name">{item.name}</span>
                <span className="cart-table__code">
                  {item.articleCode} · {item.sorg}
                </span>
                <span className="cart-table__code">{intl.formatMessage(messages.ordered, { times: item.timesOrdered, qty: item.totalQty, date: dates.date(item.lastOrderedAt) })}</span>
              </div>
              <QuantityField
                label={intl.formatMessage(messages.quantityOf, { name: item.name })}
                labelHidden
                value={quantities[item.articleCode] ?? 0}
                minValue={0}
                onChange={(qty) => setQuantities((current) => ({ ...current, [item.articleCode]: qty }))}
              />
            </li>
          ))}
        </ul>
        <Button isPending={busy} onPress={() => void add()}>
          {intl.formatMessage(messages.addToCart, { name: purchase.parentName })}
        </Button>
        {outcome?.ok && (
          <Toast tone="info">
            {intl.formatMessage(messages.added, { name: purchase.parentName })}{' '}
            <LinkButton variant="secondary" href={localePath('/cart')}>
              {intl.formatMessage(appBarMessages.viewCart)}
            </LinkButton>
          </Toast>
        )}
        {outcome && !outcome.ok && (
          <Toast tone="error">
            {outcome.messages.map((message, index) => (
              <p key={index}>{message}</p>
            ))}
          </Toast>
        )}
      </article>
    </li>
  );
}

/** A page of purchases. */
export function PurchaseList({ page, rules, onPageChange }: { page: PurchasePage; rules: QuantityRules; onPageChange: (page: number) => void }) {
  const intl = useIntl();
  if (page.count === 0) return <EmptyState type="custom" title={intl.formatMessage(messages.empty)} />;
  return (
    <>
      <ul className="purchase-list">
        {page.purchases.map((purchase) => (
          <PurchaseCard key={purchase.id} purchase={purchase} rules={rules} />
        ))}
      </ul>
      <Pagination page={page.page} pageSize={PURCHASES_PAGE_LIMIT as PageSize} total={page.count} onPageChange={onPageChange} />
    </>
  );
}

function Purchases({ kind, category, rules }: { kind: PurchaseKind; category: ProductCategory | null; rules: QuantityRules }) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const purchases = usePurchasesQuery({ kind, category, page }, { refetchOnMountOrArgChange: true });
  useEffect(() => setPage(1), [category]);
  if (purchases.currentData) return <PurchaseList page={purchases.currentData} rules={rules} onPageChange={setPage} />;
  if (purchases.isError && !purchases.isFetching) return <EmptyState type="custom" title={intl.formatMessage(messages.failed)} />;
  return <Spinner label={intl.formatMessage(commonMessages.loading)} />;
}

/** Repeat order from frequent and previous purchases (/catalog/repeat-order). */
export function RepeatOrderPage() {
  const intl = useIntl();
  const config = useAppSelector(selectHostConfig) ?? HOST_CONFIG_DEFAULTS;
  const [category, setCategory] = useState<ProductCategory | 'all'>('all');
  const rules = quantityRulesOf(config);
  const chosen = category === 'all' ? null : category;
  return (
    <CatalogueFrame title={intl.formatMessage(routeTitleMessages['route_title_catalog-repeat-order'])}>
      <ToggleButtonGroup
        className="segmented repeat-order__filter"
        aria-label={intl.formatMessage(messages.category)}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[category]}
        onSelectionChange={(keys) => {
          const [next] = [...keys];
          if (next === 'all' || next === 'bike' || next === 'paa') setCategory(next);
        }}
      >
        <ToggleButton id="all" className="segmented__option">
          {intl.formatMessage(messages.all)}
        </ToggleButton>
        <ToggleButton id="bike" className="segmented__option">
          {intl.formatMessage(appBarMessages.bike)}
        </ToggleButton>
        <ToggleButton id="paa" className="segmented__option">
          {intl.formatMessage(appBarMessages.paa)}
        </ToggleButton>
      </ToggleButtonGroup>
      <Tabs className="tabs">
        <TabList className="tabs__list" aria-label={intl.formatMessage(messages.kinds)}>
          <Tab id="frequent" className="tabs__tab">
            {intl.formatMessage(messages.frequent)}
          </Tab>
          <Tab id="previous" className="tabs__tab">
            {intl.formatMessage(messages.previous)}
          </Tab>
        </TabList>
        <TabPanel id="frequent" className="tabs__panel">
          <Purchases kind="frequent" category={chosen} rules={rules} />
        </TabPanel>
        <TabPanel id="previous" className="tabs__panel">
          <Purchases kind="previous" category={chosen} rules={rules} />
        </TabPanel>
      </Tabs>
    </CatalogueFrame>
  );
}

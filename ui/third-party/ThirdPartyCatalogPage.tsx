import { useSearchParams } from 'react-router';
import { defineMessages, useIntl } from 'react-intl';
import type { ThirdPartyProduct } from '../../application/portal/third-party/ports';
import { money as moneyOf, toDecimalString } from '../../domain/money/money';
import { baseUnitPrice } from '../../domain/third-party/line-check';
import { AreaFrame } from '../components/AreaFrame';
import { Button } from '../components/Button';
import { COLUMN_WIDTHS } from '../components/column-widths';
import { DataTable, type DataTableColumn } from '../components/DataTable';
import { EmptyState } from '../components/EmptyState';
import { SelectField } from '../components/SelectField';
import { Spinner } from '../components/Spinner';
import { commonMessages } from '../i18n/common-messages';
import { messageDescriptors } from '../i18n/message-descriptors';
import { useLocalePath } from '../i18n/portal-locale';
import { useFormatMoney } from '../i18n/use-formatters';
import { selectActiveCustomer } from '../session/session-slice';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { useThirdPartyPriceComponentsQuery, useThirdPartyProductsQuery, useThirdPartyVendorAddressQuery, useThirdPartyVendorsQuery } from './third-party-api';
import { lineQuantitySet, productAdded, selectProductErrors, selectVendorCart } from './third-party-cart-slice';
import { sharedMessages } from './third-party-messages';
import { vendorCartCheckedOut } from './third-party-thunks';
import { ThirdPartyCart } from './ThirdPartyCart';
import { ThirdPartySearch } from './ThirdPartySearch';
import './third-party.css';

const messages = messageDescriptors(
  defineMessages({
    table: { id: 'third_party_catalog_table', defaultMessage: 'Articles of {vendor}' },
    search: { id: 'third_party_catalog_search', defaultMessage: 'Search article code or name' },
    searchSubmit: { id: 'third_party_catalog_search_submit', defaultMessage: 'Search' },
    salesUnit: { id: 'third_party_catalog_sales_unit', defaultMessage: 'Sales unit' },
    converter: { id: 'third_party_catalog_converter', defaultMessage: 'Unit converter' },
    converterValue: { id: 'third_party_catalog_converter_value', defaultMessage: '{count} per {unit}' },
    stock: { id: 'third_party_catalog_stock', defaultMessage: 'Stock' },
    baseUnitPrice: { id: 'third_party_catalog_base_unit_price', defaultMessage: 'Price per piece' },
    add: { id: 'third_party_catalog_add', defaultMessage: 'Add' },
    addLabel: { id: 'third_party_catalog_add_label', defaultMessage: 'Add {article} to the cart' },
    noVendors: { id: 'third_party_catalog_no_vendors', defaultMessage: 'No vendor sells through the portal to your sales organization yet.' },
  }),
);

const PAGE_SIZES = [10, 20] as const;

/**
 * The third-party catalogue (/3rd-party/catalog, /3rd-party/catalog-new): the articles of one vendor at a time
 * (?vendor=), searched (?search=) and paged (?page=, ?limit=). Acting for a customer, the dealer keeps a cart per
 * vendor beside the list and checks it out.
 */
export function ThirdPartyCatalogPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const localePath = useLocalePath();
  const [params, setParams] = useSearchParams();
  const vendors = useThirdPartyVendorsQuery();
  const components = useThirdPartyPriceComponentsQuery();
  const vendor = vendors.data?.find((each) => each.id === params.get('vendor')) ?? vendors.data?.[0];
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const limit = PAGE_SIZES.find((size) => size === Number(params.get('limit'))) ?? PAGE_SIZES[0];
  const products = useThirdPartyProductsQuery({ vendorId: vendor?.id ?? null, search, page, limit }, { skip: !vendor });
  const buying = useAppSelector(selectActiveCustomer) !== null;
  const address = useThirdPartyVendorAddressQuery(vendor?.id ?? '', { skip: !vendor || !buying });
  const cart = useAppSelector((state) => selectVendorCart(state, vendor?.id ?? ''));
  const productErrors = useAppSelector((state) => selectProductErrors(state, vendor?.id ?? ''));
  const money = useFormatMoney();
  const showBaseUnit = (components.data ?? []).some((component) => component.sorg === vendor?.sorg && component.additionalDisplays.includes('base_unit_price'));
  const change = (next: Record<string, string | null>) => {
    const merged = new URLSearchParams(params);
    Object.entries(next).forEach(([name, value]) => (value ? merged.set(name, value) : merged.delete(name)));
    setParams(merged);
  };

  const columns: DataTableColumn<ThirdPartyProduct>[] = [
    {
      id: 'article',
      header: intl.formatMessage(sharedMessages.article),
      isRowHeader: true,
      cell: (product) => (
        <span className="third-party__article">
          <strong>{product.name}</strong>
          <span>{product.articleCode}</span>
        </span>
      ),
      priority: 'essential',
      minWidth: COLUMN_WIDTHS.article,
    },
    { id: 'price', header: intl.formatMessage(sharedMessages.price), align: 'end', cell: (product) => money(product.price), priority: 'essential', minWidth: COLUMN_WIDTHS.amount },
    { id: 'salesUnit', header: intl.formatMessage(messages.salesUnit), cell: (product) => product.salesUnit, priority: 'high', minWidth: COLUMN_WIDTHS.quantity },
    {
      id: 'converter',
      header: intl.formatMessage(messages.converter),
      cell: (product) => intl.formatMessage(messages.converterValue, { count: product.uomConverter, unit: product.salesUnit }),
      priority: 'medium',
      minWidth: COLUMN_WIDTHS.quantity,
    },
    ...(showBaseUnit
      ? [
          {
            id: 'baseUnit',
            header: intl.formatMessage(messages.baseUnitPrice),
            align: 'end' as const,
            cell: (product: ThirdPartyProduct) => {
              const base = baseUnitPrice(moneyOf(product.price, product.currency), product.uomConverter);
              return base ? money(toDecimalString(base)) : '';
            },
            priority: 'medium' as const,
            minWidth: COLUMN_WIDTHS.amount,
          },
        ]
      : []),
    { id: 'stock', header: intl.formatMessage(messages.stock), align: 'end', cell: (product) => product.stock, priority: 'high', minWidth: COLUMN_WIDTHS.quantity },
    ...(buying
      ? [
          {
            id: 'add',
            header: intl.formatMessage(messages.add),
            cell: (product: ThirdPartyProduct) => (
              <Button variant="secondary" onPress={() => dispatch(productAdded({ product, qty: 1 }))} aria-label={intl.formatMessage(messages.addLabel, { article: product.articleCode })}>
                {intl.formatMessage(messages.add)}
              </Button>
            ),
            priority: 'essential' as const,
            minWidth: COLUMN_WIDTHS.quantity,
          },
        ]
      : []),
  ];

  const title = intl.formatMessage(routeTitleMessages['route_title_3rd-party-catalog']);
  if (vendors.isLoading) return <AreaFrame title={title}><Spinner label={intl.formatMessage(commonMessages.loading)} /></AreaFrame>;
  if (!vendor) {
    const failed = vendors.isError;
    return (
      <AreaFrame title={title}>
        <EmptyState
          type="custom"
          title={intl.formatMessage(failed ? sharedMessages.loadFailed : messages.noVendors)}
          action={failed ? <Button onPress={() => void vendors.refetch()}>{intl.formatMessage(commonMessages.refresh)}</Button> : undefined}
        />
      </AreaFrame>
    );
  }
  return (
    <AreaFrame title={title}>
      <div className="third-party">
        <div className="third-party__toolbar">
          <SelectField
            label={intl.formatMessage(sharedMessages.vendor)}
            options={(vendors.data ?? []).map((each) => ({ id: each.id, label: each.name }))}
            value={vendor.id}
            onChange={(id) => change({ vendor: id, page: null })}
          />
          <ThirdPartySearch label={intl.formatMessage(messages.search)} submitLabel={intl.formatMessage(messages.searchSubmit)} value={search} onSearch={(term) => change({ search: term, page: null })} />
        </div>
        {products.isError && !products.data ? (
          <EmptyState type="custom" title={intl.formatMessage(sharedMessages.loadFailed)} action={<Button onPress={() => void products.refetch()}>{intl.formatMessage(commonMessages.refresh)}</Button>} />
        ) : (
          <DataTable
            label={intl.formatMessage(messages.table, { vendor: vendor.name })}
            columns={columns}
            rows={products.data?.items ?? []}
            rowKey={(product) => product.id}
            rowLabel={(product) => product.articleCode}
            paging={{ mode: 'server', total: products.data?.count ?? 0, page, onPageChange: (next) => change({ page: String(next) }) }}
            pageSize={limit}
            onPageSizeChange={(size) => change({ limit: String(size), page: null })}
            isFiltered={search !== ''}
            isLoading={products.isLoading}
          />
        )}
        {buying && (
          <ThirdPartyCart
            vendor={vendor}
            cart={cart}
            productErrors={productErrors}
            address={address.data}
            ordersHref={localePath('/3rd-party/order')}
            onQuantity={(articleCode, qty) => dispatch(lineQuantitySet({ vendorId: vendor.id, articleCode, qty }))}
            onCheckout={(form) => dispatch(vendorCartCheckedOut(vendor.id, form))}
          />
        )}
      </div>
    </AreaFrame>
  );
}

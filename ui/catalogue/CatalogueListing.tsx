import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { messageDescriptors } from '../i18n/message-descriptors';
import { defineMessages, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { listingQuery, type CatalogueAddress } from '../../application/portal/catalogue/browse-catalogue';
import type { CatalogueView, ProductCategory, ProductPage, ProductQuery } from '../../application/portal/catalogue/ports';
import { HOST_CONFIG_DEFAULTS } from '../../domain/config/host-config';
import type { PageSize } from '../../domain/tables/paging';
import { EmptyState } from '../components/EmptyState';
import { LinkButton } from '../components/LinkButton';
import { Pagination } from '../components/Pagination';
import { Spinner } from '../components/Spinner';
import { useShownWhenReady } from '../components/use-shown-when-ready';
import { commonMessages } from '../i18n/common-messages';
import { useLocalePath } from '../i18n/portal-locale';
import { selectHostConfig } from '../shell/config-slice';
import { useAppSelector } from '../store/hooks';
import { useListingQuery, useSearchHitCountQuery } from './catalogue-api';
import { ArticleCard, ModelCard } from './catalogue-parts';
import { categoryMessages } from './category-messages';

const messages = messageDescriptors(defineMessages({
  view: { id: 'catalogue_view', defaultMessage: 'View' },
  group: { id: 'catalogue_view_group', defaultMessage: 'Models' },
  item: { id: 'catalogue_view_item', defaultMessage: 'Articles' },
  results: { id: 'catalogue_results', defaultMessage: '{count, plural, one {# result} other {# results}}' },
  searchResults: { id: 'catalogue_search_results', defaultMessage: '{count, plural, one {# result} other {# results}} for “{search}”' },
  failed: { id: 'catalogue_failed', defaultMessage: 'The catalog could not be loaded. Please try again.' },
  listLabel: { id: 'catalogue_list', defaultMessage: 'Products' },
  otherCatalogueHits: {
    id: 'catalogue_search_other_hits',
    defaultMessage: '{count, plural, one {# result} other {# results}} for “{search}” in {catalogue}',
  },
}));

/**
 * Under a search that found nothing in one catalogue: what it finds in the other, with the way there, so that
 * "inner tube" searched among the bikes still leads to the tubes.
 */
function OtherCatalogueHits({ category, search }: { category: ProductCategory; search: string }) {
  const intl = useIntl();
  const localePath = useLocalePath();
  const other: ProductCategory = category === 'bike' ? 'paa' : 'bike';
  const { data: count } = useSearchHitCountQuery({ category: other, search });
  if (!count) return null;
  return (
    <LinkButton href={localePath(`/catalog/${other}?search=${encodeURIComponent(search)}`)}>
      {intl.formatMessage(messages.otherCatalogueHits, { count, search, catalogue: intl.formatMessage(categoryMessages[other]) })}
    </LinkButton>
  );
}

/** The address of a catalogue page: its category and the query parameters search, view, mc and page. */
export function useCatalogueAddress(category: CatalogueAddress['category']): CatalogueAddress {
  const [params] = useSearchParams();
  return { category, search: params.get('search'), view: params.get('view'), mc: params.get('mc'), page: params.get('page') };
}

/** The listing of a page of products or models: the page of the query, or none yet; busy while it is asked again. */
export function ListingView({
  page,
  query,
  isFailed,
  isBusy,
  onViewChange,
  onPageChange,
}: {
  page: ProductPage | null;
  query: ProductQuery;
  isFailed: boolean;
  isBusy: boolean;
  onViewChange: (view: CatalogueView) => void;
  onPageChange: (page: number) => void;
}) {
  const intl = useIntl();
  return (
    <div className="listing">
      <div className="listing__bar">
        <p className="listing__count" aria-live="polite">
          {page &&
            (query.search
              ? intl.formatMessage(messages.searchResults, { count: page.count, search: query.search })
              : intl.formatMessage(messages.results, { count: page.count }))}
        </p>
        <ToggleButtonGroup
          className="segmented"
          aria-label={intl.formatMessage(messages.view)}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[query.view]}
          onSelectionChange={(keys) => {
            const [view] = [...keys];
            if (view === 'group' || view === 'item') onViewChange(view);
          }}
        >
          <ToggleButton id="group" className="segmented__option">
            {intl.formatMessage(messages.group)}
          </ToggleButton>
          <ToggleButton id="item" className="segmented__option">
            {intl.formatMessage(messages.item)}
          </ToggleButton>
        </ToggleButtonGroup>
      </div>
      {isFailed ? (
        <EmptyState type="custom" title={intl.formatMessage(messages.failed)} />
      ) : !page ? (
        <Spinner label={intl.formatMessage(commonMessages.loading)} />
      ) : page.count === 0 ? (
        <EmptyState
          type={query.search || query.mc ? 'searchNoResult' : 'noData'}
          action={query.search && query.category && <OtherCatalogueHits category={query.category} search={query.search} />}
        />
      ) : (
        <>
          <ul className="product-grid" aria-label={intl.formatMessage(messages.listLabel)} aria-busy={isBusy || undefined}>
            {page.view === 'group'
              ? page.models.map((model) => (
                  <li key={`${model.sorg}:${model.modelCode}`}>
                    <ModelCard model={model} headingLevel={2} />
                  </li>
                ))
              : page.articles.map((article) => (
                  <li key={article.id}>
                    <ArticleCard article={article} headingLevel={2} />
                  </li>
                ))}
          </ul>
          <Pagination page={page.page} pageSize={page.limit as PageSize} total={page.count} onPageChange={onPageChange} />
        </>
      )}
    </div>
  );
}

/**
 * A catalogue listing for an address: the group (models) or item (articles) view of catalogDefaultView or ?view=,
 * paged by the model or item view quota; changing the view or the page changes the address.
 */
export function CatalogueListing({ address }: { address: CatalogueAddress }) {
  const [params, setParams] = useSearchParams();
  const config = useAppSelector(selectHostConfig) ?? HOST_CONFIG_DEFAULTS;
  const query = listingQuery(address, config);
  const listing = useListingQuery(query, { refetchOnMountOrArgChange: true });
  const resultsShown = useShownWhenReady(listing.currentData !== undefined);

  const setParam = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(name);
    else next.set(name, value);
    if (name !== 'page') next.delete('page');
    setParams(next);
  };

  return (
    <ListingView
      page={resultsShown ? (listing.currentData ?? null) : null}
      query={query}
      isFailed={listing.isError && !listing.isFetching}
      isBusy={listing.isFetching}
      onViewChange={(view) => setParam('view', view)}
      onPageChange={(page) => setParam('page', String(page))}
    />
  );
}

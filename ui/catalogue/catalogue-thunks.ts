import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { ProductCategory, ProductQuery } from '../../application/portal/catalogue/ports';
import type { ProductSearch } from '../../application/portal/catalogue/product-search';
import type { PortalUseCases } from '../../application/portal/portal-use-cases';
import type { PortalThunk } from '../store/thunk';
import {
  bikeCategoriesLoaded,
  bikeCategoriesLoading,
  groupsetsLoaded,
  groupsetsLoading,
  homeLoaded,
  homeLoading,
  listingLoaded,
  listingLoading,
  productLoaded,
  productLoading,
  productSearchUpdated,
  restockNotificationChanged,
} from './catalogue-slice';

/** A thunk that answers something to the view that dispatched it. */
type AnsweringThunk<T> = ThunkAction<T, unknown, PortalUseCases, UnknownAction>;

/** The key a listing is kept under: equal queries share it. */
export function listingKey(query: ProductQuery): string {
  return JSON.stringify([query.category, query.mc, query.search, query.view, query.page, query.limit]);
}

export function bikeCategoriesRequested(): PortalThunk {
  return async (dispatch, _getState, { loadBikeCategories }) => {
    dispatch(bikeCategoriesLoading());
    dispatch(bikeCategoriesLoaded(await loadBikeCategories()));
  };
}

export function listingRequested(query: ProductQuery): PortalThunk {
  return async (dispatch, _getState, { loadListing }) => {
    const key = listingKey(query);
    dispatch(listingLoading(key));
    dispatch(listingLoaded({ key, page: await loadListing(query) }));
  };
}

export function catalogueHomeRequested(category: ProductCategory): PortalThunk {
  return async (dispatch, _getState, { loadCatalogueHome }) => {
    dispatch(homeLoading(category));
    dispatch(homeLoaded({ key: category, data: await loadCatalogueHome(category) }));
  };
}

export function groupsetsRequested(): PortalThunk {
  return async (dispatch, _getState, { loadGroupsets }) => {
    dispatch(groupsetsLoading());
    dispatch(groupsetsLoaded(await loadGroupsets()));
  };
}

export function productRequested(slug: string): PortalThunk {
  return async (dispatch, _getState, { loadProductDetails }) => {
    dispatch(productLoading(slug));
    dispatch(productLoaded({ slug, details: await loadProductDetails(slug) }));
  };
}

/** Asks for (or stops) the restock notice of the product on show; answers whether the change went through. */
export function restockNotificationToggled(slug: string, article: { articleCode: string; sorg: string }, subscribe: boolean): AnsweringThunk<Promise<boolean>> {
  return async (dispatch, _getState, { changeRestockNotification }) => {
    const subscribed = await changeRestockNotification(article, subscribe);
    if (subscribed === null) return false;
    dispatch(restockNotificationChanged({ slug, subscribed }));
    return true;
  };
}

/** A running search box whose suggestions flow into the store until it is stopped. */
export interface RunningProductSearch extends Omit<ProductSearch, 'states'> {
  stop(): void;
}

export function productSearchStarted(): AnsweringThunk<RunningProductSearch> {
  return (dispatch, _getState, { startProductSearch }) => {
    const search = startProductSearch();
    const subscription = search.states.subscribe((state) => dispatch(productSearchUpdated(state)));
    return {
      type: (term, category) => search.type(term, category),
      stop: () => subscription.unsubscribe(),
    };
  };
}

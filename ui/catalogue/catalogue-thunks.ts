import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { ProductDetails } from '../../application/portal/catalogue/ports';
import type { ProductSearch } from '../../application/portal/catalogue/product-search';
import type { PortalUseCases } from '../../application/portal/portal-use-cases';
import { catalogueApi } from './catalogue-api';
import { productSearchUpdated } from './catalogue-slice';

/** A thunk that answers something to the view that dispatched it. */
type AnsweringThunk<T> = ThunkAction<T, unknown, PortalUseCases, UnknownAction>;

/** Asks for (or stops) the restock notice of the product on show; answers whether the change went through. */
export function restockNotificationToggled(slug: string, details: ProductDetails, subscribe: boolean): AnsweringThunk<Promise<boolean>> {
  return async (dispatch, _getState, { changeRestockNotification }) => {
    const { articleCode, sorg } = details.article;
    const subscribed = await changeRestockNotification({ articleCode, sorg }, subscribe);
    if (subscribed === null) return false;
    dispatch(catalogueApi.util.upsertQueryEntries([{ endpointName: 'productDetails', arg: slug, value: { ...details, restockSubscribed: subscribed } }]));
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

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BikeCategory, CatalogueHome, Groupset, ProductCategory, ProductDetails, ProductPage } from '../../application/portal/catalogue/ports';
import { INITIAL_PRODUCT_SEARCH, type ProductSearchState } from '../../application/portal/catalogue/product-search';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface CatalogueState {
  /** The catalogue the bike/PAA toggle has chosen. */
  category: ProductCategory;
  bikeCategories: { status: LoadStatus; items: BikeCategory[] };
  /** The listing on show, by the key of the query that asked for it. */
  listing: { key: string | null; status: LoadStatus; page: ProductPage | null };
  home: { key: ProductCategory | null; status: LoadStatus; data: CatalogueHome | null };
  groupsets: { status: LoadStatus; items: Groupset[] };
  product: { slug: string | null; status: LoadStatus | 'missing'; details: ProductDetails | null };
  search: ProductSearchState;
}

const initialState: CatalogueState = {
  category: 'bike',
  bikeCategories: { status: 'idle', items: [] },
  listing: { key: null, status: 'idle', page: null },
  home: { key: null, status: 'idle', data: null },
  groupsets: { status: 'idle', items: [] },
  product: { slug: null, status: 'idle', details: null },
  search: INITIAL_PRODUCT_SEARCH,
};

const catalogueSlice = createSlice({
  name: 'catalogue',
  initialState,
  reducers: {
    catalogueCategoryChosen(state, action: PayloadAction<ProductCategory>) {
      state.category = action.payload;
    },
    bikeCategoriesLoading(state) {
      state.bikeCategories.status = 'loading';
    },
    bikeCategoriesLoaded(state, action: PayloadAction<BikeCategory[]>) {
      state.bikeCategories = { status: 'loaded', items: action.payload };
    },
    listingLoading(state, action: PayloadAction<string>) {
      state.listing = { key: action.payload, status: 'loading', page: state.listing.page };
    },
    listingLoaded(state, action: PayloadAction<{ key: string; page: ProductPage | null }>) {
      if (state.listing.key !== action.payload.key) return;
      state.listing = { key: action.payload.key, status: action.payload.page ? 'loaded' : 'failed', page: action.payload.page };
    },
    homeLoading(state, action: PayloadAction<ProductCategory>) {
      state.home = { key: action.payload, status: 'loading', data: state.home.data };
    },
    homeLoaded(state, action: PayloadAction<{ key: ProductCategory; data: CatalogueHome | null }>) {
      if (state.home.key !== action.payload.key) return;
      state.home = { key: action.payload.key, status: action.payload.data ? 'loaded' : 'failed', data: action.payload.data };
    },
    groupsetsLoading(state) {
      state.groupsets.status = 'loading';
    },
    groupsetsLoaded(state, action: PayloadAction<Groupset[] | null>) {
      state.groupsets = { status: action.payload ? 'loaded' : 'failed', items: action.payload ?? [] };
    },
    productLoading(state, action: PayloadAction<string>) {
      state.product = { slug: action.payload, status: 'loading', details: null };
    },
    productLoaded(state, action: PayloadAction<{ slug: string; details: ProductDetails | null | 'failed' }>) {
      if (state.product.slug !== action.payload.slug) return;
      const { details } = action.payload;
      state.product = { slug: action.payload.slug, status: details === 'failed' ? 'failed' : details ? 'loaded' : 'missing', details: details === 'failed' ? null : details };
    },
    restockNotificationChanged(state, action: PayloadAction<{ slug: string; subscribed: boolean }>) {
      if (state.product.details && state.product.slug === action.payload.slug) state.product.details.restockSubscribed = action.payload.subscribed;
    },
    productSearchUpdated(state, action: PayloadAction<ProductSearchState>) {
      state.search = action.payload;
    },
  },
  selectors: {
    selectCatalogueCategory: (state) => state.category,
    selectBikeCategories: (state) => state.bikeCategories,
    selectListing: (state) => state.listing,
    selectCatalogueHome: (state) => state.home,
    selectGroupsets: (state) => state.groupsets,
    selectProduct: (state) => state.product,
    selectProductSearch: (state) => state.search,
  },
});

export const {
  catalogueCategoryChosen,
  bikeCategoriesLoading,
  bikeCategoriesLoaded,
  listingLoading,
  listingLoaded,
  homeLoading,
  homeLoaded,
  groupsetsLoading,
  groupsetsLoaded,
  productLoading,
  productLoaded,
  restockNotificationChanged,
  productSearchUpdated,
} = catalogueSlice.actions;
export const {
  selectCatalogueCategory,
  selectBikeCategories,
  selectListing,
  selectCatalogueHome,
  selectGroupsets,
  selectProduct,
  selectProductSearch,
} = catalogueSlice.selectors;
export const catalogueReducer = catalogueSlice.reducer;

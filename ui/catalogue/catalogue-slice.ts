import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProductCategory } from '../../application/portal/catalogue/ports';
import { INITIAL_PRODUCT_SEARCH, type ProductSearchState } from '../../application/portal/catalogue/product-search';

export interface CatalogueState {
  /** The catalogue the bike/PAA toggle has chosen. */
  category: ProductCategory;
  search: ProductSearchState;
}

const initialState: CatalogueState = {
  category: 'bike',
  search: INITIAL_PRODUCT_SEARCH,
};

const catalogueSlice = createSlice({
  name: 'catalogue',
  initialState,
  reducers: {
    catalogueCategoryChosen(state, action: PayloadAction<ProductCategory>) {
      state.category = action.payload;
    },
    productSearchUpdated(state, action: PayloadAction<ProductSearchState>) {
      state.search = action.payload;
    },
  },
  selectors: {
    selectCatalogueCategory: (state) => state.category,
    selectProductSearch: (state) => state.search,
  },
});

export const { catalogueCategoryChosen, productSearchUpdated } = catalogueSlice.actions;
export const { selectCatalogueCategory, selectProductSearch } = catalogueSlice.selectors;
export const catalogueReducer = catalogueSlice.reducer;

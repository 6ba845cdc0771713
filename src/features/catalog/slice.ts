import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ListingQuery } from './query';
import { requestFailed, requestSettled, requestStarted, type RequestState } from '../../shared/state/request-state';
import type { ListingSource } from './api';
import type { Facets, ProductCard, ProductList } from '../../../core/contracts/catalog';
import type { Pagination } from '../../../core/contracts/common';

/**
 * Category state: products, pagination, total, position, pathname, search (its categoryMenu is the menu
 * slice's). `pathname` + `search` say which view the products belong to; `position` keeps the scroll offset per
 * view (key: pathname + search) so Back restores it.
 */
export interface CategoryState extends RequestState {
  products: ProductCard[];
  pagination: Pagination | null;
  total: number;
  position: Record<string, number>;
  pathname: string;
  search: string;
  facets: Facets | null;
}

export const initialCategoryState: CategoryState = {
  products: [],
  pagination: null,
  total: 0,
  position: {},
  pathname: '',
  search: '',
  facets: null,
  loading: false,
  error: null,
};

export interface FetchCategoryPayload {
  source: ListingSource;
  query: ListingQuery;
  pathname: string;
  search: string;
  /** The view is already on screen (the build's first page): refresh it without the page-top loader. */
  quiet?: boolean;
}

export const positionKey = (pathname: string, search: string): string => `${pathname}${search}`;

const categorySlice = createSlice({
  name: 'category',
  initialState: initialCategoryState,
  reducers: {
    /** A listing page arrived for the view it was asked for. */
    categoryLoaded(state, action: PayloadAction<{ body: ProductList; pathname: string; search: string }>) {
      const { body, pathname, search } = action.payload;
      state.products = body.items ?? [];
      state.pagination = body.pagination ?? null;
      state.total = body.pagination?.total ?? 0;
      state.facets = body.facets ?? null;
      state.pathname = pathname;
      state.search = search;
      requestSettled(state);
    },
    /** Back to the initial state, keeping the remembered scroll positions. */
    resetCategory(state) {
      return { ...initialCategoryState, position: state.position };
    },
    fetchCategory(state, action: PayloadAction<FetchCategoryPayload>) {
      requestStarted(state);
      state.products = [];
      state.pagination = null;
      state.total = 0;
      state.pathname = action.payload.pathname;
      state.search = action.payload.search;
    },
    /** Records the module's error state; no message of its own. */
    categoryError(state, action: PayloadAction<string>) {
      requestFailed(state, action.payload);
    },
    savePosition(state, action: PayloadAction<{ key: string; y: number }>) {
      state.position[action.payload.key] = action.payload.y;
    },
  },
});

export const { categoryLoaded, resetCategory, fetchCategory, categoryError, savePosition } = categorySlice.actions;
export const categoryReducer = categorySlice.reducer;
export default categorySlice;

declare module '../../shared/state/app-state' {
  interface AppState {
    category: CategoryState;
  }
}

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ListingQuery } from './query';
import type { Facets, Pagination, ProductCard } from './types';
import type { MenuNode } from '../menu/types';
import type { ListingSource } from './api';

/**
 * Spec §3 category state: products, pagination, total, categoryMenu,
 * position, pathname, search. `pathname` + `search` say which view the
 * products belong to; `position` keeps the scroll offset per view
 * (key: pathname + search) so Back restores it.
 */
export interface CategoryState {
  products: ProductCard[];
  pagination: Pagination | null;
  total: number;
  categoryMenu: MenuNode[];
  position: Record<string, number>;
  pathname: string;
  search: string;
  facets: Facets | null;
  loading: boolean;
  error: string | null;
}

export const initialCategoryState: CategoryState = {
  products: [],
  pagination: null,
  total: 0,
  categoryMenu: [],
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
}

export const positionKey = (pathname: string, search: string): string => `${pathname}${search}`;

const categorySlice = createSlice({
  name: 'category',
  initialState: initialCategoryState,
  reducers: {
    /** Merge a partial state (the saga's result, a pre-rendered first page, the category menu). */
    setCategory(state, action: PayloadAction<Partial<CategoryState>>) {
      return { ...state, ...action.payload };
    },
    /** Back to the initial state, keeping the remembered scroll positions. */
    resetCategory(state) {
      return { ...initialCategoryState, position: state.position };
    },
    fetchCategory(state, action: PayloadAction<FetchCategoryPayload>) {
      state.loading = true;
      state.error = null;
      state.products = [];
      state.pagination = null;
      state.total = 0;
      state.pathname = action.payload.pathname;
      state.search = action.payload.search;
    },
    /** Records the module's error state; no message of its own. */
    categoryError(state, action: PayloadAction<string>) {
      state.loading = false;
      state.error = action.payload;
    },
    savePosition(state, action: PayloadAction<{ key: string; y: number }>) {
      state.position[action.payload.key] = action.payload.y;
    },
  },
});

export const { setCategory, resetCategory, fetchCategory, categoryError, savePosition } = categorySlice.actions;
export const categoryReducer = categorySlice.reducer;
export default categorySlice;

declare module '../../shared/state/app-state' {
  interface AppState {
    category: CategoryState;
  }
}

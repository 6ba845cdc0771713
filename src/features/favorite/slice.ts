import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { requestFailed, requestStarted } from '../../shared/state/request-state';
import { sessionEnded } from '../../shared/state/events';
import { userError } from '../user/public';
import type { Paged, Pagination } from '../../../core/contracts/common';
import type { ProductCard } from '../../../core/contracts/catalog';

/** Spec §3: favoriteProducts and pagination; `ids` light the hearts. */
export interface FavoriteState {
  favoriteProducts: ProductCard[];
  pagination: Pagination;
  ids: number[];
  loaded: boolean;
  loading: boolean;
  error: string | null;
}

export const initialFavoriteState: FavoriteState = {
  favoriteProducts: [],
  pagination: { page: 1, limit: 30, total: 0 },
  ids: [],
  loaded: false,
  loading: false,
  error: null,
};

const favoriteSlice = createSlice({
  name: 'favorite',
  initialState: initialFavoriteState,
  reducers: {
    fetchFavorites(state, _action: PayloadAction<number | undefined>) {
      requestStarted(state);
    },
    favoritesLoaded(state, action: PayloadAction<Paged<ProductCard>>) {
      state.favoriteProducts = action.payload.items ?? [];
      state.pagination = action.payload.pagination ?? state.pagination;
      state.loaded = true;
      state.loading = false;
    },
    fetchFavoriteIds() {},
    favoriteIdsLoaded(state, action: PayloadAction<number[]>) {
      state.ids = action.payload;
    },
    /** Lights the heart at once; the saga calls the API. */
    addFavorite(state, action: PayloadAction<number>) {
      if (!state.ids.includes(action.payload)) state.ids.push(action.payload);
    },
    /** Spec §4: removing a favorite takes it off the list locally, at once. */
    removeFavorite(state, action: PayloadAction<number>) {
      const id = action.payload;
      state.ids = state.ids.filter((value) => value !== id);
      const before = state.favoriteProducts.length;
      state.favoriteProducts = state.favoriteProducts.filter((product) => product.id !== id);
      if (state.favoriteProducts.length < before) {
        state.pagination = { ...state.pagination, total: Math.max(0, state.pagination.total - 1) };
      }
    },
    favoriteError(state, action: PayloadAction<string>) {
      requestFailed(state, action.payload);
    },
  },
  extraReducers: (builder) => {
    // Spec §4: logging out clears the favorites.
    builder.addCase(sessionEnded, () => initialFavoriteState).addCase(userError, () => initialFavoriteState);
  },
});

export const {
  fetchFavorites,
  favoritesLoaded,
  fetchFavoriteIds,
  favoriteIdsLoaded,
  addFavorite,
  removeFavorite,
  favoriteError,
} = favoriteSlice.actions;
export const favoriteReducer = favoriteSlice.reducer;
export const selectFavorite = (state: { favorite: FavoriteState }): FavoriteState => state.favorite;
export default favoriteSlice;

declare module '../../shared/state/app-state' {
  interface AppState {
    favorite: FavoriteState;
  }
}

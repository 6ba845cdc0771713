import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Paged } from '../account/types';
import type { Pagination, ProductCard } from '../catalog/types';
import { logoutSuccess, userError } from '../user/slice';

/** Spec §3: favoriteProducts and pagination; `ids` light the hearts. */
export interface FavouriteState {
  favoriteProducts: ProductCard[];
  pagination: Pagination;
  ids: number[];
  loaded: boolean;
  loading: boolean;
  error: string | null;
}

export const initialFavouriteState: FavouriteState = {
  favoriteProducts: [],
  pagination: { page: 1, limit: 30, total: 0 },
  ids: [],
  loaded: false,
  loading: false,
  error: null,
};

const favouriteSlice = createSlice({
  name: 'favourite',
  initialState: initialFavouriteState,
  reducers: {
    fetchFavourites(state, _action: PayloadAction<number | undefined>) {
      state.loading = true;
      state.error = null;
    },
    favouritesLoaded(state, action: PayloadAction<Paged<ProductCard>>) {
      state.favoriteProducts = action.payload.items ?? [];
      state.pagination = action.payload.pagination ?? state.pagination;
      state.loaded = true;
      state.loading = false;
    },
    fetchFavouriteIds() {},
    favouriteIdsLoaded(state, action: PayloadAction<number[]>) {
      state.ids = action.payload;
    },
    /** Lights the heart at once; the saga calls the API. */
    addFavourite(state, action: PayloadAction<number>) {
      if (!state.ids.includes(action.payload)) state.ids.push(action.payload);
    },
    /** Spec §4: removing a favourite takes it off the list locally, at once. */
    removeFavourite(state, action: PayloadAction<number>) {
      const id = action.payload;
      state.ids = state.ids.filter((value) => value !== id);
      const before = state.favoriteProducts.length;
      state.favoriteProducts = state.favoriteProducts.filter((product) => product.id !== id);
      if (state.favoriteProducts.length < before) {
        state.pagination = { ...state.pagination, total: Math.max(0, state.pagination.total - 1) };
      }
    },
    favouriteError(state, action: PayloadAction<string>) {
      state.loading = false;
      state.error = action.payload;
    },
  },
  extraReducers: (builder) => {
    // Spec §4: logging out clears the favourites.
    builder.addCase(logoutSuccess, () => initialFavouriteState).addCase(userError, () => initialFavouriteState);
  },
});

export const {
  fetchFavourites,
  favouritesLoaded,
  fetchFavouriteIds,
  favouriteIdsLoaded,
  addFavourite,
  removeFavourite,
  favouriteError,
} = favouriteSlice.actions;
export const favouriteReducer = favouriteSlice.reducer;
export const selectFavourite = (state: { favourite: FavouriteState }): FavouriteState => state.favourite;
export default favouriteSlice;

declare module '../../shared/state/app-state' {
  interface AppState {
    favourite: FavouriteState;
  }
}

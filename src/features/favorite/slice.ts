import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionEnded } from '../../shared/state/events';
import { pagedList, type PagedListState } from '../../shared/state/paged-list';
import { userError } from '../user/public';
import type { ProductCard } from '../../../core/contracts/catalog';

// The API's page (FAVOURITE_PAGE_SIZE), written out: a slice importing ./api would cost every page a module of its own.
const list = pagedList<'favoriteProducts', ProductCard>('favoriteProducts', { limit: 30, append: false });

/** The favourites list (favoriteProducts) and pagination; `ids` light the hearts. */
export interface FavoriteState extends PagedListState<'favoriteProducts', ProductCard> {
  ids: number[];
}

export const initialFavoriteState: FavoriteState = { ...list.initial, ids: [] };

const favoriteSlice = createSlice({
  name: 'favorite',
  initialState: initialFavoriteState,
  reducers: {
    fetchFavorites: list.fetch,
    favoritesLoaded: list.loaded,
    fetchFavoriteIds() {},
    favoriteIdsLoaded(state, action: PayloadAction<number[]>) {
      state.ids = action.payload;
    },
    /** Lights the heart at once; the saga calls the API. */
    addFavorite(state, action: PayloadAction<number>) {
      if (!state.ids.includes(action.payload)) state.ids.push(action.payload);
    },
    /** Removing a favorite takes it off the list locally, at once. */
    removeFavorite(state, action: PayloadAction<number>) {
      const id = action.payload;
      state.ids = state.ids.filter((value) => value !== id);
      const before = state.favoriteProducts.length;
      state.favoriteProducts = state.favoriteProducts.filter((product) => product.id !== id);
      if (state.favoriteProducts.length < before) {
        state.pagination = { ...state.pagination, total: Math.max(0, state.pagination.total - 1) };
      }
    },
    favoriteError: list.failed,
  },
  extraReducers: (builder) => {
    // Logging out clears the favorites.
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

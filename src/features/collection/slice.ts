import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CollectionKey, CollectionType } from '../../../core/contracts/home-vocab';
import type { Collection } from '../../../core/contracts/home';
import type { Pagination } from '../../../core/contracts/common';
import type { ProductCard } from '../../../core/contracts/catalog';

/** Collection types → client keys. */
export const COLLECTION_KEYS: Record<CollectionType, CollectionKey> = {
  trending: 'Trending',
  new_arrival: 'NewArrival',
  sale: 'Sale',
  unspecified: 'Unspecified',
};

export interface CollectionEntry {
  title: string;
  description: string;
  items: ProductCard[];
  productItems: ProductCard[];
  pagination: Pagination | null;
}

export interface CollectionState {
  byKey: Partial<Record<CollectionKey, CollectionEntry>>;
  error: string | null;
}

export const initialCollectionState: CollectionState = { byKey: {}, error: null };

const collectionSlice = createSlice({
  name: 'collection',
  initialState: initialCollectionState,
  reducers: {
    fetchCollection(state, _action: PayloadAction<{ type: CollectionType; page?: number; limit?: number }>) {
      state.error = null;
    },
    /** Loaded by type: stored under the client key (Trending, NewArrival, Sale). */
    collectionLoaded(state, action: PayloadAction<Collection>) {
      const body = action.payload;
      const key = COLLECTION_KEYS[body.type] ?? body.key;
      const items = body.items ?? body.productItems ?? [];
      state.byKey[key] = {
        title: body.title,
        description: body.description,
        items,
        productItems: body.productItems ?? items,
        pagination: body.pagination ?? null,
      };
      state.error = null;
    },
    /** Records the module's error state; no message of its own. */
    collectionError(state, action: PayloadAction<string>) {
      state.error = action.payload;
    },
  },
});

export const { fetchCollection, collectionLoaded, collectionError } = collectionSlice.actions;
export const collectionReducer = collectionSlice.reducer;
export const selectCollection = (key: CollectionKey) => (state: { collection: CollectionState }) => state.collection.byKey[key];
export default collectionSlice;

declare module '../../shared/state/app-state' {
  interface AppState {
    collection: CollectionState;
  }
}

import type { PayloadAction } from '@reduxjs/toolkit';
import type { Paged, Pagination } from '../../../core/contracts/common';
import { requestFailed, requestStarted, type RequestState } from './request-state';

/** A list loaded page by page: its items under the slice's own name for them, the pagination, and the request state. */
export type PagedListState<Key extends string, Item> = Record<Key, Item[]> & RequestState & { pagination: Pagination; loaded: boolean };

/** What a list shows when the API answers nothing: no items, page 1. */
export const emptyPage = <Item>(limit: number): Paged<Item> => ({ items: [], pagination: { page: 1, limit, total: 0 } });

/**
 * The paged list of a slice (favourites, notifications, the wallet's history), written once: the state to spread into
 * the slice's initial state and the three reducers the slice names its own way (ask for a page, a page arrived, the
 * request failed). `append`: a later page adds to the ones shown ("Xem thêm"); otherwise each page replaces the list.
 */
export function pagedList<Key extends string, Item>(key: Key, { limit, append }: { limit: number; append: boolean }) {
  type State = PagedListState<Key, Item>;
  const initial = { [key]: [], pagination: { page: 1, limit, total: 0 }, loaded: false, loading: false, error: null } as unknown as State;
  return {
    initial,
    /** The saga fetches the page (1 when none is given). */
    fetch(state: State, _action: PayloadAction<number | undefined>) {
      requestStarted(state);
    },
    loaded(state: State, action: PayloadAction<Paged<Item>>) {
      const items = action.payload.items ?? [];
      const { pagination } = action.payload;
      const list: Record<Key, Item[]> = state;
      list[key] = append && pagination && pagination.page > 1 ? [...list[key], ...items] : items;
      state.pagination = pagination ?? state.pagination;
      state.loaded = true;
      state.loading = false;
    },
    failed(state: State, action: PayloadAction<string>) {
      requestFailed(state, action.payload);
    },
  };
}

import { createSelector, createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { priceLine } from '../../../core/rules/pricing';
import { sessionEnded } from '../../shared/state/events';
import type { CartProductSnapshot } from './types';
import type { AddLine, BackupFee, Cart, CartItem, InvalidDatesQuery, MembershipTerms, MergeChange, UpdateLine } from '../../../core/contracts/cart';

export type CartStatus = 'idle' | 'loading' | 'ready' | 'error';
/** Where the lines live: the server (logged in) or this browser (guest). */
export type CartSource = 'server' | 'guest';

/** The last add / update / remove the UI asked for, so a screen can react to its own request. */
export interface CartMutation {
  requestId: string;
  kind: 'add' | 'update' | 'remove';
  status: 'pending' | 'succeeded' | 'failed';
  error: string | null;
}

/** Data {total, items}, invalidDates; plus the membership terms, the checked lines and bookkeeping. */
export interface CartState {
  data: { total: number; items: CartItem[] };
  invalidDates: string[];
  /** Which query `invalidDates` answers (see invalidDatesKey()). */
  invalidDatesFor: string | null;
  invalidDatesStatus: 'idle' | 'loading' | 'ready' | 'error';
  membership: MembershipTerms | null;
  /** Checked lines (ordered at checkout). Only orderable lines (problem === null) can be checked. */
  selectedIds: number[];
  status: CartStatus;
  error: string | null;
  source: CartSource;
  mutation: CartMutation | null;
  /** True while the guest lines are being merged at log-in: a list load then would race the merge's answer. */
  merging: boolean;
  /** What happened to each guest line merged at log-in (POST /v1/cart/merge `changes`), until dismissed. */
  mergeReport: MergeChange[];
}

export const initialCartState: CartState = {
  data: { total: 0, items: [] },
  invalidDates: [],
  invalidDatesFor: null,
  invalidDatesStatus: 'idle',
  membership: null,
  selectedIds: [],
  status: 'idle',
  error: null,
  source: 'guest',
  mutation: null,
  merging: false,
  mergeReport: [],
};

/** The stable key of an invalid-dates query (the picker waits for the answer to its own query). */
export function invalidDatesKey(query: InvalidDatesQuery): string {
  return [query.productId, query.sizeId ?? '', query.quantities, query.excludeCartItemId ?? '', query.dateFrom ?? '', query.dateTo ?? ''].join('|');
}

/** "a list load recalculates prices": the line from the item's unit prices and the membership terms. */
export function recalculate(item: CartItem, membership: MembershipTerms | null): CartItem {
  if (item.mode === 'rent' && (!item.dateFrom || !item.dateTo)) return item;
  // A back-up size line is priced by the shop's fee, which the line itself carries (server's or guest's answer).
  if (item.backupOf !== undefined) return item;
  try {
    const line = priceLine(item, { mode: item.mode, quantity: item.quantities, dateFrom: item.dateFrom, dateTo: item.dateTo }, membership);
    return { ...item, line };
  } catch {
    return item; // malformed dates: keep the server's own calculation
  }
}

const orderable = (item: CartItem) => item.problem === null;

export interface AddRequest {
  requestId: string;
  item: AddLine;
  /** The product's unit prices and summary: prices a guest's line client-side. */
  snapshot: CartProductSnapshot;
  /** A back-up size of the same design for the same days, added right after the line (core/rules/backup-size.ts). */
  backup?: BackupRequest;
}

export interface BackupRequest {
  sizeId: number;
  sizeName: string;
  /** The shop's fee as the product page was told it (prices a guest's back-up line). */
  fee: BackupFee;
}

export interface UpdateRequest {
  requestId: string;
  item: UpdateLine;
}

export interface RemoveRequest {
  requestId: string;
  ids: number[];
}

const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    /** Load the cart (server or guest, the saga decides). */
    load(state) {
      state.status = 'loading';
      state.error = null;
    },
    /** A list load recalculates prices. New orderable lines are checked; known lines keep their check. */
    listLoaded: {
      reducer(state, action: PayloadAction<{ cart: Cart; source: CartSource }>) {
        const { cart, source } = action.payload;
        const membership = cart.membership ?? null;
        const items = (cart.items ?? []).map((item) => recalculate(item, membership));
        const known = new Set(state.data.items.map((item) => item.id));
        const checked = new Set(state.selectedIds);
        const firstLoad = state.status !== 'ready' || state.source !== source;
        state.selectedIds = items
          .filter((item) => orderable(item) && (firstLoad || !known.has(item.id) || checked.has(item.id)))
          .map((item) => item.id);
        state.data = { total: typeof cart.total === 'number' ? cart.total : items.length, items };
        state.membership = membership;
        state.source = source;
        state.status = 'ready';
        state.error = null;
      },
      prepare(cart: Cart, source: CartSource = 'server') {
        return { payload: { cart, source } };
      },
    },
    add: {
      reducer(state, action: PayloadAction<AddRequest>) {
        state.mutation = { requestId: action.payload.requestId, kind: 'add', status: 'pending', error: null };
      },
      prepare(item: AddLine, snapshot: CartProductSnapshot, requestId: string = nanoid(), backup?: BackupRequest) {
        return { payload: { requestId, item, snapshot, ...(backup ? { backup } : {}) } };
      },
    },
    update: {
      reducer(state, action: PayloadAction<UpdateRequest>) {
        state.mutation = { requestId: action.payload.requestId, kind: 'update', status: 'pending', error: null };
      },
      prepare(item: UpdateLine, requestId: string = nanoid()) {
        return { payload: { requestId, item } };
      },
    },
    /** Ask to delete lines (the saga calls DELETE /v1/cart/cart-item, or the guest storage). */
    removeItems: {
      reducer(state, action: PayloadAction<RemoveRequest>) {
        state.mutation = { requestId: action.payload.requestId, kind: 'remove', status: 'pending', error: null };
      },
      prepare(ids: number[], requestId: string = nanoid()) {
        return { payload: { requestId, ids } };
      },
    },
    /** An update replaces one item (prices recalculated with the cart's membership terms). */
    itemUpdated(state, action: PayloadAction<CartItem>) {
      const item = recalculate(action.payload, state.membership);
      const index = state.data.items.findIndex((candidate) => candidate.id === item.id);
      if (index < 0) return;
      state.data.items[index] = item;
      if (!orderable(item)) state.selectedIds = state.selectedIds.filter((id) => id !== item.id);
    },
    /** A delete removes items by id list and resets total to the item count. */
    itemsRemoved(state, action: PayloadAction<number[]>) {
      // A back-up size line goes with the line it backs up (the server's foreign key, the guest cart's own rule).
      const ids = new Set(action.payload);
      for (const item of state.data.items) if (item.backupOf !== undefined && ids.has(item.backupOf)) ids.add(item.id);
      state.data.items = state.data.items.filter((item) => !ids.has(item.id));
      state.data.total = state.data.items.length;
      state.selectedIds = state.selectedIds.filter((id) => !ids.has(id));
    },
    mutationSucceeded(state, action: PayloadAction<string>) {
      if (state.mutation?.requestId === action.payload) state.mutation = { ...state.mutation, status: 'succeeded', error: null };
    },
    /** A refused add / update / remove: the cart is left as it is (the fetch helper has shown the message). */
    mutationFailed(state, action: PayloadAction<{ requestId: string; error: string }>) {
      if (state.mutation?.requestId === action.payload.requestId) {
        state.mutation = { ...state.mutation, status: 'failed', error: action.payload.error };
      }
      state.error = action.payload.error;
    },
    /** Check exactly these lines (lines with a problem are never checked). */
    selectionChanged(state, action: PayloadAction<number[]>) {
      const wanted = new Set(action.payload);
      state.selectedIds = state.data.items.filter((item) => orderable(item) && wanted.has(item.id)).map((item) => item.id);
    },
    toggleSelected(state, action: PayloadAction<number>) {
      const id = action.payload;
      // A back-up size line is ordered with its line: checked and unchecked with it.
      const backups = state.data.items.filter((item) => item.backupOf === id && orderable(item)).map((item) => item.id);
      if (state.selectedIds.includes(id)) state.selectedIds = state.selectedIds.filter((value) => value !== id && !backups.includes(value));
      else if (state.data.items.some((item) => item.id === id && orderable(item))) state.selectedIds.push(id, ...backups.filter((value) => !state.selectedIds.includes(value)));
    },
    fetchInvalidDates(state, action: PayloadAction<InvalidDatesQuery>) {
      state.invalidDatesFor = invalidDatesKey(action.payload);
      state.invalidDatesStatus = 'loading';
      state.invalidDates = [];
    },
    invalidDatesLoaded(state, action: PayloadAction<{ key: string; invalidDates: string[] }>) {
      if (state.invalidDatesFor !== action.payload.key) return;
      state.invalidDates = action.payload.invalidDates;
      state.invalidDatesStatus = 'ready';
    },
    invalidDatesFailed(state, action: PayloadAction<{ key: string }>) {
      if (state.invalidDatesFor !== action.payload.key) return;
      state.invalidDatesStatus = 'error';
    },
    mergeStarted(state) {
      state.merging = true;
    },
    mergeFinished(state) {
      state.merging = false;
    },
    mergeReported(state, action: PayloadAction<MergeChange[]>) {
      state.mergeReport = action.payload;
    },
    dismissMergeReport(state) {
      state.mergeReport = [];
    },
    /** An error resets the cart to empty. */
    cartError(state, action: PayloadAction<string>) {
      state.data = { total: 0, items: [] };
      state.selectedIds = [];
      state.membership = null;
      state.status = 'error';
      state.error = action.payload;
    },
  },
  extraReducers: (builder) => {
    // Logging out empties the cart.
    builder.addCase(sessionEnded, () => initialCartState);
  },
});

export const cartActions = cartSlice.actions;
export const {
  load,
  listLoaded,
  add,
  update,
  removeItems,
  itemUpdated,
  itemsRemoved,
  mutationSucceeded,
  mutationFailed,
  selectionChanged,
  toggleSelected,
  fetchInvalidDates,
  invalidDatesLoaded,
  invalidDatesFailed,
  mergeStarted,
  mergeFinished,
  mergeReported,
  dismissMergeReport,
  cartError,
} = cartSlice.actions;
export const cartReducer = cartSlice.reducer;

type WithCart = { cart: CartState };

export const selectCart = (state: WithCart): CartState => state.cart;
export const selectCartItems = (state: WithCart): CartItem[] => state.cart.data.items;
/** The number of lines in the cart (the bottom-nav badge). */
export const selectCartCount = (state: WithCart): number => state.cart.data.items.length;
export const selectCartMembership = (state: WithCart): MembershipTerms | null => state.cart.membership;
export const selectSelectedIds = (state: WithCart): number[] => state.cart.selectedIds;

export const selectCartMerging = (state: WithCart): boolean => state.cart.merging;
/** The checked, orderable lines (memoised on the two arrays, so React selectors stay stable). */
export const selectSelectedCartItems = createSelector([selectCartItems, selectSelectedIds], (items, ids): CartItem[] => {
  const wanted = new Set(ids);
  return items.filter((item) => wanted.has(item.id) && item.problem === null);
});

export default cartSlice;

declare module '../../shared/state/app-state' {
  interface AppState {
    cart: CartState;
  }
}

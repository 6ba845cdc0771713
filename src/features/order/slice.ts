import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionEnded } from '../../shared/state/events';
import type { RepayMethod } from './payment-methods';
import { ORDER_STATUSES, type OrderStatus } from '../../../core/contracts/order-vocab';
import type { OrderDetail, OrderSummary } from '../../../core/contracts/order';

export type OrderCounts = Record<OrderStatus, number>;

export interface OrderTabState {
  items: OrderSummary[];
  total: number;
  page: number;
  loaded: boolean;
  loading: boolean;
  error: string | null;
}

export type OrderMutation = 'idle' | 'pending' | 'done' | 'failed';

export interface OrderState {
  tabs: Record<OrderStatus, OrderTabState>;
  counts: OrderCounts | null;
  detail: {
    id: number | null;
    order: OrderDetail | null;
    loading: boolean;
    error: string | null;
    notFound: boolean;
  };
  cancel: OrderMutation;
  pay: OrderMutation;
}

const emptyTab = (): OrderTabState => ({ items: [], total: 0, page: 1, loaded: false, loading: false, error: null });

export const initialOrderState: OrderState = {
  tabs: Object.fromEntries(ORDER_STATUSES.map((status) => [status, emptyTab()])) as Record<OrderStatus, OrderTabState>,
  counts: null,
  detail: { id: null, order: null, loading: false, error: null, notFound: false },
  cancel: 'idle',
  pay: 'idle',
};

const orderSlice = createSlice({
  name: 'order',
  initialState: initialOrderState,
  reducers: {
    /** One page of a tab (page 1 replaces the tab, later pages append: 'Xem thêm'). */
    fetchOrders(state, action: PayloadAction<{ status: OrderStatus; page?: number }>) {
      const tab = state.tabs[action.payload.status];
      tab.loading = true;
      tab.error = null;
    },
    ordersLoaded(
      state,
      action: PayloadAction<{ status: OrderStatus; page: number; items: OrderSummary[]; total: number; counts?: OrderCounts }>,
    ) {
      const { status, page, items, total, counts } = action.payload;
      const tab = state.tabs[status];
      tab.items = page > 1 ? [...tab.items, ...items.filter((item) => !tab.items.some((known) => known.id === item.id))] : items;
      tab.total = total;
      tab.page = page;
      tab.loaded = true;
      tab.loading = false;
      if (counts) state.counts = counts;
    },
    ordersError(state, action: PayloadAction<{ status: OrderStatus; message: string }>) {
      const tab = state.tabs[action.payload.status];
      tab.loading = false;
      tab.error = action.payload.message;
    },
    /** `silent`: a refresh (polling) that keeps the shown order. */
    fetchOrder(state, action: PayloadAction<{ id: number; silent?: boolean }>) {
      const { id, silent } = action.payload;
      if (state.detail.id !== id) {
        state.detail = { id, order: null, loading: true, error: null, notFound: false };
      } else if (!silent) {
        state.detail.loading = true;
        state.detail.error = null;
      }
    },
    orderLoaded(state, action: PayloadAction<OrderDetail>) {
      if (state.detail.id !== null && state.detail.id !== action.payload.id) return;
      state.detail = { id: action.payload.id, order: action.payload, loading: false, error: null, notFound: false };
    },
    orderError(state, action: PayloadAction<{ id: number; message: string; notFound: boolean }>) {
      if (state.detail.id !== action.payload.id) return;
      state.detail.loading = false;
      state.detail.error = action.payload.message;
      state.detail.notFound = action.payload.notFound;
    },
    cancelOrder(state, _action: PayloadAction<{ id: number; reason?: string }>) {
      state.cancel = 'pending';
    },
    orderCancelled(state, action: PayloadAction<OrderDetail>) {
      state.cancel = 'done';
      if (state.detail.id === action.payload.id) state.detail.order = action.payload;
    },
    cancelFailed(state) {
      state.cancel = 'failed';
    },
    resetCancel(state) {
      state.cancel = 'idle';
    },
    /** A new payment attempt for a not-paid order. */
    payOrder(state, _action: PayloadAction<{ id: number; method: RepayMethod }>) {
      state.pay = 'pending';
    },
    payStarted(state) {
      state.pay = 'done';
    },
    payFailed(state) {
      state.pay = 'failed';
    },
    resetPay(state) {
      state.pay = 'idle';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialOrderState);
  },
});

export const orderActions = orderSlice.actions;
export const {
  fetchOrders,
  ordersLoaded,
  ordersError,
  fetchOrder,
  orderLoaded,
  orderError,
  cancelOrder,
  orderCancelled,
  cancelFailed,
  resetCancel,
  payOrder,
  payStarted,
  payFailed,
  resetPay,
} = orderSlice.actions;
export const orderReducer = orderSlice.reducer;
export const selectOrder = (state: { order: OrderState }): OrderState => state.order;
export default orderSlice;

declare module '../../shared/state/app-state' {
  interface AppState {
    order: OrderState;
  }
}

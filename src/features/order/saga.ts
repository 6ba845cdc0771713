import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { request } from '../../shared/state/request';
import * as orderApi from './api';
import type { RepayMethod } from './payment-methods';
import { redirectTo } from './redirect';
import {
  cancelFailed,
  cancelOrder,
  fetchOrder,
  fetchOrders,
  orderCancelled,
  orderError,
  orderLoaded,
  ordersError,
  ordersLoaded,
  payFailed,
  payOrder,
  payStarted,
} from './slice';
import type { OrderDetail, OrderPlaced } from '../../../core/contracts/order';
import type { OrderStatus } from '../../../core/contracts/order-vocab';

export function* loadOrders(action: PayloadAction<{ status: OrderStatus; page?: number }>) {
  const { status, page = 1 } = action.payload;
  yield* request(orderApi.fetchOrders, [status, page], {
    loaded: (list) => ordersLoaded({ status, page, items: list?.items ?? [], total: list?.total ?? 0, counts: list?.counts }),
    failed: ({ message }) => ordersError({ status, message }),
  });
}

export function* loadOrder(action: PayloadAction<{ id: number; silent?: boolean }>) {
  const { id } = action.payload;
  yield* request(orderApi.fetchOrder, [id], {
    loaded: orderLoaded,
    failed: ({ message, status }) => orderError({ id, message, notFound: status === 404 }),
  });
}

export function* cancelOrderSaga(action: PayloadAction<{ id: number; reason?: string }>) {
  const { id, reason } = action.payload;
  try {
    const order: OrderDetail = yield call(orderApi.cancelOrder, id, reason?.trim() || undefined);
    yield put(orderCancelled(order));
  } catch {
    // The fetch helper has shown the server's message.
    yield put(cancelFailed());
  }
  // Reload the true state either way (a 409 means it changed meanwhile).
  yield put(fetchOrder({ id, silent: true }));
}

export function* payOrderSaga(action: PayloadAction<{ id: number; method: RepayMethod }>) {
  const { id, method } = action.payload;
  let result: OrderPlaced;
  try {
    result = yield call(orderApi.payOrder, id, method);
  } catch {
    yield put(payFailed());
    yield put(fetchOrder({ id, silent: true }));
    return;
  }
  yield put(payStarted());
  if (result?.payment?.action.kind === 'redirect') {
    yield call(redirectTo, result.payment.action.url);
    return;
  }
  if (result?.order) yield put(orderLoaded(result.order));
  else yield put(fetchOrder({ id, silent: true }));
}

export function* orderSaga() {
  yield takeEvery(fetchOrders.type, loadOrders);
  yield takeLatest(fetchOrder.type, loadOrder);
  yield takeLatest(cancelOrder.type, cancelOrderSaga);
  yield takeLatest(payOrder.type, payOrderSaga);
}

export default orderSaga;

import type { PayloadAction } from '@reduxjs/toolkit';
import { call, delay, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { errorMessage, errorStatus } from '../../shared/api/errors';
import * as orderApi from '../order/api';
import { goTo, orderLoaded, orderPaymentMethod, redirectTo } from '../order/public';
import { sessionEnded } from '../../shared/state/events';
import { cartActions } from '../cart/public';
import {
  choicesOf,
  orderPlaced,
  placeFailed,
  placeOrder,
  quoteFailed,
  quoteLoaded,
  requestQuote,
  selectCheckout,
  addressChosen,
  checkoutLinesChosen,
  deliveryMethodChosen,
  noteChanged,
  paymentMethodChosen,
  walletToggled,
  walletAmountChanged,
  resetCheckout,
  type CheckoutState,
  type QuoteAsk,
} from './slice';
import { writeChoices } from './storage';
import type { OrderPlaced, PlaceOrderRequest, Quote } from '../../../core/contracts/order';

/** Typing in the wallet amount asks once it settles. */
export const QUOTE_DEBOUNCE_MS = 250;

export function* persistChoices() {
  const state: CheckoutState = yield select(selectCheckout);
  yield call(writeChoices, choicesOf(state));
}

export function* quoteSaga(action: PayloadAction<QuoteAsk>) {
  yield delay(QUOTE_DEBOUNCE_MS);
  const state: CheckoutState = yield select(selectCheckout);
  if (state.cartItemIds.length === 0) {
    yield put(quoteFailed(''));
    return;
  }
  try {
    const quote: Quote = yield call(orderApi.quoteOrder, {
      cartItemIds: state.cartItemIds,
      deliveryMethod: state.deliveryMethod,
      ...(action.payload.withWallet && state.useWallet ? { walletAmount: state.walletAmount } : {}),
      ...(action.payload.voucherCode ? { voucherCode: action.payload.voucherCode } : {}),
    });
    yield put(quoteLoaded(quote));
  } catch (error) {
    yield put(quoteFailed(errorMessage(error)));
  }
}

/** The body of POST /v1/order from the choices and the latest quote (null: something is missing). */
export function placeRequest(state: CheckoutState): PlaceOrderRequest | null {
  if (state.cartItemIds.length === 0 || !state.quote) return null;
  if (state.deliveryMethod === 'delivery' && state.addressId === null) return null;
  const total = state.quote.totals.total;
  const walletAmount = state.useWallet ? Math.min(state.quote.totals.walletAmount, total) : 0;
  const paymentMethod = orderPaymentMethod(state.paymentMethod, walletAmount, total);
  if (!paymentMethod) return null;
  const note = state.note.trim();
  return {
    cartItemIds: state.cartItemIds,
    deliveryMethod: state.deliveryMethod,
    ...(state.deliveryMethod === 'delivery' && state.addressId !== null ? { addressId: state.addressId } : {}),
    ...(note ? { note } : {}),
    paymentMethod,
    ...(walletAmount > 0 ? { walletAmount } : {}),
    ...(state.quote.totals.voucherCode ? { voucherCode: state.quote.totals.voucherCode } : {}),
  };
}

export function* placeOrderSaga() {
  const state: CheckoutState = yield select(selectCheckout);
  const request = placeRequest(state);
  if (!request) {
    yield put(placeFailed(null));
    return;
  }
  let result: OrderPlaced;
  try {
    result = yield call(orderApi.placeOrder, request);
  } catch (error) {
    // The fetch helper has already shown the server's message as a notice.
    if (errorStatus(error) === 409) {
      yield put(placeFailed(errorMessage(error)));
      yield put(cartActions.load());
      yield call(goTo, '/checkout/cart');
    } else {
      yield put(placeFailed(null));
    }
    return;
  }
  const { order, payment } = result;
  yield put(orderPlaced());
  yield put(orderLoaded(order));
  yield put(cartActions.load());
  if (payment?.action.kind === 'redirect') {
    yield call(redirectTo, payment.action.url);
    return;
  }
  yield call(goTo, `/checkout/order-success?order=${order.id}`);
}

export function* checkoutSaga() {
  yield takeEvery(
    [
      deliveryMethodChosen.type,
      addressChosen.type,
      noteChanged.type,
      paymentMethodChosen.type,
      walletToggled.type,
      walletAmountChanged.type,
      checkoutLinesChosen.type,
      orderPlaced.type,
      resetCheckout.type,
      sessionEnded.type,
    ],
    persistChoices,
  );
  yield takeLatest(requestQuote.type, quoteSaga);
  yield takeLatest(placeOrder.type, placeOrderSaga);
}

export default checkoutSaga;

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { type ChoosableMethod, keepMethod } from '../order/public';
import { sessionEnded } from '../../shared/state/events';
import { defaultChoices, NOTE_MAX, readChoices, type CheckoutChoices } from './storage';
import type { DeliveryMethod } from '../../../core/rules/order-totals';
import type { Quote } from '../../../core/contracts/order';

/** The wallet part (payment step only) and the voucher picked in the cart (kept by the voucher feature). */
export interface QuoteAsk {
  withWallet: boolean;
  voucherCode?: string | null;
}

export type QuoteStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface CheckoutState extends CheckoutChoices {
  quote: Quote | null;
  quoteStatus: QuoteStatus;
  quoteError: string | null;
  placing: boolean;
  /** Why the last order could not be placed (a 409: shown on the cart step). */
  placeError: string | null;
}

const transient = {
  quote: null,
  quoteStatus: 'idle' as QuoteStatus,
  quoteError: null,
  placing: false,
  placeError: null,
};

/** The choices come back from sessionStorage when the store is made in the browser. */
export const initialCheckoutState = (): CheckoutState => ({ ...readChoices(), ...transient });

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: initialCheckoutState,
  reducers: {
    deliveryMethodChosen(state, action: PayloadAction<DeliveryMethod>) {
      state.deliveryMethod = action.payload;
      state.paymentMethod = keepMethod(state.paymentMethod, action.payload);
    },
    addressChosen(state, action: PayloadAction<number | null>) {
      state.addressId = action.payload;
    },
    noteChanged(state, action: PayloadAction<string>) {
      state.note = action.payload.slice(0, NOTE_MAX);
    },
    paymentMethodChosen(state, action: PayloadAction<ChoosableMethod | null>) {
      state.paymentMethod = keepMethod(action.payload, state.deliveryMethod);
    },
    walletToggled(state, action: PayloadAction<boolean>) {
      state.useWallet = action.payload;
      if (!action.payload) state.walletAmount = 0;
    },
    /** Whole VND, never negative; the screen caps it at the balance and the total. */
    walletAmountChanged(state, action: PayloadAction<number>) {
      const amount = Number.isFinite(action.payload) ? Math.floor(action.payload) : 0;
      state.walletAmount = Math.max(0, amount);
    },
    checkoutLinesChosen(state, action: PayloadAction<number[]>) {
      if (!sameIds(state.cartItemIds, action.payload)) state.cartItemIds = action.payload;
    },
    /** Ask for totals (with the wallet part on the payment step). */
    requestQuote(state, _action: PayloadAction<QuoteAsk>) {
      state.quoteStatus = 'loading';
      state.quoteError = null;
    },
    quoteLoaded(state, action: PayloadAction<Quote>) {
      state.quote = action.payload;
      state.quoteStatus = 'ready';
    },
    quoteFailed(state, action: PayloadAction<string>) {
      state.quoteStatus = 'failed';
      state.quoteError = action.payload;
    },
    placeOrder(state) {
      state.placing = true;
      state.placeError = null;
    },
    /** Placed: the next checkout starts fresh, keeping how the shopper receives and pays. */
    orderPlaced(state) {
      state.placing = false;
      state.note = '';
      state.useWallet = false;
      state.walletAmount = 0;
      state.cartItemIds = [];
      state.quote = null;
      state.quoteStatus = 'idle';
    },
    placeFailed(state, action: PayloadAction<string | null>) {
      state.placing = false;
      state.placeError = action.payload;
    },
    dismissPlaceError(state) {
      state.placeError = null;
    },
    resetCheckout() {
      return { ...defaultChoices(), ...transient };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => ({ ...defaultChoices(), ...transient }));
  },
});

export const checkoutActions = checkoutSlice.actions;
export const {
  deliveryMethodChosen,
  addressChosen,
  noteChanged,
  paymentMethodChosen,
  walletToggled,
  walletAmountChanged,
  checkoutLinesChosen,
  requestQuote,
  quoteLoaded,
  quoteFailed,
  placeOrder,
  orderPlaced,
  placeFailed,
  dismissPlaceError,
  resetCheckout,
} = checkoutSlice.actions;
export const checkoutReducer = checkoutSlice.reducer;
export const selectCheckout = (state: { checkout: CheckoutState }): CheckoutState => state.checkout;

/** The stored part of the state. */
export const choicesOf = (state: CheckoutState): CheckoutChoices => ({
  deliveryMethod: state.deliveryMethod,
  addressId: state.addressId,
  note: state.note,
  paymentMethod: state.paymentMethod,
  useWallet: state.useWallet,
  walletAmount: state.walletAmount,
  cartItemIds: state.cartItemIds,
});

export default checkoutSlice;

declare module '../../shared/state/app-state' {
  interface AppState {
    checkout: CheckoutState;
  }
}

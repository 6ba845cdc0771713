import { runSaga, type Saga } from 'redux-saga';
import { ApiError } from '../../../../src/shared/api/http';
import * as orderApi from '../../../../src/features/order/api';
import * as redirect from '../../../../src/features/order/redirect';
import {
  availableMethods,
  clampWallet,
  keepMethod,
  methodAvailability,
  orderPaymentMethod,
} from '../../../../src/features/order/payment-methods';
import { placeOrderSaga, placeRequest } from '../../../../src/features/checkout/saga';
import {
  checkoutReducer,
  initialCheckoutState,
  orderPlaced,
  placeFailed,
  deliveryMethodChosen,
  noteChanged,
  paymentMethodChosen,
  walletToggled,
  walletAmountChanged,
  type CheckoutState,
} from '../../../../src/features/checkout/slice';
import { CHECKOUT_STORAGE_KEY, readChoices } from '../../../../src/features/checkout/storage';
import { cartActions } from '../../../../src/features/cart/slice';
import { makeStore } from '../../../../src/app/store';
import { makeOrder, makePayment, makeQuote } from '../../fixtures/orders';

jest.mock('../../../../src/features/order/api');
jest.mock('../../../../src/features/order/redirect');

const fresh = (): CheckoutState => ({ ...initialCheckoutState() });

beforeEach(() => {
  jest.clearAllMocks();
  window.sessionStorage.clear();
});

describe('payment method rules', () => {
  it('cash needs pick-up; every other method works with both', () => {
    expect(methodAvailability('cash', 'delivery')).toEqual({ method: 'cash', disabled: true, reason: 'needsPickup' });
    expect(methodAvailability('cash', 'pickup')).toEqual({ method: 'cash', disabled: false });
    expect(availableMethods('delivery').filter((option) => option.disabled).map((option) => option.method)).toEqual(['cash']);
    expect(availableMethods('pickup').every((option) => !option.disabled)).toBe(true);
    expect(availableMethods('pickup').map((option) => option.method)).toEqual(['cash', 'bank_transfer', 'momo', 'zalopay', 'vnpay_atm', 'vnpay_card']);
  });

  it('switching to delivery drops a chosen cash method', () => {
    expect(keepMethod('cash', 'delivery')).toBeNull();
    expect(keepMethod('momo', 'delivery')).toBe('momo');
  });

  it('coins: whole VND, capped at the balance and the total', () => {
    expect(clampWallet(250_000.7, 700_000, 530_000)).toBe(250_000);
    expect(clampWallet(900_000, 700_000, 530_000)).toBe(530_000);
    expect(clampWallet(900_000, 100_000, 530_000)).toBe(100_000);
    expect(clampWallet(-5, 100_000, 530_000)).toBe(0);
    expect(clampWallet(Number.NaN, 100_000, 530_000)).toBe(0);
  });

  it('coins covering the total need no other method', () => {
    expect(orderPaymentMethod(null, 530_000, 530_000)).toBe('wallet');
    expect(orderPaymentMethod('momo', 530_000, 530_000)).toBe('wallet');
    expect(orderPaymentMethod('momo', 100_000, 530_000)).toBe('momo');
    expect(orderPaymentMethod(null, 100_000, 530_000)).toBeNull();
  });
});

describe('checkout slice', () => {
  it('keeps the note to 500 characters', () => {
    const state = checkoutReducer(fresh(), noteChanged('a'.repeat(600)));
    expect(state.note).toHaveLength(500);
  });

  it('cash is refused with delivery and dropped when switching back to delivery', () => {
    let state = checkoutReducer(fresh(), paymentMethodChosen('cash'));
    expect(state.paymentMethod).toBeNull();
    state = checkoutReducer(state, deliveryMethodChosen('pickup'));
    state = checkoutReducer(state, paymentMethodChosen('cash'));
    expect(state.paymentMethod).toBe('cash');
    state = checkoutReducer(state, deliveryMethodChosen('delivery'));
    expect(state.paymentMethod).toBeNull();
  });

  it('turning the wallet off forgets the amount; amounts are whole and never negative', () => {
    let state = checkoutReducer(fresh(), walletToggled(true));
    state = checkoutReducer(state, walletAmountChanged(12_345.9));
    expect(state.walletAmount).toBe(12_345);
    state = checkoutReducer(state, walletAmountChanged(-3));
    expect(state.walletAmount).toBe(0);
    state = checkoutReducer(state, walletAmountChanged(50_000));
    state = checkoutReducer(state, walletToggled(false));
    expect(state).toMatchObject({ useWallet: false, walletAmount: 0 });
  });

  it('after placing, the note, wallet and lines are cleared but delivery and method stay', () => {
    const state = checkoutReducer(
      { ...fresh(), deliveryMethod: 'pickup', paymentMethod: 'cash', note: 'x', useWallet: true, walletAmount: 5, cartItemIds: [1], placing: true },
      orderPlaced(),
    );
    expect(state).toMatchObject({ deliveryMethod: 'pickup', paymentMethod: 'cash', note: '', useWallet: false, walletAmount: 0, cartItemIds: [], placing: false });
  });

  it('the choices survive a reload through sessionStorage', async () => {
    const store = makeStore();
    store.dispatch(deliveryMethodChosen('pickup'));
    store.dispatch(paymentMethodChosen('cash'));
    store.dispatch(noteChanged('Giao buổi sáng'));
    store.dispatch(walletToggled(true));
    store.dispatch(walletAmountChanged(100_000));
    expect(JSON.parse(window.sessionStorage.getItem(CHECKOUT_STORAGE_KEY) ?? '{}')).toMatchObject({
      deliveryMethod: 'pickup',
      paymentMethod: 'cash',
      note: 'Giao buổi sáng',
      walletAmount: 100_000,
    });
    const reloaded = makeStore();
    expect(reloaded.getState().checkout).toMatchObject({
      deliveryMethod: 'pickup',
      paymentMethod: 'cash',
      note: 'Giao buổi sáng',
      useWallet: true,
      walletAmount: 100_000,
      quote: null,
    });
  });

  it('ignores stored values that make no sense', () => {
    window.sessionStorage.setItem(
      CHECKOUT_STORAGE_KEY,
      JSON.stringify({ deliveryMethod: 'drone', addressId: -1, note: 5, paymentMethod: 'bitcoin', walletAmount: 'lots', cartItemIds: [3, 'x', 0] }),
    );
    expect(readChoices()).toEqual({
      deliveryMethod: 'delivery',
      addressId: null,
      note: '',
      paymentMethod: null,
      useWallet: false,
      walletAmount: 0,
      cartItemIds: [3],
    });
    window.sessionStorage.setItem(CHECKOUT_STORAGE_KEY, '{not json');
    expect(readChoices().deliveryMethod).toBe('delivery');
  });
});

describe('placing an order', () => {
  const ready = (overrides: Partial<CheckoutState> = {}): CheckoutState => ({
    ...fresh(),
    cartItemIds: [5],
    addressId: 3,
    paymentMethod: 'momo',
    quote: makeQuote(),
    quoteStatus: 'ready',
    ...overrides,
  });

  it('builds the request: address only for delivery, wallet only when used, wallet method when covered', () => {
    expect(placeRequest(ready({ note: '  Gọi trước ' }))).toEqual({
      cartItemIds: [5],
      deliveryMethod: 'delivery',
      addressId: 3,
      note: 'Gọi trước',
      paymentMethod: 'momo',
    });
    expect(placeRequest(ready({ deliveryMethod: 'pickup', paymentMethod: 'cash' }))).toEqual({
      cartItemIds: [5],
      deliveryMethod: 'pickup',
      paymentMethod: 'cash',
    });
    const covered = makeQuote();
    covered.totals = { ...covered.totals, walletAmount: 530_000, amountDue: 0 };
    expect(placeRequest(ready({ useWallet: true, walletAmount: 530_000, paymentMethod: null, quote: covered }))).toMatchObject({
      paymentMethod: 'wallet',
      walletAmount: 530_000,
    });
    expect(placeRequest(ready({ addressId: null }))).toBeNull();
    expect(placeRequest(ready({ paymentMethod: null }))).toBeNull();
  });

  async function run(state: CheckoutState) {
    const dispatched: unknown[] = [];
    await runSaga(
      { dispatch: (action: unknown) => dispatched.push(action), getState: () => ({ checkout: state }) },
      placeOrderSaga as Saga,
    ).toPromise();
    return dispatched;
  }

  it('a 409 keeps the server message, reloads the cart and goes back to it', async () => {
    jest.mocked(orderApi.placeOrder).mockRejectedValue(new ApiError(409, '«Áo dài lụa đỏ» đã hết lịch thuê từ 10/03/2025 đến 12/03/2025'));
    const dispatched = await run(ready());
    expect(dispatched).toContainEqual(placeFailed('«Áo dài lụa đỏ» đã hết lịch thuê từ 10/03/2025 đến 12/03/2025'));
    expect(dispatched).toContainEqual(cartActions.load());
    expect(redirect.goTo).toHaveBeenCalledWith('/checkout/cart');
  });

  it('a gateway payment sends the browser to its page; the cart is reloaded', async () => {
    jest.mocked(orderApi.placeOrder).mockResolvedValue({
      order: makeOrder({ id: 77 }),
      payment: makePayment({ method: 'momo', action: { kind: 'redirect', url: 'http://127.0.0.1/sandbox/momo/pay?x=1' } }),
    });
    const dispatched = await run(ready());
    expect(orderApi.placeOrder).toHaveBeenCalledWith(expect.objectContaining({ cartItemIds: [5], paymentMethod: 'momo', addressId: 3 }));
    expect(dispatched).toContainEqual(orderPlaced());
    expect(dispatched).toContainEqual(cartActions.load());
    expect(redirect.redirectTo).toHaveBeenCalledWith('http://127.0.0.1/sandbox/momo/pay?x=1');
    expect(redirect.goTo).not.toHaveBeenCalled();
  });

  it('a QR or nothing to pay goes to the result page', async () => {
    jest.mocked(orderApi.placeOrder).mockResolvedValue({ order: makeOrder({ id: 78 }), payment: makePayment() });
    await run(ready({ paymentMethod: 'bank_transfer' }));
    expect(redirect.goTo).toHaveBeenCalledWith('/checkout/order-success?order=78');
    expect(redirect.redirectTo).not.toHaveBeenCalled();
  });
});

import { act } from '@testing-library/react';
import * as cartApi from '../../../../src/features/cart/api';
import {
  addGuestLine,
  GUEST_CART_KEY,
  guestCartDto,
  mergePayload,
  readGuestCart,
  removeGuestLines,
  updateGuestLine,
  writeGuestCart,
} from '../../../../src/features/cart/guest-cart';
import { add, load, removeItems, update } from '../../../../src/features/cart/slice';
import type { CartProductSnapshot } from '../../../../src/features/cart/types';
import { loginSuccess, logout, sessionMissing } from '../../../../src/features/user/slice';
import * as userApi from '../../../../src/features/user/api';
import * as modal from '../../../../src/shared/ui/modal';
import { makeStore } from '../../../../src/app/store';
import { makeCustomer, makeUser } from '../../fixtures/accounts';
import { makeCart, makeCartItem } from '../../fixtures/cart';

jest.mock('../../../../src/features/cart/api', () => ({ ...jest.requireActual('../../../../src/features/cart/api'), fetchCart: jest.fn(), addToCart: jest.fn(), updateCartItem: jest.fn(), removeCartItems: jest.fn(), mergeCart: jest.fn(), fetchInvalidDates: jest.fn() }));
jest.mock('../../../../src/features/user/api');

const api = jest.mocked(cartApi);

const snapshot: CartProductSnapshot = {
  originalPrice: 0,
  salePrice: 0,
  originalRentalPrice: 350000,
  rentalPrice: 350000,
  depositPrice: 1000000,
  membershipRentalPrice: 0,
  product: { id: 101, name: 'Áo dài gấm đỏ thêu phượng', link: 'ao-dai-gam-do-101', imageKey: 'p/1', type: 'PRODUCT_TYPE_RENTABLE', stock: 3 },
};
const rent = { productId: 101, mode: 'rent' as const, quantities: 1, dateFrom: '2030-05-10', dateTo: '2030-05-14' };
const flush = () => act(async () => {
  await new Promise((resolve) => setTimeout(resolve, 0));
});

beforeEach(() => {
  window.localStorage.clear();
  jest.resetAllMocks();
  // Other modules' sagas react to log-in too; their calls never answer here.
  global.fetch = jest.fn(() => new Promise<Response>(() => undefined));
});

describe('guest cart storage', () => {
  it('adds, merges the same product + mode + dates, updates and removes; survives a reload (versioned key)', () => {
    let lines = addGuestLine([], rent, snapshot);
    lines = addGuestLine(lines, { ...rent, quantities: 2 }, snapshot);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ id: -1, quantities: 3 });
    lines = addGuestLine(lines, { productId: 101, mode: 'sale', quantities: 1 }, snapshot);
    expect(lines.map((line) => line.id)).toEqual([-2, -1]);
    writeGuestCart(lines);
    expect(JSON.parse(window.localStorage.getItem(GUEST_CART_KEY) ?? '{}')).toMatchObject({ version: 1 });
    expect(readGuestCart()).toEqual(lines);
    lines = updateGuestLine(lines, { id: -1, quantities: 1, dateFrom: '2030-05-10', dateTo: '2030-05-11' });
    expect(lines[1]).toMatchObject({ quantities: 1, dateTo: '2030-05-11' });
    expect(removeGuestLines(lines, [-2]).map((line) => line.id)).toEqual([-1]);
    window.localStorage.setItem(GUEST_CART_KEY, JSON.stringify({ version: 0, lines }));
    expect(readGuestCart()).toEqual([]);
    window.localStorage.setItem(GUEST_CART_KEY, '{broken');
    expect(readGuestCart()).toEqual([]);
  });

  it('prices guest lines client-side (no membership) and flags past dates', () => {
    const lines = addGuestLine(addGuestLine([], rent, snapshot), { ...rent, dateFrom: '2020-01-01', dateTo: '2020-01-03' }, snapshot);
    const cart = guestCartDto(lines, '2030-01-01');
    expect(cart.total).toBe(2);
    expect(cart.items[1]?.line).toEqual({ mode: 'rent', days: 4, extraDays: 2, price: 420000, membershipPrice: 420000, deposit: 1000000 });
    expect(cart.items[1]?.problem).toBeNull();
    expect(cart.items[0]?.problem).toBe('Ngày thuê đã qua, vui lòng chọn lại ngày.');
    expect(mergePayload(lines)).toEqual([
      { productId: 101, mode: 'rent', quantities: 1, dateFrom: '2020-01-01', dateTo: '2020-01-03' },
      { productId: 101, mode: 'rent', quantities: 1, dateFrom: '2030-05-10', dateTo: '2030-05-14' },
    ]);
  });
});

describe('guest cart through the store', () => {
  it('a guest adds to the browser cart (no API call), changes and removes lines; a reload reads it back', async () => {
    const store = makeStore();
    store.dispatch(sessionMissing());
    await flush();
    store.dispatch(add(rent, snapshot, 'r1'));
    await flush();
    expect(api.addToCart).not.toHaveBeenCalled();
    expect(store.getState().cart).toMatchObject({ source: 'guest', mutation: { requestId: 'r1', status: 'succeeded' } });
    expect(store.getState().cart.data.items[0]).toMatchObject({ id: -1, line: { price: 420000, deposit: 1000000 } });
    store.dispatch(update({ id: -1, quantities: 2, dateFrom: '2030-05-10', dateTo: '2030-05-14' }));
    await flush();
    expect(store.getState().cart.data.items[0]?.line.price).toBe(840000);

    const reloaded = makeStore();
    reloaded.dispatch(sessionMissing());
    await flush();
    expect(reloaded.getState().cart.data.items).toHaveLength(1);
    expect(reloaded.getState().cart.selectedIds).toEqual([-1]);
    reloaded.dispatch(removeItems([-1]));
    await flush();
    expect(reloaded.getState().cart.data.total).toBe(0);
    expect(readGuestCart()).toEqual([]);
  });

  it('at log-in the guest lines are merged once, the browser cart cleared, the server cart shown and every change reported', async () => {
    const show = jest.spyOn(modal, 'showAppModal').mockReturnValue({ destroy: () => undefined });
    writeGuestCart(addGuestLine(addGuestLine([], rent, snapshot), { productId: 202, mode: 'sale', quantities: 1 }, { ...snapshot, salePrice: 450000, product: { ...snapshot.product, id: 202, name: 'Khăn lụa' } }));
    const serverCart = makeCart([makeCartItem({ id: 11, quantities: 2 })], { percentDiscount: 10, extendDay: 1 });
    api.mergeCart.mockResolvedValue({
      cart: serverCart,
      changes: [
        { productId: 202, kind: 'skipped', quantity: 0, message: 'Không tìm thấy sản phẩm' },
        { productId: 101, kind: 'kept', quantity: 2, message: '«Áo dài gấm đỏ thêu phượng» (thuê 10/05/2030 – 14/05/2030): đã có sẵn trong giỏ hàng của bạn, giữ số lượng 2 (không cộng dồn)' },
      ],
    });
    const store = makeStore();
    await act(async () => {
      store.dispatch(loginSuccess({ user: makeUser(), customer: makeCustomer() }));
    });
    await flush();
    expect(api.mergeCart).toHaveBeenCalledTimes(1);
    expect(api.mergeCart).toHaveBeenCalledWith([
      { productId: 202, mode: 'sale', quantities: 1 },
      { productId: 101, mode: 'rent', quantities: 1, dateFrom: '2030-05-10', dateTo: '2030-05-14' },
    ]);
    expect(api.fetchCart).not.toHaveBeenCalled();
    expect(readGuestCart()).toEqual([]);
    const cart = store.getState().cart;
    expect(cart.source).toBe('server');
    expect(cart.data.items.map((item) => item.id)).toEqual([11]);
    expect(cart.data.items[0]?.line.membershipPrice).toBe(756000);
    // A product the server no longer knows is named from the guest cart; the others carry their names already.
    expect(cart.mergeReport.map((change) => change.message)).toEqual([
      'Khăn lụa: Không tìm thấy sản phẩm',
      '«Áo dài gấm đỏ thêu phượng» (thuê 10/05/2030 – 14/05/2030): đã có sẵn trong giỏ hàng của bạn, giữ số lượng 2 (không cộng dồn)',
    ]);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ kind: 'warning', messages: ['Khăn lụa: Không tìm thấy sản phẩm'] }));

    // A logged-in add goes to the API, then the list is reloaded.
    api.addToCart.mockResolvedValue(makeCartItem({ id: 12 }));
    api.fetchCart.mockResolvedValue(makeCart([makeCartItem({ id: 12 }), makeCartItem({ id: 11, quantities: 2 })]));
    store.dispatch(add(rent, snapshot, 'r2'));
    await flush();
    expect(api.addToCart).toHaveBeenCalledWith(rent);
    expect(api.fetchCart).toHaveBeenCalledTimes(1);
    expect(store.getState().cart.data.items.map((item) => item.id)).toEqual([12, 11]);

    // Logging out empties the cart and shows the (empty) guest cart.
    jest.mocked(userApi.logout).mockResolvedValue(200);
    store.dispatch(logout());
    await flush();
    expect(store.getState().cart).toMatchObject({ source: 'guest', data: { total: 0, items: [] } });
  });

  it('with no guest lines, log-in just loads the server cart; a failed merge keeps the guest lines', async () => {
    api.fetchCart.mockResolvedValue(makeCart([makeCartItem()]));
    const store = makeStore();
    store.dispatch(loginSuccess({ user: makeUser(), customer: makeCustomer() }));
    await flush();
    expect(api.mergeCart).not.toHaveBeenCalled();
    expect(store.getState().cart.data.items).toHaveLength(1);

    writeGuestCart(addGuestLine([], rent, snapshot));
    api.mergeCart.mockRejectedValue(new Error('Network error'));
    const second = makeStore();
    second.dispatch(loginSuccess({ user: makeUser(), customer: makeCustomer() }));
    await flush();
    expect(readGuestCart()).toHaveLength(1);
    expect(second.getState().cart.data.items).toHaveLength(1);
  });

  it('a list load while the merge runs waits for it (the store knows, no module flag), and a failed merge clears it and loads', async () => {
    writeGuestCart(addGuestLine([], rent, snapshot));
    let failMerge: (error: Error) => void = () => undefined;
    api.mergeCart.mockReturnValue(new Promise((_, reject) => (failMerge = reject)));
    api.fetchCart.mockResolvedValue(makeCart([makeCartItem()]));
    const store = makeStore();
    store.dispatch(loginSuccess({ user: makeUser(), customer: makeCustomer() }));
    await flush();
    expect(store.getState().cart.merging).toBe(true);
    store.dispatch(load());
    await flush();
    expect(api.fetchCart).not.toHaveBeenCalled();

    failMerge(new Error('Network error'));
    await flush();
    expect(store.getState().cart.merging).toBe(false);
    expect(api.fetchCart).toHaveBeenCalled();
    expect(store.getState().cart.data.items).toHaveLength(1);
  });

  it('a load failure resets the cart to empty', async () => {
    api.fetchCart.mockResolvedValueOnce(makeCart([makeCartItem()])).mockRejectedValueOnce(new Error('Network error'));
    const store = makeStore();
    store.dispatch(loginSuccess({ user: makeUser(), customer: makeCustomer() }));
    await flush();
    expect(store.getState().cart.data.total).toBe(1);
    store.dispatch(load());
    await flush();
    expect(store.getState().cart).toMatchObject({ status: 'error', data: { total: 0, items: [] } });
  });
});

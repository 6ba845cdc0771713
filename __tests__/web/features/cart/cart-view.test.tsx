import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { navigate } from 'gatsby';
import * as cartApi from '../../../../src/features/cart/api';
import { rentalWindowLabel } from '../../../../src/features/cart/components/CartLine';
import { CartView } from '../../../../src/features/cart/components/CartView';
import { cartTotals } from '../../../../src/features/cart/totals';
import { mergeReported } from '../../../../src/features/cart/slice';
import { loginSuccess, sessionMissing } from '../../../../src/features/user/slice';
import { makeStore } from '../../../../src/app/store';
import { AppRoot } from '../../test-root';
import { makeCustomer, makeMembership, makeUser } from '../../fixtures/accounts';
import { makeCart, makeCartItem, makeSaleItem } from '../../fixtures/cart';

jest.mock('../../../../src/features/cart/api', () => ({ ...jest.requireActual('../../../../src/features/cart/api'), fetchCart: jest.fn(), updateCartItem: jest.fn(), removeCartItems: jest.fn(), fetchInvalidDates: jest.fn(), mergeCart: jest.fn() }));

const api = jest.mocked(cartApi);
const plain = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');
const text = (id: string) => plain(screen.getByTestId(id).textContent);

beforeEach(() => {
  window.localStorage.clear();
  jest.clearAllMocks();
  global.fetch = jest.fn(() => new Promise<Response>(() => undefined));
});

async function renderCart(login: boolean) {
  const store = makeStore();
  if (login) store.dispatch(loginSuccess({ user: makeUser(), customer: makeCustomer({ membership: makeMembership({ isFreeFirstOrder: false }) }) }));
  else store.dispatch(sessionMissing());
  await act(async () => {
    render(
      <AppRoot store={store}>
        <CartView />
      </AppRoot>,
    );
  });
  return store;
}

describe('CartView', () => {
  it('labels the delivery and return days one day outside the rental', () => {
    expect(rentalWindowLabel('2030-05-10', '2030-05-14')).toBe('Ngày giao 09/05 – Ngày trả 15/05/2030');
    const totals = cartTotals([], false).totals;
    expect(totals.total).toBe(0);
  });

  it('lists the lines and totals the checked ones with orderTotals (delivery as an estimate)', async () => {
    api.fetchCart.mockResolvedValue(
      makeCart([makeCartItem(), makeSaleItem(), makeCartItem({ id: 3, productId: 303, problem: 'Sản phẩm đã kín lịch từ 10/05/2030 đến 14/05/2030' })], { percentDiscount: 10, extendDay: 1 }),
    );
    const store = await renderCart(true);
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(3));
    expect(screen.getAllByTestId('cart-line-dates')[0]).toHaveTextContent('Ngày giao 09/05 – Ngày trả 15/05/2030');
    // rent 420.000 (member 378.000), sale 2 × 450.000, deposit 1.000.000; goods 1.278.000 ≥ 1.000.000 → free delivery
    expect(text('total-rent')).toBe('420.000 ₫');
    expect(text('total-sale')).toBe('900.000 ₫');
    expect(text('total-deposit')).toBe('1.000.000 ₫');
    expect(text('total-membership')).toBe('−42.000 ₫');
    expect(screen.getByText('Phí giao hàng (ước tính)')).toBeInTheDocument();
    expect(text('total-shipping')).toBe('Miễn phí');
    expect(text('total-grand')).toBe('2.278.000 ₫');

    // The line with a problem shows it and cannot be checked.
    const problemLine = screen.getAllByTestId('cart-line')[2] as HTMLElement;
    expect(within(problemLine).getByText(/đã kín lịch/)).toBeInTheDocument();
    expect(within(problemLine).getByRole('checkbox')).toBeDisabled();

    // Unchecking the sale line: goods 378.000 → delivery 30.000.
    await act(async () => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'Chọn Khăn lụa tơ tằm' }));
    });
    // A zero line is left out of the summary.
    expect(screen.queryByTestId('total-sale')).not.toBeInTheDocument();
    expect(text('total-shipping')).toBe('30.000 ₫');
    expect(text('total-grand')).toBe('1.408.000 ₫');
    expect(store.getState().cart.selectedIds).toEqual([1]);

    // Select all checks only the orderable lines.
    await act(async () => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'Chọn tất cả (2)' }));
    });
    expect(store.getState().cart.selectedIds).toEqual([1, 2]);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Tiến hành đặt hàng' }));
    });
    expect(navigate).toHaveBeenCalledWith('/checkout');
  });

  it('quantity and removal (after a confirm) call the API', async () => {
    api.fetchCart.mockResolvedValue(makeCart([makeCartItem()]));
    api.updateCartItem.mockResolvedValue(makeCartItem({ quantities: 2 }));
    api.removeCartItems.mockResolvedValue(200);
    await renderCart(true);
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Tăng số lượng' }));
    });
    expect(api.updateCartItem).toHaveBeenCalledWith({ id: 1, quantities: 2, dateFrom: '2030-05-10', dateTo: '2030-05-14' });
    await waitFor(() => expect(text('total-deposit')).toBe('2.000.000 ₫'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Xoá Áo dài gấm đỏ thêu phượng khỏi giỏ hàng' }));
    });
    const dialog = await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Xoá' }));
    });
    expect(api.removeCartItems).toHaveBeenCalledWith([1]);
    expect(await screen.findByText('Giỏ hàng của bạn đang trống')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Khám phá sản phẩm' })).toHaveAttribute('href', '/home');
  });

  it('after log-in, a notice on the cart explains each merged line until she closes it', async () => {
    api.fetchCart.mockResolvedValue(makeCart([makeCartItem({ quantities: 2 })]));
    const store = await renderCart(true);
    const kept = '«Áo dài gấm đỏ thêu phượng» (thuê 10/05/2030 – 14/05/2030): đã có sẵn trong giỏ hàng của bạn, giữ số lượng 2 (không cộng dồn)';
    await act(async () => {
      store.dispatch(mergeReported([{ productId: 101, kind: 'kept', quantity: 2, message: kept }]));
    });
    const notice = await screen.findByTestId('merge-report');
    expect(within(notice).getByText('Giỏ hàng trước khi đăng nhập đã được gộp vào tài khoản')).toBeInTheDocument();
    expect(within(notice).getByText(kept)).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Đóng thông báo gộp giỏ hàng' }));
    });
    expect(store.getState().cart.mergeReport).toEqual([]);
  });

  it('a guest sees the browser cart and is sent to log in to order', async () => {
    window.localStorage.setItem(
      'thuedo.guestCart.v1',
      JSON.stringify({ version: 1, lines: [{ ...makeSaleItem({ id: -1 }), line: undefined, problem: undefined }] }),
    );
    await renderCart(false);
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
    expect(api.fetchCart).not.toHaveBeenCalled();
    expect(text('total-grand')).toBe('930.000 ₫');
    expect(screen.getByText(/Bạn cần đăng nhập để đặt hàng/)).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Tiến hành đặt hàng' }));
    });
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fcheckout%2Fcart');
  });
});

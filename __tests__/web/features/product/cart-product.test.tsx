import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { navigate } from 'gatsby';
import * as cartApi from '../../../../src/features/cart/api';
import { readGuestCart } from '../../../../src/features/cart/guest-cart';
import { ProductView } from '../../../../src/app/product/ProductView';
import * as productApi from '../../../../src/features/product/api';
import { sessionMissing } from '../../../../src/features/user/slice';
import { addDays, todayInVietnam } from '../../../../core/rules/rental-dates';
import { makeStore } from '../../../../src/app/store';
import { AppRoot } from '../../test-root';
import { makeDetail } from '../../fixtures/catalog';

jest.mock('../../../../src/features/product/api');
jest.mock('../../../../src/features/cart/api', () => ({ ...jest.requireActual('../../../../src/features/cart/api'), fetchInvalidDates: jest.fn(), addToCart: jest.fn(), fetchCart: jest.fn() }));

const api = jest.mocked(cartApi);
const plain = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');
const today = todayInVietnam();
const day = (n: number) => addDays(today, n);
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

beforeEach(() => {
  window.localStorage.clear();
  jest.mocked(productApi.fetchReviews).mockResolvedValue({ items: [], pagination: { page: 1, limit: 10, total: 0 }, rating: makeDetail().rating });
  jest.mocked(productApi.fetchFreeSizes).mockResolvedValue({ sizes: [{ id: 1001, name: 'Free size', free: true }], backupFee: { kind: 'free' } });
  api.fetchInvalidDates.mockReset();
  api.fetchInvalidDates.mockResolvedValue({ invalidDates: [day(6), day(7)], firstDay: day(1), lastDay: day(180) });
});

async function renderProduct(product = makeDetail()) {
  const store = makeStore();
  store.dispatch(sessionMissing());
  await act(async () => {
    render(
      <AppRoot store={store}>
        <ProductView product={product} />
      </AppRoot>,
    );
  });
  return store;
}

/** The calendar's button of an ISO day. */
function cell(iso: string): HTMLElement {
  const found = document.querySelector<HTMLElement>(`[data-testid="picker-calendar"] button[data-day="${iso}"]`);
  if (!found) throw new Error(`no day ${iso}`);
  return found;
}

async function openPicker() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Chọn ngày thuê' }));
  });
  await waitFor(() => expect(document.querySelector('[data-testid="picker-calendar"] button[data-day]')).not.toBeNull());
}

describe('product page: rental dates and the cart', () => {
  it('after picking dates shows days, price, member price, deposit and the delivery / return days; a guest add goes to the browser cart', async () => {
    const store = await renderProduct();
    expect(api.fetchInvalidDates).not.toHaveBeenCalled();
    await openPicker();
    // The picker itself (invalid days, a new quantity, a range crossing an invalid day): cart/rental-date-picker.test.tsx.
    expect(api.fetchInvalidDates).toHaveBeenCalledWith({ productId: 101, sizeId: 1001, quantities: 1 });
    const picker = screen.getByRole('dialog');
    expect(within(picker).getByRole('button', { name: 'Tăng số lượng' })).toBeEnabled();
    await act(async () => {
      fireEvent.click(cell(day(2)));
    });
    await act(async () => {
      fireEvent.click(cell(day(5)));
    });
    expect(plain(screen.getByTestId('picker-chosen').textContent)).toBe(`Từ ${ddmmyyyy(day(2))} đến ${ddmmyyyy(day(5))}`);
    await act(async () => {
      fireEvent.click(within(picker).getByRole('button', { name: 'Xác nhận' }));
    });
    const line = screen.getByTestId('rental-line');
    expect(within(line).getByTestId('line-days')).toHaveTextContent('3 ngày (1 ngày thêm)');
    expect(plain(within(line).getByTestId('line-price').textContent)).toBe('385.000 ₫');
    // Guest: the product's own member price 315.000 for 3 days, extra days 3−2−0+1 = 2 → 378.000.
    expect(plain(within(line).getByTestId('line-member-price').textContent)).toBe('378.000 ₫');
    expect(within(line).getByText('Thành viên chỉ trả')).toBeInTheDocument();
    expect(plain(within(line).getByTestId('line-deposit').textContent)).toBe('1.000.000 ₫');
    expect(within(line).getByText('Ngày giao')).toBeInTheDocument();
    expect(within(line).getByTestId('line-delivery')).toHaveTextContent(ddmmyyyy(day(1)));
    expect(within(line).getByTestId('line-return')).toHaveTextContent(ddmmyyyy(day(6)));

    await act(async () => {
      fireEvent.click(within(screen.getByRole('region', { name: 'Thao tác sản phẩm' })).getByRole('button', { name: /Thêm vào giỏ/ }));
    });
    await waitFor(() => expect(store.getState().cart.data.items).toHaveLength(1));
    expect(api.addToCart).not.toHaveBeenCalled();
    expect(readGuestCart()[0]).toMatchObject({ productId: 101, mode: 'rent', dateFrom: day(2), dateTo: day(5), quantities: 1 });
    expect(await screen.findByText('Đã thêm vào giỏ hàng')).toBeInTheDocument();
  });

  it('buy: quantity and "Mua ngay" adds then goes to the cart', async () => {
    await renderProduct(makeDetail({ type: 'PRODUCT_TYPE_SALABLE', salePrice: 450000, stock: 2 }));
    const panel = screen.getByTestId('product-cart-panel');
    await act(async () => {
      fireEvent.click(within(panel).getByRole('button', { name: 'Tăng số lượng' }));
    });
    expect(within(panel).getByRole('button', { name: 'Tăng số lượng' })).toBeDisabled();
    expect(plain(screen.getByTestId('line-sale-total').textContent)).toBe('900.000 ₫');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Mua ngay' }));
    });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout/cart'));
    expect(readGuestCart()[0]).toMatchObject({ mode: 'sale', quantities: 2 });
  });

  it('out of stock: actions disabled with a Vietnamese reason', async () => {
    await renderProduct(makeDetail({ stock: 0 }));
    expect(screen.getByRole('button', { name: /Thêm vào giỏ/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Thuê ngay/ })).toBeDisabled();
    expect(screen.getByText('Sản phẩm đã hết hàng, tạm thời chưa thể đặt.')).toBeInTheDocument();
  });
});

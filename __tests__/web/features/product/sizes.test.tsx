import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import * as productApi from '../../../../src/features/product/api';
import { readGuestCart } from '../../../../src/features/cart/guest-cart';
import { ProductView } from '../../../../src/app/product/ProductView';
import { sessionMissing } from '../../../../src/features/user/slice';
import { makeStore } from '../../../../src/app/store';
import { AppRoot } from '../../test-root';
import { makeDetail } from '../../fixtures/catalog';
import { addDays, todayInVietnam } from '../../../../core/rules/rental-dates';

jest.mock('../../../../src/features/product/api');

const sizes = [
  { id: 11, name: 'S', units: 1 },
  { id: 12, name: 'M', units: 2 },
  { id: 13, name: 'L', units: 0 },
];

beforeEach(() => {
  window.localStorage.clear();
  jest.mocked(productApi.fetchFreeSizes).mockResolvedValue({ sizes: [{ id: 11, name: 'S', free: true }, { id: 12, name: 'M', free: true }, { id: 13, name: 'L', free: false }], backupFee: { kind: 'free' } });
  jest.mocked(productApi.fetchReviews).mockResolvedValue({ items: [], pagination: { page: 1, limit: 10, total: 0 }, rating: makeDetail().rating });
});

async function renderProduct(product = makeDetail({ type: 'PRODUCT_TYPE_SALABLE', salePrice: 450000, stock: 3, sizes })) {
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

describe('product page: sizes', () => {
  it('offers the sizes as a radio group; a size with no unit cannot be chosen', async () => {
    await renderProduct();
    const group = screen.getByRole('group', { name: /Chọn size/ });
    expect(within(group).getByRole('radio', { name: 'Size S' })).toBeEnabled();
    expect(within(group).getByRole('radio', { name: 'Size M' })).toBeEnabled();
    expect(within(group).getByRole('radio', { name: 'Size L (hết)' })).toBeDisabled();
  });

  it('asks for a size before adding, then adds the chosen size with its name, the quantity bounded by its units', async () => {
    await renderProduct();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Thêm vào giỏ' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Vui lòng chọn size');
    expect(readGuestCart()).toHaveLength(0);
    await act(async () => {
      fireEvent.click(screen.getByRole('radio', { name: 'Size S' }));
    });
    expect(screen.queryByRole('alert')).toBeNull();
    const panel = screen.getByTestId('product-cart-panel');
    // Size S has one unit: the stepper stops at 1.
    expect(within(panel).getByRole('button', { name: 'Tăng số lượng' })).toBeDisabled();
    await act(async () => {
      fireEvent.click(screen.getByRole('radio', { name: 'Size M' }));
    });
    expect(within(panel).getByRole('button', { name: 'Tăng số lượng' })).toBeEnabled();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Thêm vào giỏ' }));
    });
    await waitFor(() => expect(readGuestCart()).toHaveLength(1));
    expect(readGuestCart()[0]).toMatchObject({ productId: 101, sizeId: 12, sizeName: 'M', mode: 'sale', quantities: 1 });
  });

  it('a one-size design shows no size choice and adds its only size', async () => {
    await renderProduct(makeDetail({ type: 'PRODUCT_TYPE_SALABLE', salePrice: 450000, stock: 2 }));
    expect(screen.queryByRole('group', { name: /Chọn size/ })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Thêm vào giỏ' }));
    });
    await waitFor(() => expect(readGuestCart()).toHaveLength(1));
    expect(readGuestCart()[0]).toMatchObject({ sizeId: 1001, mode: 'sale' });
  });

  it('opened with the shopper\'s dates, it takes them and greys the sizes they leave taken', async () => {
    const dateFrom = addDays(todayInVietnam(), 8);
    const dateTo = addDays(todayInVietnam(), 9);
    window.localStorage.setItem('thuedo.wantedDates.v1', JSON.stringify({ dateFrom, dateTo }));
    jest.mocked(productApi.fetchFreeSizes).mockResolvedValue({ sizes: [{ id: 11, name: 'S', free: false }, { id: 12, name: 'M', free: true }, { id: 13, name: 'L', free: false }], backupFee: { kind: 'free' } });
    await renderProduct(makeDetail({ stock: 3, sizes }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Size S (hết lịch)' })).toBeDisabled());
    expect(productApi.fetchFreeSizes).toHaveBeenCalledWith({ productId: 101, quantities: 1, dateFrom, dateTo });
    expect(screen.getByRole('radio', { name: 'Size M' })).toBeEnabled();
    expect(screen.getByTestId('product-cart-panel')).toHaveTextContent('Lịch thuê của bạn');
  });

  it('a one-size design whose only size is taken on the dates says so', async () => {
    window.localStorage.setItem('thuedo.wantedDates.v1', JSON.stringify({ dateFrom: addDays(todayInVietnam(), 8), dateTo: addDays(todayInVietnam(), 9) }));
    jest.mocked(productApi.fetchFreeSizes).mockResolvedValue({ sizes: [{ id: 1001, name: 'Free size', free: false }], backupFee: { kind: 'free' } });
    await renderProduct(makeDetail({ stock: 1 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Những ngày bạn chọn đã hết lịch cho mẫu này');
  });

  it('after a size and the dates, a back-up size (another one, free for the dates) comes along with its fee', async () => {
    const dateFrom = addDays(todayInVietnam(), 8);
    const dateTo = addDays(todayInVietnam(), 9);
    window.localStorage.setItem('thuedo.wantedDates.v1', JSON.stringify({ dateFrom, dateTo }));
    jest.mocked(productApi.fetchFreeSizes).mockResolvedValue({ sizes: [{ id: 11, name: 'S', free: true }, { id: 12, name: 'M', free: true }, { id: 13, name: 'L', free: false }], backupFee: { kind: 'fixed', amount: 50000 } });
    await renderProduct(makeDetail({ stock: 3, sizes }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Size S' })).toBeEnabled());
    expect(screen.queryByRole('checkbox', { name: /^Thêm size dự phòng/ })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('radio', { name: 'Size S' }));
    });
    const toggle = await screen.findByRole('checkbox', { name: /^Thêm size dự phòng/ });
    expect(screen.getByTestId('backup-size-fee').textContent).toMatch(/^Phí: 50\.000\s₫$/);
    await act(async () => {
      fireEvent.click(toggle);
    });
    const group = screen.getByRole('group', { name: 'Chọn size dự phòng' });
    expect(within(group).queryByRole('radio', { name: /Size dự phòng S/ })).toBeNull();
    expect(within(group).getByRole('radio', { name: 'Size dự phòng L, hết lịch' })).toBeDisabled();
    await act(async () => {
      fireEvent.click(within(group).getByRole('radio', { name: 'Size dự phòng M' }));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Thêm vào giỏ' }));
    });
    await waitFor(() => expect(readGuestCart()).toHaveLength(2));
    const [spare, main] = readGuestCart();
    expect(main).toMatchObject({ sizeId: 11, mode: 'rent', dateFrom, dateTo });
    expect(spare).toMatchObject({ sizeId: 12, sizeName: 'M', quantities: 1, dateFrom, dateTo, backupOf: main!.id, backupFee: { kind: 'fixed', amount: 50000 } });
  });
});

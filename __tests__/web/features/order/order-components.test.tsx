import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { navigate } from 'gatsby';
import type { ReactElement } from 'react';
import { ApiError } from '../../../../src/shared/api/http';
import * as orderApi from '../../../../src/features/order/api';
import * as extensionApi from '../../../../src/features/order/extension-api';
import { OrderDetail } from '../../../../src/features/order/components/OrderDetail';
import { OrderHistory } from '../../../../src/features/order/components/OrderHistory';
import { ExtendRental } from '../../../../src/features/order/components/ExtendRental';
import { PayAgainButton } from '../../../../src/features/order/components/PayAgainButton';
import type { AppStore } from '../../../../src/app/store';
import { AppRoot } from '../../test-root';
import { pendingFetch, storeFor } from '../../fixtures/accounts';
import { makeOrder, makeSummary } from '../../fixtures/orders';
import { addDays, todayInVietnam } from '../../../../core/rules/rental-dates';

jest.mock('../../../../src/features/order/api');
jest.mock('../../../../src/features/order/extension-api', () => ({ ...jest.requireActual('../../../../src/features/order/extension-api'), fetchExtensionOffer: jest.fn(), extendRental: jest.fn() }));

const text = (el: HTMLElement | undefined) => (el?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
const counts = { not_paid: 2, delivering: 1, done: 4, cancelled: 0 };

async function renderIn(store: AppStore, ui: ReactElement) {
  await act(async () => {
    render(<AppRoot store={store}>{ui}</AppRoot>);
  });
}

beforeEach(() => {
  jest.clearAllMocks();
  pendingFetch();
  window.history.replaceState(null, '', '/account/order-history');
});

describe('OrderHistory', () => {
  it('shows the four tabs with their counts and the open tab’s orders', async () => {
    jest.mocked(orderApi.fetchOrders).mockResolvedValue({
      items: [makeSummary(), makeSummary({ id: 40, code: 'TD250228WXYZ', itemCount: 1 })],
      total: 2,
      counts,
    });
    await renderIn(storeFor('shopper'), <OrderHistory />);
    expect(orderApi.fetchOrders).toHaveBeenCalledWith('not_paid', 1);
    expect(await screen.findByRole('tab', { name: 'Chưa thanh toán (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Đang giao (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Hoàn thành (4)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Đã hủy (0)' })).toBeInTheDocument();

    const cards = screen.getAllByTestId('order-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveAttribute('href', '/account/order-history/41');
    expect(text(cards[0])).toContain('Mã đơn TD250301ABCD');
    expect(text(cards[0])).toContain('Áo dài lụa đỏ');
    expect(text(cards[0])).toContain('+2 sản phẩm khác');
    expect(text(cards[0])).toContain('1.250.000 ₫');
    expect(text(cards[0])).toMatch(/Đặt ngày \d{2}\/\d{2}\/2025/);
    expect(text(cards[1])).not.toContain('sản phẩm khác');
  });

  it('opens the tab named in the URL and puts a new tab in the URL', async () => {
    window.history.replaceState(null, '', '/account/order-history?tab=done');
    jest.mocked(orderApi.fetchOrders).mockResolvedValue({ items: [makeSummary({ status: 'done' })], total: 1, counts });
    await renderIn(storeFor('shopper'), <OrderHistory />);
    expect(orderApi.fetchOrders).toHaveBeenCalledWith('done', 1);
    expect(await screen.findByRole('tab', { name: 'Hoàn thành (4)' })).toHaveAttribute('aria-selected', 'true');

    jest.mocked(orderApi.fetchOrders).mockResolvedValue({ items: [], total: 0, counts });
    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: 'Đã hủy (0)' }));
    });
    expect(navigate).toHaveBeenCalledWith('/account/order-history?tab=cancelled', { replace: true });
    expect(orderApi.fetchOrders).toHaveBeenLastCalledWith('cancelled', 1);
    expect(await screen.findByText('Không có đơn hàng nào đã hủy.')).toBeInTheDocument();
  });

  it('moves between the tabs with the arrow keys, one tab stop, no antd', async () => {
    jest.mocked(orderApi.fetchOrders).mockResolvedValue({ items: [], total: 0, counts });
    await renderIn(storeFor('shopper'), <OrderHistory />);
    const first = await screen.findByRole('tab', { name: 'Chưa thanh toán (2)' });
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1]);
    first.focus();
    await act(async () => {
      fireEvent.keyDown(first, { key: 'ArrowLeft' });
    });
    const last = screen.getByRole('tab', { name: 'Đã hủy (0)' });
    expect(last).toHaveAttribute('aria-selected', 'true');
    expect(last).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', last.id);
    expect(navigate).toHaveBeenLastCalledWith('/account/order-history?tab=cancelled', { replace: true });
    await act(async () => {
      fireEvent.keyDown(last, { key: 'Home' });
    });
    expect(screen.getByRole('tab', { name: 'Chưa thanh toán (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(document.body.innerHTML).not.toMatch(/class="[^"]*\bant-/);
  });

  it('loads more with “Xem thêm” until every order is shown', async () => {
    jest.mocked(orderApi.fetchOrders).mockResolvedValueOnce({ items: [makeSummary({ id: 1, code: 'A1' })], total: 2, counts });
    await renderIn(storeFor('shopper'), <OrderHistory />);
    await screen.findByText('Mã đơn A1');
    jest.mocked(orderApi.fetchOrders).mockResolvedValueOnce({ items: [makeSummary({ id: 2, code: 'A2' })], total: 2, counts });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Xem thêm' }));
    });
    expect(orderApi.fetchOrders).toHaveBeenLastCalledWith('not_paid', 2);
    expect(await screen.findByText('Mã đơn A2')).toBeInTheDocument();
    expect(screen.getAllByTestId('order-card')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Xem thêm' })).not.toBeInTheDocument();
  });
});

describe('OrderDetail', () => {
  it('shows status, timeline, lines with delivery/return days, address, note, payment and totals', async () => {
    jest.mocked(orderApi.fetchOrder).mockResolvedValue(makeOrder());
    await renderIn(storeFor('shopper'), <OrderDetail orderId="41" />);
    expect(orderApi.fetchOrder).toHaveBeenCalledWith(41);
    const detail = await screen.findByTestId('order-detail');
    expect(within(detail).getAllByTestId('order-status')[0]).toHaveTextContent('Chưa thanh toán');

    // Timeline: oldest first, DD/MM/YYYY HH:mm.
    const timeline = screen.getByTestId('order-timeline');
    const entries = text(timeline);
    expect(entries.indexOf('Đã đặt hàng')).toBeLessThan(entries.indexOf('Bắt đầu thanh toán'));
    expect(entries).toMatch(/01\/03\/2025 \d{2}:\d{2}/);
    expect(entries).toContain('Đơn hàng mới');

    // Rental dates shown as delivery (dateFrom − 1) and return (dateTo + 1).
    const lines = screen.getAllByTestId('order-line');
    expect(text(lines[0])).toContain('Ngày giao09/03/2025');
    expect(text(lines[0])).toContain('Ngày trả13/03/2025');
    expect(text(lines[0])).toContain('Thuê');
    expect(text(lines[0])).toContain('810.000 ₫');
    expect(text(lines[0])).toContain('Tiền cọc200.000 ₫');
    expect(text(lines[1])).not.toContain('Ngày giao');
    expect(text(lines[1])).toContain('Số lượng: 2');

    expect(screen.getByText('12 Nguyễn Huệ, Phường Sài Gòn, Thành phố Hồ Chí Minh')).toBeInTheDocument();
    expect(screen.getByText('Gọi trước khi giao')).toBeInTheDocument();
    const totals = text(screen.getByTestId('order-totals'));
    for (const label of ['Tiền thuê900.000 ₫', 'Tiền mua300.000 ₫', 'Tiền cọc200.000 ₫', 'Giảm giá thành viên−90.000 ₫', 'Phí giao hàngMiễn phí', 'Tổng cộng1.310.000 ₫', 'Thanh toán bằng ví−60.000 ₫', 'Còn phải trả1.250.000 ₫']) {
      expect(totals).toContain(label);
    }
    // A pending bank transfer shows its VietQR.
    expect(screen.getByRole('img', { name: /Mã VietQR chuyển 1\.250\.000\s₫ đến Vietcombank, nội dung TD250301ABCD/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thanh toán lại' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hủy đơn hàng' })).toBeInTheDocument();
  });

  it('links the hand-over slip PDF once the order is paid, and the return slip once something came back', async () => {
    jest.mocked(orderApi.fetchOrder).mockResolvedValue(makeOrder());
    await renderIn(storeFor('shopper'), <OrderDetail orderId="41" />);
    await screen.findByTestId('order-detail');
    expect(screen.queryByRole('link', { name: 'Phiếu giao nhận (PDF)' })).not.toBeInTheDocument();
    cleanup();

    const paid = makeOrder({ status: 'done' });
    jest.mocked(orderApi.fetchOrder).mockResolvedValue(paid);
    await renderIn(storeFor('shopper'), <OrderDetail orderId="41" />);
    expect(await screen.findByRole('link', { name: 'Phiếu giao nhận (PDF)' })).toHaveAttribute('href', '/v1/order/41/slip?kind=handover');
    expect(screen.queryByRole('link', { name: 'Phiếu trả đồ (PDF)' })).not.toBeInTheDocument();
    cleanup();

    const [rental, ...rest] = paid.items;
    const returned = { ...paid, items: [{ ...rental!, rental: { ...rental!.rental!, state: 'closed' as const, returnedOn: '2025-03-13' } }, ...rest] };
    jest.mocked(orderApi.fetchOrder).mockResolvedValue(returned);
    await renderIn(storeFor('shopper'), <OrderDetail orderId="41" />);
    expect(await screen.findByRole('link', { name: 'Phiếu trả đồ (PDF)' })).toHaveAttribute('href', '/v1/order/41/slip?kind=return');
  });

  it('cancels with an optional reason, then shows the cancelled order and a success message', async () => {
    jest.mocked(orderApi.fetchOrder).mockResolvedValue(makeOrder());
    await renderIn(storeFor('shopper'), <OrderDetail orderId="41" />);
    await screen.findByTestId('order-detail');
    fireEvent.click(screen.getByRole('button', { name: 'Hủy đơn hàng' }));
    const dialog = await screen.findByRole('dialog');
    // Unpaid: only the wallet part was taken, and it all comes back.
    expect(within(dialog).getByTestId('cancel-terms')).toHaveTextContent(/60\.000\s₫ sẽ được hoàn vào ví của bạn\./);
    expect(within(dialog).queryByText(/giữ lại/)).not.toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Lý do hủy (không bắt buộc)'), { target: { value: 'Đổi lịch' } });

    const cancelled = makeOrder({
      status: 'cancelled',
      canCancel: false,
      canPay: false,
      cancelReason: 'Đổi lịch',
      payment: null,
      events: [...makeOrder().events, { status: 'cancelled', kind: 'cancelled', note: 'Đổi lịch', createdAt: '2025-03-01T05:00:00.000Z' }],
    });
    jest.mocked(orderApi.cancelOrder).mockResolvedValue(cancelled);
    jest.mocked(orderApi.fetchOrder).mockResolvedValue(cancelled);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Hủy đơn hàng' }));
    });
    expect(orderApi.cancelOrder).toHaveBeenCalledWith(41, 'Đổi lịch');
    expect(await screen.findByText('Đã hủy đơn hàng.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('order-status')[0]).toHaveTextContent('Đã hủy'));
    expect(screen.queryByRole('button', { name: 'Hủy đơn hàng' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Thanh toán lại' })).not.toBeInTheDocument();
    expect(text(screen.getByTestId('order-timeline'))).toContain('Đã hủy');
    expect(orderApi.fetchOrder).toHaveBeenCalledTimes(2);
  });

  it('before a paid rental is cancelled, the dialog states what the cancellation windows keep', async () => {
    // Paid 1.310.000; rent after the membership discount 810.000. The first rental day is in two days, so the
    // delivery day is tomorrow: half the rent (405.000) is kept, the rest and the whole deposit come back.
    const order = makeOrder({ status: 'delivering', payment: null, canPay: false });
    const firstDay = addDays(todayInVietnam(), 2);
    order.items = order.items.map((item) => (item.mode === 'rent' ? { ...item, dateFrom: firstDay, dateTo: addDays(firstDay, 2) } : item));
    jest.mocked(orderApi.fetchOrder).mockResolvedValue(order);
    await renderIn(storeFor('shopper'), <OrderDetail orderId="41" />);
    await screen.findByTestId('order-detail');
    fireEvent.click(screen.getByRole('button', { name: 'Hủy đơn hàng' }));
    const terms = within(await screen.findByRole('dialog')).getByTestId('cancel-terms');
    expect(terms).toHaveTextContent(/905\.000\s₫ sẽ được hoàn vào ví của bạn\./);
    expect(terms).toHaveTextContent('Bạn hủy trước ngày giao 1 ngày: theo chính sách hủy, được hoàn 50% tiền thuê.');
    expect(terms).toHaveTextContent(/Cửa hàng giữ lại 405\.000\s₫ tiền thuê; tiền cọc được hoàn đầy đủ\./);
    expect(within(terms).getByRole('link', { name: 'Xem chính sách hủy đơn' })).toHaveAttribute('href', '/customer-care/chinh-sach-dat-coc-va-hoan-tra');
  });

  it('a returned rental shows its return day, the deductions and the deposit back', async () => {
    const order = makeOrder({ status: 'done', payment: null, canPay: false, canCancel: false });
    order.items = order.items.map((item) =>
      item.mode === 'rent'
        ? {
            ...item,
            rental: { state: 'closed', dueBack: '2025-03-13', handedOverAt: '2025-03-09T03:00:00.000Z', returnedOn: '2025-03-14', condition: 'damaged', note: 'Bung chỉ ở gấu váy', lateDays: 1, lateFee: 60_000, damageCharge: 50_000, depositRefund: 90_000, refundMethod: 'wallet', refundedAt: '2025-03-14T05:00:00.000Z', photoIds: [4, 7] },
          }
        : item,
    );
    jest.mocked(orderApi.fetchOrder).mockResolvedValue(order);
    await renderIn(storeFor('shopper'), <OrderDetail orderId="41" />);
    const status = await screen.findByTestId('rental-status');
    expect(within(await screen.findByTestId('rental-status')).getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual(['/v1/order/41/items/1/photos/4', '/v1/order/41/items/1/photos/7']);
    for (const part of ['Đã tất toán', 'Ngày trả đồ14/03/2025', 'Phí trả muộn (1 ngày)−60.000', 'Phí sửa chữa, hư hỏng−50.000', 'Tiền cọc đã hoàn vào ví90.000', 'Ghi chú của cửa hàng: Bung chỉ ở gấu váy']) {
      expect(text(status)).toContain(part);
    }
  });

  it('a rental with the shopper shows when it is due back', async () => {
    const order = makeOrder({ status: 'done', payment: null, canPay: false, canCancel: false });
    order.items = order.items.map((item) => (item.mode === 'rent' ? { ...item, rental: { ...item.rental!, state: 'with_shopper' } } : item));
    jest.mocked(orderApi.fetchOrder).mockResolvedValue(order);
    await renderIn(storeFor('shopper'), <OrderDetail orderId="41" />);
    const status = await screen.findByTestId('rental-status');
    expect(text(status)).toContain('Đang thuê');
    expect(text(status)).toContain('Hạn trả đồ13/03/2025');
    expect(text(status)).not.toContain('Tiền cọc');
  });

  const withShopper = () => {
    const order = makeOrder({ status: 'done', payment: null, canPay: false, canCancel: false });
    order.items = order.items.map((item) => (item.mode === 'rent' ? { ...item, canExtend: true, rental: { ...item.rental!, state: 'with_shopper' } } : item));
    return order;
  };
  const offer = {
    itemId: 1,
    productName: 'Áo dài lụa đỏ',
    quantity: 1,
    dateFrom: '2025-03-10',
    dateTo: '2025-03-12',
    dueBack: '2025-03-13',
    options: [
      { days: 1, dateTo: '2025-03-13', dueBack: '2025-03-14', price: 30_000 },
      { days: 2, dateTo: '2025-03-14', dueBack: '2025-03-15', price: 60_000 },
    ],
    refusal: null,
    pendingOrder: null,
    walletBalance: 50_000,
  };

  // Its dialog on its own (the page renders it under each rental with the shopper: the next test).
  describe('“Gia hạn thuê” (ExtendRental)', () => {
    it('offers the free days with their prices and pays by the chosen method', async () => {
      jest.mocked(extensionApi.fetchExtensionOffer).mockResolvedValue(offer);
      jest.mocked(extensionApi.extendRental).mockResolvedValue({ order: makeOrder({ id: 77 }), payment: null });
      await renderIn(storeFor('shopper'), <ExtendRental orderId={41} item={withShopper().items[0]!} />);
      fireEvent.click(screen.getByRole('button', { name: 'Gia hạn thuê Áo dài lụa đỏ' }));
      const dialog = await screen.findByRole('dialog');
      expect(extensionApi.fetchExtensionOffer).toHaveBeenCalledWith(41, 1);
      // By label, not by role: a role query asks jsdom for the computed style of every node it names.
      expect(await within(dialog).findByLabelText('2 ngày')).toBeChecked();
      expect(text(within(dialog).getByTestId('extension-summary'))).toBe('Hạn trả mới15/03/2025Tiền gia hạn60.000 ₫');
      // 50.000 in the wallet does not cover 60.000; it does cover one day.
      expect(within(dialog).getByLabelText(/Ví của bạn/)).toBeDisabled();
      fireEvent.click(within(dialog).getByLabelText('1 ngày'));
      expect(text(within(dialog).getByTestId('extension-summary'))).toBe('Hạn trả mới14/03/2025Tiền gia hạn30.000 ₫');
      fireEvent.click(within(dialog).getByLabelText(/Ví của bạn/));
      await act(async () => {
        fireEvent.click(within(dialog).getByRole('button', { name: /Gia hạn · 30.000/ }));
      });
      expect(extensionApi.extendRental).toHaveBeenCalledWith(41, 1, 1, 'wallet');
      expect(navigate).toHaveBeenCalledWith('/account/order-history/77');
    });
  });

  it('says why a rental cannot be extended, and links an extension still waiting for payment', async () => {
    jest.mocked(orderApi.fetchOrder).mockResolvedValue(withShopper());
    jest.mocked(extensionApi.fetchExtensionOffer).mockResolvedValue({ ...offer, options: [], refusal: 'Bạn đã có yêu cầu gia hạn DH12345678 đang chờ thanh toán', pendingOrder: { id: 78, code: 'DH12345678' } });
    await renderIn(storeFor('shopper'), <OrderDetail orderId="41" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Gia hạn thuê Áo dài lụa đỏ' }));
    const dialog = await screen.findByRole('dialog');
    expect(extensionApi.fetchExtensionOffer).toHaveBeenCalledWith(41, 1);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('đang chờ thanh toán');
    expect(within(dialog).getByRole('link', { name: 'Xem đơn gia hạn DH12345678' })).toHaveAttribute('href', '/account/order-history/78');
    expect(within(dialog).queryByRole('button', { name: /Gia hạn ·/ })).not.toBeInTheDocument();
  });

  it('an extension order names the order it extends, shows the added days and the new due-back day, and has nothing to deliver', async () => {
    const base = makeOrder();
    const line = { ...base.items[0]!, id: 9, dateFrom: '2025-03-13', dateTo: '2025-03-14', deposit: 0, price: 60_000, chargedPrice: 60_000, rental: null };
    jest.mocked(orderApi.fetchOrder).mockResolvedValue(makeOrder({ id: 77, isExtension: true, extendsOrder: { id: 41, code: 'DH11112222' }, items: [line], deliveryMethod: 'pickup', address: null }));
    await renderIn(storeFor('shopper'), <OrderDetail orderId="77" />);
    await screen.findByTestId('order-detail');
    expect(screen.getByRole('link', { name: 'DH11112222' })).toHaveAttribute('href', '/account/order-history/41');
    const lineText = text(screen.getByTestId('order-line'));
    expect(lineText).toContain('Ngày thuê thêm13/03/2025 – 14/03/2025');
    expect(lineText).toContain('Hạn trả mới15/03/2025');
    expect(screen.queryByRole('heading', { name: 'Nhận hàng' })).not.toBeInTheDocument();
  });

  it('a 404 shows the not-found view', async () => {
    jest.mocked(orderApi.fetchOrder).mockRejectedValue(new ApiError(404, 'Không tìm thấy đơn hàng'));
    await renderIn(storeFor('shopper'), <OrderDetail orderId="999" />);
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy trang' })).toBeInTheDocument();
  });

  it('a non-numeric id is not found without asking the server', async () => {
    await renderIn(storeFor('shopper'), <OrderDetail orderId="abc" />);
    expect(screen.getByRole('heading', { name: 'Không tìm thấy trang' })).toBeInTheDocument();
    expect(orderApi.fetchOrder).not.toHaveBeenCalled();
  });

  it('pays again by the last method', async () => {
    jest.mocked(orderApi.fetchOrder).mockResolvedValue(makeOrder({ paymentMethod: 'momo', payment: { ...makeOrder().payment!, method: 'momo', status: 'failed' } }));
    jest.mocked(orderApi.payOrder).mockResolvedValue({ order: makeOrder(), payment: makeOrder().payment });
    await renderIn(storeFor('shopper'), <OrderDetail orderId="41" />);
    await screen.findByTestId('order-detail');
    fireEvent.click(screen.getByRole('button', { name: 'Thanh toán lại' }));
    const dialog = await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Thanh toán' }));
    });
    expect(orderApi.payOrder).toHaveBeenCalledWith(41, 'momo');
  });

  // Its dialog on its own (the page's button: the previous test).
  describe('“Thanh toán lại” (PayAgainButton)', () => {
    it('pays again with a chosen method (no cash, no wallet)', async () => {
      jest.mocked(orderApi.payOrder).mockResolvedValue({ order: makeOrder(), payment: makeOrder().payment });
      await renderIn(storeFor('shopper'), <PayAgainButton orderId={41} lastMethod="bank_transfer" />);
      fireEvent.click(screen.getByRole('button', { name: 'Thanh toán lại' }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).queryByLabelText(/Tiền mặt/)).not.toBeInTheDocument();
      expect(within(dialog).queryByLabelText(/Ví của tôi/)).not.toBeInTheDocument();
      expect(within(dialog).getByLabelText(/Chuyển khoản/)).toBeChecked();
      fireEvent.click(within(dialog).getByLabelText(/Ví ZaloPay/));
      await act(async () => {
        fireEvent.click(within(dialog).getByRole('button', { name: 'Thanh toán' }));
      });
      expect(orderApi.payOrder).toHaveBeenCalledWith(41, 'zalopay');
    });
  });
});

describe('the order’s status in the shared words', () => {
  const out = (dateTo: string) => [{ dateTo, unitRentalPrice: 200_000, quantity: 1, deposit: 500_000 }];

  it('shows a handed-over rental as out until its due-back day, a late one with its fee, a pick-up as "Nhận tại cửa hàng"', async () => {
    const today = todayInVietnam();
    const items = [
      makeSummary({ id: 1, code: 'OUT1', status: 'done', rentalsOut: out(addDays(today, 2)) }),
      makeSummary({ id: 2, code: 'LATE2', status: 'done', rentalsOut: out(addDays(today, -4)) }),
      makeSummary({ id: 3, code: 'PICK3', status: 'delivering', deliveryMethod: 'pickup' }),
    ];
    jest.mocked(orderApi.fetchOrders).mockResolvedValue({ items, total: 3, counts });
    window.history.replaceState(null, '', '/account/order-history?tab=done');
    await renderIn(storeFor('shopper'), <OrderHistory />);
    const tags = (await screen.findAllByTestId('order-status')).map((tag) => text(tag));
    const due = addDays(today, 3);
    expect(tags).toEqual([`Đang thuê — hạn trả ${due.slice(8, 10)}/${due.slice(5, 7)}`, 'Trễ 3 ngày — phí trễ đến nay 120.000 ₫', 'Chờ nhận tại cửa hàng']);
    expect(tags.join(' ')).not.toContain('Hoàn thành');
    // The card is named by what it shows (axe: an aria-label must contain the visible text), code and standing included.
    expect(screen.getByRole('link', { name: /Mã đơn LATE2.*Trễ 3 ngày/ })).toBeInTheDocument();
  });

  it('names a pick-up rental’s steps and hand-over for the shop counter', async () => {
    const order = makeOrder({ status: 'delivering', deliveryMethod: 'pickup' });
    jest.mocked(orderApi.fetchOrder).mockResolvedValue(order);
    await renderIn(storeFor('shopper'), <OrderDetail orderId="41" />);
    expect(text(await screen.findByTestId('order-status'))).toBe('Chờ nhận tại cửa hàng');
    expect(screen.getByLabelText('Tiến trình đơn hàng').textContent).toContain('Chờ nhận tại cửa hàng');
    expect(screen.queryByText('Đang giao')).toBeNull();
  });
});

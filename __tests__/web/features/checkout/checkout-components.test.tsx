import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import * as orderApi from '../../../../src/features/order/api';
import * as paymentApi from '../../../../src/features/payment/api';
import * as redirect from '../../../../src/features/order/redirect';
import { OrderSuccess, POLL_INTERVAL_MS, POLL_LIMIT_MS, successState } from '../../../../src/features/checkout/components/OrderSuccess';
import { PaymentMethodList } from '../../../../src/features/checkout/components/PaymentStep';
import type { AppStore } from '../../../../src/app/store';
import { AppRoot } from '../../test-root';
import { pendingFetch, storeFor } from '../../fixtures/accounts';
import { makeOrder, makePayment } from '../../fixtures/orders';

jest.mock('../../../../src/features/order/api');
jest.mock('../../../../src/features/order/redirect');
jest.mock('../../../../src/features/payment/api');

const text = (el: HTMLElement | undefined) => (el?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

async function renderIn(store: AppStore, ui: ReactElement) {
  await act(async () => {
    render(<AppRoot store={store}>{ui}</AppRoot>);
  });
}

beforeEach(() => {
  jest.clearAllMocks();
  jest.useRealTimers();
  pendingFetch();
});

describe('PaymentMethodList', () => {
  it('with delivery: cash is disabled and says why; the sandboxed methods (GET /v1/payment/methods) carry the sandbox tag', async () => {
    jest.mocked(paymentApi.fetchMethods).mockResolvedValue([
      { method: 'momo', available: true, sandbox: true },
      { method: 'zalopay', available: true, sandbox: true },
      { method: 'vnpay_atm', available: true, sandbox: false },
      { method: 'vnpay_card', available: true, sandbox: true },
      { method: 'cash', available: true, sandbox: false },
    ]);
    await renderIn(storeFor('shopper'), <PaymentMethodList deliveryMethod="delivery" value={null} onChange={jest.fn()} />);
    const cash = screen.getByRole('radio', { name: /Tiền mặt tại cửa hàng/ });
    expect(cash).toBeDisabled();
    expect(cash).toHaveAccessibleDescription('Chỉ áp dụng khi nhận tại cửa hàng');
    for (const name of ['Chuyển khoản ngân hàng (VietQR)', 'Ví MoMo', 'Ví ZaloPay', 'Thẻ ATM / Internet Banking (VNPay)', 'Thẻ quốc tế Visa/Master/JCB (VNPay)']) {
      expect(screen.getByRole('radio', { name: new RegExp(name.replace(/[()/]/g, '\\$&')) })).toBeEnabled();
    }
    expect(await screen.findAllByText('Môi trường thử nghiệm')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: /Thẻ ATM/ }).closest('label')).not.toHaveTextContent('Môi trường thử nghiệm');
  });

  it('with pick-up: cash can be chosen', async () => {
    jest.mocked(paymentApi.fetchMethods).mockResolvedValue([]);
    const onChange = jest.fn();
    await renderIn(storeFor('shopper'), <PaymentMethodList deliveryMethod="pickup" value={null} onChange={onChange} />);
    const cash = screen.getByRole('radio', { name: /Tiền mặt tại cửa hàng/ });
    expect(cash).toBeEnabled();
    fireEvent.click(cash);
    expect(onChange).toHaveBeenCalledWith('cash');
  });
});

describe('OrderSuccess', () => {
  it('maps the true state to what the page says', () => {
    expect(successState(makeOrder({ status: 'delivering', payment: makePayment({ status: 'paid', action: { kind: 'none' } }) }))).toBe('paid');
    expect(successState(makeOrder())).toBe('bank');
    expect(successState(makeOrder({ paymentMethod: 'cash', payment: makePayment({ method: 'cash', action: { kind: 'none' } }) }))).toBe('cash');
    expect(successState(makeOrder({ paymentMethod: 'momo', payment: makePayment({ method: 'momo', status: 'failed', action: { kind: 'none' } }) }))).toBe('failed');
    expect(successState(makeOrder({ paymentMethod: 'momo', payment: makePayment({ method: 'momo', action: { kind: 'redirect', url: 'x' } }) }))).toBe('waiting');
    expect(successState(makeOrder({ status: 'cancelled' }))).toBe('cancelled');
  });

  it('paid: success, the code, the total and the links', async () => {
    jest.mocked(orderApi.fetchOrder).mockResolvedValue(
      makeOrder({ status: 'delivering', amountDue: 0, payment: makePayment({ status: 'paid', action: { kind: 'none' } }) }),
    );
    await renderIn(storeFor('shopper'), <OrderSuccess search="?order=41" />);
    expect(orderApi.fetchOrder).toHaveBeenCalledWith(41);
    expect(await screen.findByRole('heading', { name: 'Đặt hàng thành công' })).toBeInTheDocument();
    expect(screen.getByTestId('order-code')).toHaveTextContent('TD250301ABCD');
    expect(text(document.body)).toContain('1.310.000 ₫');
    expect(screen.getByRole('link', { name: 'Xem đơn hàng' })).toHaveAttribute('href', '/account/order-history/41');
    expect(screen.getByRole('link', { name: 'Tiếp tục mua sắm' })).toHaveAttribute('href', '/home');
  });

  it('a purchase-only order: the next steps speak of receiving the goods, never of rental days or returns', async () => {
    const rentalOrder = makeOrder({ status: 'delivering', amountDue: 0, payment: makePayment({ status: 'paid', action: { kind: 'none' } }) });
    jest.mocked(orderApi.fetchOrder).mockResolvedValue({ ...rentalOrder, items: rentalOrder.items.filter((item) => item.mode === 'sale') });
    await renderIn(storeFor('shopper'), <OrderSuccess search="?order=41" />);
    const steps = await screen.findByRole('region', { name: 'Tiếp theo' });
    expect(text(steps)).toContain('giao hàng đến địa chỉ của bạn');
    expect(text(steps)).not.toMatch(/thuê|trả đồ|tiền cọc/);
  });

  it('a rental order: delivery before the rental days, and the return that gives the deposit back', async () => {
    jest.mocked(orderApi.fetchOrder).mockResolvedValue(
      makeOrder({ status: 'delivering', amountDue: 0, payment: makePayment({ status: 'paid', action: { kind: 'none' } }) }),
    );
    await renderIn(storeFor('shopper'), <OrderSuccess search="?order=41" />);
    const steps = await screen.findByRole('region', { name: 'Tiếp theo' });
    expect(text(steps)).toContain('trước ngày thuê');
    expect(text(steps)).toContain('nhận lại tiền cọc');
  });

  it('bank transfer: the VietQR image, each detail copyable, and until when the order is held', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    jest.mocked(orderApi.fetchOrder).mockResolvedValue(makeOrder({ expiresAt: '2025-03-02T03:04:05.000Z' }));
    await renderIn(storeFor('shopper'), <OrderSuccess search="?order=41" />);
    const qr = await screen.findByTestId('vietqr');
    expect(within(qr).getByRole('img')).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(text(qr)).toContain('Vietcombank');
    expect(text(qr)).toContain('0011004455667');
    expect(text(qr)).toContain('CONG TY THUE DO');
    expect(text(qr)).toContain('1.250.000 ₫');
    expect(text(qr)).toMatch(/Đơn hàng sẽ được giữ đến \d{2}:\d{2} 02\/03\/2025/);
    await act(async () => {
      fireEvent.click(within(qr).getByRole('button', { name: 'Sao chép số tài khoản' }));
    });
    expect(writeText).toHaveBeenCalledWith('0011004455667');
    await act(async () => {
      fireEvent.click(within(qr).getByRole('button', { name: 'Sao chép nội dung chuyển khoản' }));
    });
    expect(writeText).toHaveBeenLastCalledWith('TD250301ABCD');
    expect(await screen.findByText('Đã sao chép nội dung chuyển khoản')).toBeInTheDocument();
  });

  it('failed: says so and pays again with a chosen method', async () => {
    jest.mocked(orderApi.fetchOrder).mockResolvedValue(
      makeOrder({ paymentMethod: 'momo', payment: makePayment({ method: 'momo', status: 'cancelled', action: { kind: 'none' } }) }),
    );
    jest.mocked(orderApi.payOrder).mockResolvedValue({
      order: makeOrder(),
      payment: makePayment({ method: 'vnpay_atm', action: { kind: 'redirect', url: 'http://127.0.0.1/sandbox/vnpay' } }),
    });
    await renderIn(storeFor('shopper'), <OrderSuccess search="?order=41" />);
    expect(await screen.findByRole('heading', { name: 'Thanh toán chưa thành công' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Xem đơn hàng' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Thanh toán lại' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: /Ví MoMo/ })).toBeChecked();
    fireEvent.click(within(dialog).getByRole('radio', { name: /Thẻ ATM/ }));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Thanh toán' }));
    });
    expect(orderApi.payOrder).toHaveBeenCalledWith(41, 'vnpay_atm');
    expect(redirect.redirectTo).toHaveBeenCalledWith('http://127.0.0.1/sandbox/vnpay');
  });

  it('a pending gateway payment is polled until it is paid', async () => {
    jest.useFakeTimers();
    const pending = makeOrder({ paymentMethod: 'momo', payment: makePayment({ method: 'momo', action: { kind: 'redirect', url: 'x' } }) });
    jest.mocked(orderApi.fetchOrder).mockResolvedValue(pending);
    await renderIn(storeFor('shopper'), <OrderSuccess search="?order=41" />);
    expect(screen.getByRole('heading', { name: 'Đang kiểm tra kết quả thanh toán…' })).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    });
    expect(orderApi.fetchOrder).toHaveBeenCalledTimes(2);
    jest.mocked(orderApi.fetchOrder).mockResolvedValue({ ...pending, status: 'delivering', payment: { ...pending.payment!, status: 'paid' } });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    });
    expect(screen.getByRole('heading', { name: 'Đặt hàng thành công' })).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3);
    });
    expect(orderApi.fetchOrder).toHaveBeenCalledTimes(3);
  });

  it('stops polling after about 15 s and offers to check again or pay again', async () => {
    jest.useFakeTimers();
    const pending = makeOrder({ paymentMethod: 'zalopay', payment: makePayment({ method: 'zalopay', action: { kind: 'redirect', url: 'x' } }) });
    jest.mocked(orderApi.fetchOrder).mockImplementation(async () => ({ ...pending }));
    await renderIn(storeFor('shopper'), <OrderSuccess search="?order=41" />);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(POLL_LIMIT_MS + POLL_INTERVAL_MS);
    });
    expect(screen.getByRole('heading', { name: 'Chưa nhận được kết quả thanh toán' })).toBeInTheDocument();
    const calls = jest.mocked(orderApi.fetchOrder).mock.calls.length;
    expect(calls).toBeGreaterThanOrEqual(9);
    expect(calls).toBeLessThanOrEqual(11);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 4);
    });
    expect(orderApi.fetchOrder).toHaveBeenCalledTimes(calls);
    expect(screen.getByRole('button', { name: 'Kiểm tra lại' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thanh toán lại' })).toBeInTheDocument();
  });

  it('without an order id: not found', async () => {
    await renderIn(storeFor('shopper'), <OrderSuccess search="" />);
    expect(screen.getByRole('heading', { name: 'Không tìm thấy trang' })).toBeInTheDocument();
  });
});

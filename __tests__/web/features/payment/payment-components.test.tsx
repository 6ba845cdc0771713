import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import * as paymentApi from '../../../../src/features/payment/api';
import { PaymentResultNotice } from '../../../../src/features/payment/components/PaymentResultNotice';
import { TopUpForm } from '../../../../src/features/payment/components/TopUpForm';
import { POLL_ATTEMPTS, POLL_INTERVAL_MS, usePaymentResult } from '../../../../src/features/payment/usePaymentResult';
import { AppRoot } from '../../test-root';
import { pendingFetch, storeFor } from '../../fixtures/accounts';
import type { PaymentState } from '../../../../core/contracts/payment';

jest.mock('../../../../src/features/payment/api');
const api = jest.mocked(paymentApi);

const payment = (status: PaymentState['status']): PaymentState => ({
  reference: 'PAY123',
  method: 'momo',
  amount: 200_000,
  status,
  sandbox: true,
  action: { kind: 'none' },
  purpose: 'topup',
  orderId: null,
});

function Probe({ onPaid }: { onPaid: (p: PaymentState) => void }) {
  const result = usePaymentResult(onPaid);
  return <PaymentResultNotice result={result} paidText="Đã nạp tiền" />;
}

beforeEach(() => {
  jest.clearAllMocks();
  pendingFetch();
  api.fetchMethods.mockResolvedValue([{ method: 'momo', available: true, sandbox: true }]);
  window.history.replaceState(null, '', '/account/my-wallet');
});

afterEach(() => jest.useRealTimers());

describe('usePaymentResult', () => {
  it('does nothing without ?payment=', async () => {
    await act(async () => {
      render(<Probe onPaid={jest.fn()} />);
    });
    expect(api.fetchPayment).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('polls while pending, then reports paid once and calls onPaid', async () => {
    jest.useFakeTimers();
    window.history.replaceState(null, '', '/account/my-wallet?payment=PAY123');
    api.fetchPayment.mockResolvedValueOnce(payment('pending')).mockResolvedValueOnce(payment('paid'));
    const onPaid = jest.fn();
    await act(async () => {
      render(<Probe onPaid={onPaid} />);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Đang kiểm tra kết quả thanh toán');
    await act(async () => {
      jest.advanceTimersByTime(POLL_INTERVAL_MS);
    });
    await waitFor(() => expect(screen.getByText('Thanh toán thành công')).toBeInTheDocument());
    expect(api.fetchPayment).toHaveBeenCalledTimes(2);
    expect(api.fetchPayment).toHaveBeenCalledWith('PAY123');
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  it('stops polling after the last attempt and says the result is not in yet', async () => {
    jest.useFakeTimers();
    window.history.replaceState(null, '', '/account/my-wallet?payment=PAY123');
    api.fetchPayment.mockResolvedValue(payment('pending'));
    await act(async () => {
      render(<Probe onPaid={jest.fn()} />);
    });
    for (let i = 0; i < POLL_ATTEMPTS; i += 1) {
      await act(async () => {
        jest.advanceTimersByTime(POLL_INTERVAL_MS);
      });
    }
    expect(api.fetchPayment).toHaveBeenCalledTimes(POLL_ATTEMPTS);
    expect(screen.getByText('Chưa nhận được kết quả thanh toán')).toBeInTheDocument();
  });

  it('shows a failed payment as not successful, without calling onPaid', async () => {
    window.history.replaceState(null, '', '/account/my-wallet?payment=PAY123');
    api.fetchPayment.mockResolvedValue(payment('failed'));
    const onPaid = jest.fn();
    await act(async () => {
      render(<Probe onPaid={onPaid} />);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Thanh toán chưa thành công');
    expect(onPaid).not.toHaveBeenCalled();
  });
});

describe('TopUpForm', () => {
  it('labels sandboxed gateways, validates the amount and starts the payment with the chosen method', async () => {
    api.startTopUp.mockResolvedValue({ ...payment('pending'), action: { kind: 'qr' } as never });
    await act(async () => {
      render(
        <AppRoot store={storeFor('shopper')}>
          <TopUpForm />
        </AppRoot>,
      );
    });
    expect(await screen.findAllByText('Môi trường thử nghiệm')).toHaveLength(1);
    const amount = screen.getByLabelText('Số tiền nạp');
    fireEvent.change(amount, { target: { value: '5000' } });
    expect(screen.getByText('Nhập số tiền từ 10.000 ₫ đến 50.000.000 ₫')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nạp tiền' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: /500\.000/ }));
    fireEvent.click(screen.getByRole('radio', { name: /Ví ZaloPay/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Nạp tiền' }));
    });
    expect(api.startTopUp).toHaveBeenCalledWith(500_000, 'zalopay');
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CounterQuote } from '../../../../../core/contracts/counter';
import { CounterPage } from '../../../../../src/features/admin/screens/counter/CounterPage';
import { QuoteView } from '../../../../../src/features/admin/screens/counter/QuoteView';
import { renderAdmin } from '../support/render-admin';
import { answeringBy, type StandIn } from '../support/stand-in-api';

jest.mock('@reduxjs/toolkit/query/react', () => jest.requireActual<StandIn>('../support/stand-in-api').withStandIn());

const huong = { id: 4, fullName: 'Vũ Thu Hương', phone: '+84901234567', email: null };

describe('the counter screen', () => {
  it('finds the customer typed without diacritics and chooses her; without a line nothing is placed', async () => {
    const calls = answeringBy({ 'GET /customers': [200, { items: [huong] }], 'GET /products': [200, { items: [], pagination: { page: 1, limit: 20, total: 0 }, counts: { all: 0, published: 0, draft: 0 } }] });
    await renderAdmin(<CounterPage />);
    const search = screen.getByRole('searchbox', { name: 'Tìm khách theo số điện thoại hoặc tên' });
    await act(async () => {
      fireEvent.change(search, { target: { value: 'thu huong' } });
      fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    });
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Chọn Vũ Thu Hương' }));
    });
    expect(calls.some((call) => call.url.endsWith('/customers') && call.method === 'GET')).toBe(true);
    expect(screen.getByText('0901 234 567')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Đổi khách' })).toBeInTheDocument();
    expect(screen.getByText('Thêm ít nhất một sản phẩm.')).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Tạo đơn' }));
    });
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('shows the server’s words when the phone number already has an account', async () => {
    answeringBy({ 'POST /customers': [409, { message: 'Số điện thoại này đã có tài khoản khách hàng «Vũ Thu Hương»: hãy tìm và chọn khách này' }], 'GET /products': [200, { items: [], pagination: { page: 1, limit: 20, total: 0 }, counts: { all: 0, published: 0, draft: 0 } }] });
    await renderAdmin(<CounterPage />);
    fireEvent.change(screen.getByLabelText('Họ tên'), { target: { value: 'Vũ Thu Hương' } });
    fireEvent.change(screen.getByLabelText('Số điện thoại'), { target: { value: '0901 234 567' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Thêm khách' }));
    });
    expect(await screen.findByText('Số điện thoại này đã có tài khoản khách hàng «Vũ Thu Hương»: hãy tìm và chọn khách này')).toBeInTheDocument();
  });
});

describe('the quote', () => {
  const quote: CounterQuote = {
    lines: [
      {
        productId: 1,
        sizeId: 2,
        productName: 'Áo dài Hồng Ngọc',
        sizeName: 'M',
        mode: 'rent',
        quantity: 1,
        dateFrom: '2026-12-03',
        dateTo: '2026-12-05',
        line: { mode: 'rent', days: 3, extraDays: 0, price: 600_000, membershipPrice: 540_000, deposit: 500_000 },
        problem: '«Áo dài Hồng Ngọc (size M)» đã hết lịch thuê từ 03/12/2026 đến 05/12/2026',
      },
    ],
    totals: { rentalTotal: 600_000, saleTotal: 0, depositTotal: 500_000, membershipDiscount: 60_000, freeFirstOrderDiscount: 0, shippingFee: 0, voucherCode: null, voucherDiscount: 0, total: 1_040_000, walletAmount: 0, amountDue: 1_040_000 },
    membership: { percentDiscount: 10, extendDay: 0 },
    freeFirstOrder: false,
  };
  const line = { productId: 1, sizeId: 2, productName: 'Áo dài Hồng Ngọc', sizeName: 'M', mode: 'rent' as const, quantity: 1, dateFrom: '2026-12-03', dateTo: '2026-12-05' };

  it('prices each line by the server’s rule, says why a line cannot be had, and lets staff take it out', async () => {
    const onRemove = jest.fn();
    await renderAdmin(<QuoteView lines={[line]} quote={quote} loading={false} onRemove={onRemove} />);
    expect(screen.getByText('Thuê 03/12/2026 – 05/12/2026 × 1')).toBeInTheDocument();
    expect(screen.getByText('540.000 ₫')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('đã hết lịch thuê từ 03/12/2026 đến 05/12/2026');
    const total = screen.getByText('Tổng cộng').parentElement!;
    expect(within(total).getByText('1.040.000 ₫')).toBeInTheDocument();
    expect(screen.getByText('−60.000 ₫')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Bỏ Áo dài Hồng Ngọc khỏi đơn' }));
    await waitFor(() => expect(onRemove).toHaveBeenCalledWith(0));
  });
});

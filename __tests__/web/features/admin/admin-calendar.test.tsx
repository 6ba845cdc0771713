import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import AdminApp from '../../../../src/features/admin/AdminApp';
import type { CalendarBooking, StockCalendar } from '../../../../core/contracts/stock-calendar';
import { answeringBy, type StandIn } from './support/stand-in-api';

jest.mock('@reduxjs/toolkit/query/react', () => jest.requireActual<StandIn>('./support/stand-in-api').withStandIn());

const staff = { staff: { id: 7, email: 'staff@thuedo.vn', fullName: 'Lê Minh Anh', role: 'staff', disabled: false, createdAt: '2026-01-01T00:00:00.000Z' } };
const booking = (fields: Partial<CalendarBooking>): CalendarBooking => ({
  itemId: 90,
  orderId: 41,
  orderCode: 'DH12345678',
  shopperName: 'Nguyễn Thị Lan',
  dateFrom: '2030-12-10',
  dateTo: '2030-12-11',
  bookedUntil: '2030-12-11',
  late: false,
  tentative: true,
  ...fields,
});
const planned = booking({});
const assigned = booking({ itemId: 91, orderId: 42, orderCode: 'DH87654321', shopperName: 'Trần Thu Hà', dateFrom: '2030-12-08', dateTo: '2030-12-08', bookedUntil: '2030-12-08', tentative: false });
const days = ['2030-12-09', '2030-12-10', '2030-12-11', '2030-12-12', '2030-12-13', '2030-12-14', '2030-12-15'];
const calendar: StockCalendar = {
  product: { id: 5, name: 'Đầm dạ hội Ánh Trăng' },
  sizes: [
    { id: 11, name: 'S', units: 2 },
    { id: 12, name: 'M', units: 1 },
  ],
  size: { id: 11, name: 'S' },
  from: days[0]!,
  to: days[6]!,
  today: '2030-12-10',
  days: days.map((date, index) => ({ date, units: 2, free: [0, 1, 1, 1, 0, 1, 2][index]! })),
  units: [
    {
      id: 1,
      code: 'U000001',
      status: 'active',
      segments: [
        { kind: 'delivery', from: '2030-12-09', to: '2030-12-09', booking: planned },
        { kind: 'rental', from: '2030-12-10', to: '2030-12-11', booking: planned },
        { kind: 'return', from: '2030-12-12', to: '2030-12-12', booking: planned },
        { kind: 'cleaning', from: '2030-12-13', to: '2030-12-13', booking: planned },
      ],
    },
    {
      id: 2,
      code: 'U000002',
      status: 'active',
      segments: [
        { kind: 'return', from: '2030-12-09', to: '2030-12-09', booking: assigned },
        { kind: 'cleaning', from: '2030-12-10', to: '2030-12-10', booking: assigned },
        { kind: 'block', from: '2030-12-13', to: '2030-12-14', block: { id: 3, reason: 'repair', note: 'Sửa khoá kéo' } },
      ],
    },
  ],
  unplaced: [],
};

async function open(search: string) {
  window.history.replaceState(null, '', `/admin/calendar${search}`);
  const calls = answeringBy({
    'GET /auth/me': [200, staff],
    'GET /stock/calendar/products': [200, { items: [{ id: 5, name: 'Đầm dạ hội Ánh Trăng', published: true, sizes: calendar.sizes }] }],
    'GET /stock/calendar': [200, calendar],
  });
  await act(async () => {
    render(
      <App>
        <AdminApp pathname="/admin/calendar" />
      </App>,
    );
  });
  return calls;
}

describe('the stock calendar screen', () => {
  it('asks for a product first', async () => {
    await open('');
    expect(await screen.findByRole('heading', { name: 'Lịch đồ' })).toBeInTheDocument();
    expect(screen.getByText('Chọn một sản phẩm để xem lịch từng chiếc đồ theo ngày.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('draws units as rows and days as columns, each part of a booking labelled in Vietnamese and linked to its order', async () => {
    await open('?product=5&view=week&from=2030-12-09');
    const table = await screen.findByRole('table', { name: 'Lịch size S của Đầm dạ hội Ánh Trăng, từ 09/12/2030 đến 15/12/2030' });
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Trống', 'U000001', 'U000002']);
    expect(within(table).getByRole('columnheader', { name: 'thứ Ba 10/12/2030, hôm nay' })).toHaveAttribute('aria-current', 'date');

    const rental = within(table).getByRole('link', { name: 'U000001 đang thuê bởi đơn DH12345678 của Nguyễn Thị Lan từ 10/12 đến 11/12 (dự kiến, chiếc đồ được chọn khi giao)' });
    expect(rental).toHaveAttribute('href', '/admin/orders/41');
    expect(rental.closest('td')).toHaveAttribute('colspan', '2');
    expect(rental.closest('td')).toHaveAttribute('data-tentative', 'true');
    expect(within(table).getByRole('link', { name: 'U000001 giao hàng cho đơn DH12345678 của Nguyễn Thị Lan ngày 09/12 (dự kiến, chiếc đồ được chọn khi giao)' })).toHaveTextContent('Giao');
    expect(within(table).getByRole('link', { name: 'U000001 trả đồ của đơn DH12345678 ngày 12/12 (dự kiến, chiếc đồ được chọn khi giao)' })).toHaveTextContent('Trả');
    const cleaning = within(table).getByRole('link', { name: 'U000002 giặt, vệ sinh sau đơn DH87654321 ngày 10/12' });
    expect(cleaning).toHaveAttribute('href', '/admin/orders/42');
    expect(cleaning).toHaveTextContent('Giặt');
    expect(cleaning.closest('td')).not.toHaveAttribute('data-tentative');
    expect(within(table).getByRole('img', { name: 'U000002 ngưng phục vụ (Sửa chữa: Sửa khoá kéo) từ 13/12 đến 14/12' })).toHaveTextContent('Sửa chữa');
    expect(within(table).getByText('U000002 trống ngày 11/12')).toBeInTheDocument();

    expect(within(table).getByRole('cell', { name: 'Ngày 09/12: trống 0/2 chiếc' })).toHaveTextContent('0/2');
    expect(within(table).getByRole('cell', { name: 'Ngày 15/12: trống 2/2 chiếc' })).toHaveTextContent('2/2');
    // Every day of the week is a column: 7 cells in each unit row, merged spans included.
    for (const row of within(table).getAllByTestId('calendar-unit')) {
      const cells = within(row).getAllByRole('cell');
      expect(cells.reduce((sum, cell) => sum + Number(cell.getAttribute('colspan') ?? 1), 0)).toBe(7);
    }
  });

  it('offers the sizes, and moves week to month and page to page, keeping the choice in the address', async () => {
    const calls = await open('?product=5&view=week&from=2030-12-09');
    await screen.findByRole('table');
    expect(screen.getByRole('radio', { name: 'Size S, 2 chiếc' }).closest('label')).toHaveClass('ant-segmented-item-selected');
    expect(screen.getByRole('radio', { name: 'Size M, 1 chiếc' }).closest('label')).not.toHaveClass('ant-segmented-item-selected');
    const calendarCalls = () => calls.filter((call) => call.url.endsWith('/stock/calendar')).length;
    const before = calendarCalls();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Tuần sau' }));
    });
    expect(window.location.search).toContain('from=2030-12-16');
    await act(async () => {
      fireEvent.click(screen.getByText('Tháng'));
    });
    expect(window.location.search).toContain('view=month');
    expect(window.location.search).toContain('from=2030-12-01');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Tháng trước' }));
    });
    expect(window.location.search).toContain('from=2030-11-01');
    // Each new page is asked for (no page is answered from another's data).
    expect(calendarCalls()).toBe(before + 3);
  });
});

import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import AdminApp from '../../../../../src/features/admin/AdminApp';
import { makeSummary } from '../../../fixtures/orders';
import { answeringBy, type StandIn } from '../support/stand-in-api';

jest.mock('@reduxjs/toolkit/query/react', () => jest.requireActual<StandIn>('../support/stand-in-api').withStandIn());

const me = { staff: { id: 7, email: 'staff@thuedo.vn', fullName: 'Lê Minh Anh', role: 'staff', disabled: false, createdAt: '2026-01-01T00:00:00.000Z' } };
const counts = { not_paid: 1, delivering: 0, done: 1, cancelled: 0, due_back: 1, late: 0 };
const row = (id: number, tabs: string[], overrides = {}) => ({
  order: makeSummary({ id, code: `DH0000000${id}`, ...overrides }),
  customer: { id, fullName: 'Vũ Thu Hương', phone: '0901234567', email: null },
  deliveryMethod: 'pickup',
  firstDateFrom: null,
  lastDueBack: null,
  tabs,
});

test('a search without diacritics looks in every tab and tags each hit with its tabs', async () => {
  answeringBy({
    'GET /auth/me': [200, me],
    'GET /orders': [200, { items: [], counts: { ...counts, not_paid: 0 }, pagination: { page: 1, limit: 20, total: 0 } }],
  });
  await act(async () => {
    render(
      <App>
        <AdminApp pathname="/admin/orders" />
      </App>,
    );
  });
  expect(await screen.findByRole('tab', { name: /^Chờ giao/, selected: true })).toBeInTheDocument();
  expect(screen.queryByRole('tab', { name: 'Mọi tab' })).toBeNull();

  answeringBy({
    'GET /auth/me': [200, me],
    'GET /orders': [200, { items: [row(1, ['not_paid']), row(2, ['done', 'due_back'], { status: 'done', deliveryMethod: 'pickup' })], counts, pagination: { page: 1, limit: 20, total: 2 } }],
  });
  const box = screen.getByRole('searchbox', { name: 'Tìm mã đơn, số điện thoại hoặc tên khách' });
  await act(async () => {
    fireEvent.change(box, { target: { value: 'vu thu huong' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
  });
  expect(await screen.findByRole('tab', { name: 'Mọi tab', selected: true })).toBeInTheDocument();
  expect(await screen.findByText(/Tìm thấy 2 đơn trong mọi tab/)).toBeInTheDocument();
  const second = screen.getByRole('link', { name: /DH00000002/ }).closest('.ant-card') as HTMLElement;
  expect(within(second).getByTitle('Tab chứa đơn này').textContent).toBe('Đã giaoSắp đến hạn trả');
  expect(within(second).getAllByText('Nhận tại cửa hàng').length).toBeGreaterThan(0);
});

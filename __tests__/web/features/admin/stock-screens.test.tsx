import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StockProduct } from '../../../../core/contracts/stock';
import type { LineUnits } from '../../../../src/features/admin/screens/orders/api';
import { HandOverDialog } from '../../../../src/features/admin/screens/orders/HandOverDialog';
import { placeScan } from '../../../../src/features/admin/screens/orders/hand-over-picks';
import { StockProductPanel } from '../../../../src/features/admin/screens/stock/StockProductPanel';
import type { OrderDetail } from '../../../../core/contracts/order';
import { renderAdmin } from './support/render-admin';
import { answeringBy, type StandIn } from './support/stand-in-api';

jest.mock('@reduxjs/toolkit/query/react', () => jest.requireActual<StandIn>('./support/stand-in-api').withStandIn());

const line = (itemId: number, sizeName: string, codes: string[], busy: LineUnits['busy'] = [], quantity = 1): LineUnits => ({
  itemId,
  productName: 'Áo dài Hoàng Hậu',
  sizeName,
  quantity,
  units: codes.map((code, index) => ({ id: itemId * 100 + index, code })),
  busy,
});

describe('a scanned label at hand-over', () => {
  const lines = [line(1, 'S', ['U000001', 'U000002']), line(2, 'M', ['U000005'], [{ id: 6, code: 'U000006', message: 'Bộ đồ U000006 đang ở chỗ khách (đơn DH0001)' }])];

  it('goes to the line of its size, typed in any case', () => {
    const outcome = placeScan(lines, {}, ' u000002 ');
    expect(outcome.picks).toEqual({ 1: [{ id: 101, code: 'U000002' }] });
    expect(outcome.notice).toEqual({ type: 'success', message: 'Đã nhận bộ đồ U000002' });
  });

  it('says why not: already picked, the line full, busy, or not of this order', () => {
    const picked = placeScan(lines, {}, 'U000002').picks;
    expect(placeScan(lines, picked, 'U000002').notice).toEqual({ type: 'info', message: 'Bộ đồ U000002 đã được chọn' });
    expect(placeScan(lines, picked, 'U000001').notice).toEqual({ type: 'error', message: 'Bộ đồ U000001: đã đủ số bộ Áo dài Hoàng Hậu size S cần giao' });
    expect(placeScan(lines, picked, 'U000006').notice).toEqual({ type: 'error', message: 'Bộ đồ U000006 đang ở chỗ khách (đơn DH0001)' });
    expect(placeScan(lines, picked, 'U000999')).toEqual({
      picks: picked,
      notice: { type: 'error', message: 'Bộ đồ U000999 không thuộc đơn này. Đơn cần: Áo dài Hoàng Hậu size S, Áo dài Hoàng Hậu size M' },
    });
  });
});

describe('the hand-over dialog', () => {
  it('gives the ticked units, and only once every line has its units', async () => {
    const calls = answeringBy({
      'GET /orders/7/items/1/free-units': [200, line(1, 'S', ['U000001', 'U000002'])],
      'POST /orders/7/hand-over': [200, {}],
    });
    const order = { id: 7, items: [{ id: 1, mode: 'rent', rental: { state: 'reserved' } }, { id: 2, mode: 'sale', rental: null }] } as unknown as OrderDetail;
    const onClose = jest.fn();
    await renderAdmin(<HandOverDialog order={order} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Áo dài Hoàng Hậu · size S · cần 1 bộ');
    const give = within(dialog).getByRole('button', { name: 'Giao cho khách' });
    expect(give).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'U000002' }));
    expect(within(dialog).getByRole('checkbox', { name: 'U000001' })).toBeDisabled();
    expect(within(dialog).getByText('Đã chọn 1/1')).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(give);
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ url: expect.stringMatching(/\/orders\/7\/hand-over$/), body: { unitIds: [101] } });
  });
});

describe('a product in the Kho screen', () => {
  const product: StockProduct = {
    id: 5,
    name: 'Áo dài Hoàng Hậu',
    link: 'ao-dai-hoang-hau',
    sizes: [
      {
        id: 11,
        name: 'S',
        units: [
          { id: 1, code: 'U000001', status: 'active', note: '', where: { place: 'shop', orderId: null, orderCode: null, until: null }, blocks: [] },
          {
            id: 2,
            code: 'U000002',
            status: 'active',
            note: '',
            where: { place: 'shopper', orderId: 40, orderCode: 'DH0040', until: '2026-12-12' },
            blocks: [{ id: 9, unitId: 2, dateFrom: '2026-12-14', dateTo: '2026-12-15', reason: 'cleaning', note: 'Giặt hấp' }],
          },
        ],
      },
      { id: 12, name: 'M', units: [{ id: 3, code: 'U000003', status: 'retired', note: '', where: { place: 'gone', orderId: null, orderCode: null, until: null }, blocks: [] }] },
    ],
  };

  it('shows each unit, where it is, its blocks; retiring asks first and calls the server', async () => {
    const calls = answeringBy({ 'GET /stock/products/5': [200, product], 'POST /stock/units/1/retire': [200, product] });
    await renderAdmin(<StockProductPanel productId={5} />);
    expect(await screen.findByRole('heading', { name: 'Áo dài Hoàng Hậu', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Size S · 2 bộ' })).toBeInTheDocument();
    expect(within(screen.getByTestId('unit-U000001')).getByText('Ở cửa hàng')).toBeInTheDocument();
    expect(within(screen.getByTestId('unit-U000002')).getByText('Đang ở chỗ khách · đơn DH0040 · hạn trả 12/12/2026')).toBeInTheDocument();
    expect(within(screen.getByTestId('unit-U000002')).getByText(/Vệ sinh: 14\/12\/2026 – 15\/12\/2026/)).toBeInTheDocument();
    expect(within(screen.getByTestId('unit-U000003')).getByText('Ngừng sử dụng')).toBeInTheDocument();
    expect(within(screen.getByTestId('unit-U000003')).queryByRole('button', { name: 'Ngưng phục vụ' })).toBeNull();
    fireEvent.click(within(screen.getByTestId('unit-U000001')).getByRole('button', { name: 'Ngừng sử dụng' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getAllByText('Ngừng sử dụng bộ đồ U000001?').length).toBeGreaterThan(0);
    await act(async () => {
      fireEvent.click(within(confirm).getByRole('button', { name: 'Xác nhận' }));
    });
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.url.endsWith('/stock/units/1/retire'))).toBe(true));
  });
});

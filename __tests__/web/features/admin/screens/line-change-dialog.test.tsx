import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrderItem } from '../../../../../core/contracts/order';
import { LineChangeDialog } from '../../../../../src/features/admin/screens/orders/LineChangeDialog';
import { renderAdmin } from '../support/render-admin';
import { answeringBy, type StandIn } from '../support/stand-in-api';

jest.mock('@reduxjs/toolkit/query/react', () => jest.requireActual<StandIn>('../support/stand-in-api').withStandIn());

const item = {
  id: 3,
  productId: 11,
  productName: 'Áo dài gấm Hội An',
  sizeId: 21,
  sizeName: 'S',
  mode: 'rent',
  quantity: 1,
  dateFrom: '2099-12-12',
  dateTo: '2099-12-14',
  chargedPrice: 200_000,
  rental: { state: 'reserved' },
} as unknown as OrderItem;
const sizes = [
  { id: 21, name: 'S', units: 2 },
  { id: 22, name: 'M', units: 1 },
];
const quote = { itemId: 3, sizeId: 22, sizeName: 'M', dateFrom: '2099-12-12', dateTo: '2099-12-14', oldPrice: 200_000, newPrice: 200_000, difference: 0, orderPaid: true, walletBalance: 0 };

async function chooseM() {
  const dialog = await screen.findByRole('dialog');
  const select = within(dialog).getByRole('combobox', { name: 'Size' });
  await waitFor(() => expect(select.closest('.ant-select')).not.toHaveClass('ant-select-loading'));
  await act(async () => {
    fireEvent.mouseDown(select);
  });
  await act(async () => {
    fireEvent.click(await screen.findByTitle('M'));
  });
  return dialog;
}

it('prices the new size by a dry run before anything is saved, then saves the change', async () => {
  const calls = answeringBy({
    'GET /products/11': [200, { id: 11, sizes }],
    'POST /orders/7/items/3/change-quote': [200, quote],
    'PATCH /orders/7/items/3': [200, {}],
  });
  const onClose = jest.fn();
  await renderAdmin(<LineChangeDialog orderId={7} item={item} onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'Đổi size / ngày: Áo dài gấm Hội An' });
  expect(within(dialog).getByText('Chọn size hoặc ngày thuê mới để xem giá.')).toBeInTheDocument();
  const save = within(dialog).getByRole('button', { name: 'Đổi' });
  expect(save).toBeDisabled();
  expect(within(dialog).getByLabelText('Thuê từ ngày')).toHaveValue('12/12/2099');
  expect(within(dialog).getByLabelText('Đến ngày')).toHaveValue('14/12/2099');

  await chooseM();
  expect(await within(dialog).findByText('Giá thuê không đổi.')).toBeInTheDocument();
  expect(within(dialog).getByText(/Giá cũ: 200\.000\s₫ → Giá mới: 200\.000\s₫/)).toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
  expect(calls.find((call) => call.method === 'POST')).toMatchObject({ body: { sizeId: 22, dateFrom: '2099-12-12', dateTo: '2099-12-14' } });

  await waitFor(() => expect(save).toBeEnabled());
  await act(async () => {
    fireEvent.click(save);
  });
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({ url: expect.stringMatching(/\/orders\/7\/items\/3$/), body: { sizeId: 22, dateFrom: '2099-12-12', dateTo: '2099-12-14' } });
});

it('shows why not (a size taken, a wallet short) and cannot be confirmed', async () => {
  const calls = answeringBy({
    'GET /products/11': [200, { id: 11, sizes }],
    'POST /orders/7/items/3/change-quote': [409, { message: '«Áo dài gấm Hội An (size M)» đã hết lịch thuê từ 12/12/2099 đến 14/12/2099' }],
  });
  await renderAdmin(<LineChangeDialog orderId={7} item={item} onClose={jest.fn()} />);
  const dialog = await chooseM();
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('đã hết lịch thuê từ 12/12/2099 đến 14/12/2099');
  expect(within(dialog).getByRole('button', { name: 'Đổi' })).toBeDisabled();
  expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
});

it('tells the refund to the wallet of a paid order', async () => {
  answeringBy({
    'GET /products/11': [200, { id: 11, sizes }],
    'POST /orders/7/items/3/change-quote': [200, { ...quote, newPrice: 160_000, difference: -40_000 }],
  });
  await renderAdmin(<LineChangeDialog orderId={7} item={item} onClose={jest.fn()} />);
  const dialog = await chooseM();
  expect(await within(dialog).findByText(/Hoàn 40\.000\s₫ vào ví của khách\./)).toBeInTheDocument();
});

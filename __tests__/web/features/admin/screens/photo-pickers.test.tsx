import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { Provider } from 'react-redux';
import type { ReactElement } from 'react';
import { makeAdminStore } from '../../../../../src/features/admin/store';
import { ProductPhotos } from '../../../../../src/features/admin/screens/products/ProductPhotos';
import { ReturnPhotoButton } from '../../../../../src/features/admin/screens/orders/ReturnPhotoButton';
import type { AdminProduct } from '../../../../../core/contracts/admin-catalog';
import type { OrderItem } from '../../../../../core/contracts/order';
import { answeringBy, type StandIn } from '../support/stand-in-api';

jest.mock('@reduxjs/toolkit/query/react', () => jest.requireActual<StandIn>('../support/stand-in-api').withStandIn());

const photo = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

async function show(ui: ReactElement) {
  await act(async () => {
    render(
      <Provider store={makeAdminStore()}>
        <App>{ui}</App>
      </Provider>,
    );
  });
}

/** The picker is antd's Upload (its input inside .ant-upload), never a raw input of the screen's own. */
function pickerOf(label: string): HTMLInputElement {
  const input = screen.getByLabelText(label) as HTMLInputElement;
  expect(input.type).toBe('file');
  expect(input.closest('.ant-upload')).not.toBeNull();
  return input;
}

test('the product photos go up through the design system’s picker, one at a time in the order picked', async () => {
  const product = { id: 9, name: 'Áo dài đỏ', images: [] } as unknown as AdminProduct;
  const calls = answeringBy({ 'POST /products/9/photos': [200, product] });
  await show(<ProductPhotos product={product} />);
  const input = pickerOf('Thêm ảnh');
  expect(input.multiple).toBe(true);
  expect(input.accept).toBe('image/jpeg,image/png,image/webp');
  await act(async () => {
    fireEvent.change(input, { target: { files: [photo('a.jpg'), photo('b.jpg')] } });
  });
  await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
  expect(calls.filter((call) => call.method === 'POST').map((call) => (call.body as File).name)).toEqual(['a.jpg', 'b.jpg']);
  expect(document.querySelectorAll('.ant-upload-list')).toHaveLength(0);
});

test('a return photo goes up through the design system’s picker; a full set disables it', async () => {
  const item = { id: 4, productName: 'Đầm dạ hội', rental: { photoIds: [] } } as unknown as OrderItem;
  const calls = answeringBy({ 'POST /orders/3/items/4/photos': [200, {}] });
  await show(<ReturnPhotoButton orderId={3} item={item} />);
  await act(async () => {
    fireEvent.change(pickerOf('Thêm ảnh tình trạng của Đầm dạ hội'), { target: { files: [photo('c.jpg')] } });
  });
  await waitFor(() => expect(calls.map((call) => `${call.method} ${call.url}`)).toContainEqual(expect.stringMatching(/^POST .*\/orders\/3\/items\/4\/photos$/)));

  const full = { ...item, id: 5, productName: 'Váy', rental: { photoIds: [1, 2, 3, 4, 5, 6] } } as unknown as OrderItem;
  await show(<ReturnPhotoButton orderId={3} item={full} />);
  expect(pickerOf('Thêm ảnh tình trạng của Váy').disabled).toBe(true);
});

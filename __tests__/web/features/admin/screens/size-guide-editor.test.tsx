/** The categories screen's size guide editor: a template for a category without one, rows and columns added and removed, checked before saving. */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { SizeGuideEditor } from '../../../../../src/features/admin/screens/categories/SizeGuideEditor';
import type { StandIn } from '../support/stand-in-api';
import type { AdminSizeGuide } from '../../../../../core/contracts/size-guide';

jest.mock('@reduxjs/toolkit/query/react', () => jest.requireActual<StandIn>('../support/stand-in-api').withStandIn());

const save = jest.fn();
let loaded: AdminSizeGuide = { categoryId: 3, categoryName: 'Áo dài', guide: null };
jest.mock('../../../../../src/features/admin/screens/categories/api', () => ({
  useSizeGuideQuery: () => ({ data: loaded, isFetching: false, isError: false, fulfilledTimeStamp: 1 }),
  useSaveSizeGuideMutation: () => [(arg: unknown) => ({ unwrap: () => Promise.resolve(save(arg)) }), { isLoading: false }],
  useRemoveSizeGuideMutation: () => [() => ({ unwrap: () => Promise.resolve() }), { isLoading: false }],
}));

async function openEditor(onClose = jest.fn()) {
  await act(async () => {
    render(
      <App>
        <SizeGuideEditor categoryId={3} name="Áo dài" open onClose={onClose} />
      </App>,
    );
  });
  return screen.getByRole('dialog', { name: 'Bảng size: Áo dài' });
}

beforeEach(() => {
  save.mockReset();
  loaded = { categoryId: 3, categoryName: 'Áo dài', guide: null };
});

it('starts from a template, adds a size and removes a column, refuses a repeated size, then saves the tidy table', async () => {
  const onClose = jest.fn();
  const dialog = await openEditor(onClose);
  expect(dialog).toHaveTextContent('Danh mục này chưa có bảng size');
  expect(within(dialog).getAllByRole('columnheader')).toHaveLength(1 + 4 + 1);

  await act(async () => {
    fireEvent.click(within(dialog).getByLabelText('Xóa cột Mông'));
    fireEvent.click(within(dialog).getByText('Thêm size', { exact: false }).closest('button')!);
  });
  const sizes = () => within(dialog).getAllByLabelText(/^Tên size dòng/);
  expect(sizes()).toHaveLength(4);
  fireEvent.change(sizes()[3]!, { target: { value: 'm' } });
  for (const [size, chest] of Object.entries({ S: '80', M: '84', L: '88' })) {
    fireEvent.change(within(dialog).getByLabelText(`Ngực của size ${size}`), { target: { value: chest } });
  }
  fireEvent.change(within(dialog).getByLabelText('Chiều cao (cm) của size S'), { target: { value: '150–155' } });
  await act(async () => {
    fireEvent.click(within(dialog).getByText('Lưu bảng size').closest('button')!);
  });
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Size "m" bị lặp lại');
  expect(save).not.toHaveBeenCalled();

  fireEvent.change(sizes()[3]!, { target: { value: ' XL ' } });
  fireEvent.change(within(dialog).getByLabelText('Ngực của size XL'), { target: { value: '92' } });
  await act(async () => {
    fireEvent.click(within(dialog).getByText('Lưu bảng size').closest('button')!);
  });
  expect(save).toHaveBeenCalledWith({
    id: 3,
    body: {
      columns: ['Ngực', 'Eo', 'Chiều cao (cm)'],
      rows: [
        { size: 'S', values: ['80', '', '150–155'] },
        { size: 'M', values: ['84', '', ''] },
        { size: 'L', values: ['88', '', ''] },
        { size: 'XL', values: ['92', '', ''] },
      ],
    },
  });
  expect(onClose).toHaveBeenCalled();
});

it('edits the saved guide and offers to remove it', async () => {
  loaded = { categoryId: 3, categoryName: 'Áo dài', guide: { columns: ['Ngực'], rows: [{ size: 'S', values: ['80'] }] } };
  const dialog = await openEditor();
  expect(within(dialog).getByLabelText('Ngực của size S')).toHaveValue('80');
  expect(within(dialog).getByRole('button', { name: 'Xóa bảng size' })).toBeInTheDocument();
  // The last column and the last row cannot go.
  expect(within(dialog).getByRole('button', { name: 'Xóa cột Ngực' })).toBeDisabled();
  expect(within(dialog).getByRole('button', { name: 'Xóa dòng size S' })).toBeDisabled();
});

/** The review form's size fields: size worn, fit (Chật / Vừa / Rộng), height and weight — optional, checked, sent. */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { WriteReview } from '../../../../src/features/review/components/WriteReview';
import * as reviewApi from '../../../../src/features/review/api';
import { AppRoot } from '../../test-root';

jest.mock('../../../../src/features/review/api');
const createReview = jest.mocked(reviewApi.createReview);

const item = { id: 41, productName: 'Áo dài lụa hồng', canReview: true, reviewed: false };

async function openForm(onDone = jest.fn()) {
  await act(async () => {
    render(
      <AppRoot>
        <WriteReview item={item} onDone={onDone} />
      </AppRoot>,
    );
  });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Viết đánh giá cho Áo dài lụa hồng' }));
  });
  const dialog = await screen.findByRole('dialog');
  // Four stars (antd's Rate: each star is a radio).
  await act(async () => {
    fireEvent.click(within(dialog).getAllByRole('radio')[3]!);
  });
  return dialog;
}

const submit = async (dialog: HTMLElement) => {
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gửi đánh giá' }));
  });
};

beforeEach(() => {
  createReview.mockReset();
  createReview.mockResolvedValue({ id: 1, stars: 4, text: '', author: 'Lan N.', date: '2026-11-27T00:00:00Z', kind: 'rent', sizeWorn: 'M', heightCm: 158, weightKg: 52, fit: 'right', photoKeys: [] });
});

it('asks size, fit, height and weight with labels, refuses a height out of range in Vietnamese, then sends them', async () => {
  const onDone = jest.fn();
  const dialog = await openForm(onDone);
  const height = within(dialog).getByLabelText('Chiều cao');
  const weight = within(dialog).getByLabelText('Cân nặng');
  const fit = within(dialog).getByRole('radiogroup', { name: 'Size này với bạn thế nào? (không bắt buộc)' });
  expect(within(fit).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Chật', 'Vừa', 'Rộng']);

  fireEvent.change(within(dialog).getByLabelText('Size bạn mặc (không bắt buộc)'), { target: { value: ' M ' } });
  fireEvent.change(height, { target: { value: '250' } });
  fireEvent.change(weight, { target: { value: '52' } });
  await act(async () => {
    fireEvent.click(within(fit).getByRole('radio', { name: 'Vừa' }));
  });
  await submit(dialog);
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Chiều cao phải từ 120 đến 210 cm');
  expect(height).toHaveAttribute('aria-invalid', 'true');
  expect(createReview).not.toHaveBeenCalled();

  fireEvent.change(height, { target: { value: '158' } });
  expect(height).not.toHaveAttribute('aria-invalid');
  await submit(dialog);
  expect(createReview).toHaveBeenCalledWith({ orderItemId: 41, stars: 4, text: '', sizeWorn: 'M', heightCm: 158, weightKg: 52, fit: 'right', photoKeys: [] });
  expect(onDone).toHaveBeenCalled();
});

it('all of it optional: a review without size facts sends none of them; a weight that is not a number is refused', async () => {
  const dialog = await openForm();
  fireEvent.change(within(dialog).getByLabelText('Cân nặng'), { target: { value: '5O' } });
  await submit(dialog);
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Cân nặng phải từ 30 đến 150 kg');
  fireEvent.change(within(dialog).getByLabelText('Cân nặng'), { target: { value: '' } });
  await submit(dialog);
  expect(createReview).toHaveBeenCalledWith({ orderItemId: 41, stars: 4, text: '', photoKeys: [] });
});

/** The product page's size help: the reviews' advice near the size and date choice, the "Bảng size" drawer, and each review's size line. */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ProductView } from '../../../../src/app/product/ProductView';
import * as productApi from '../../../../src/features/product/api';
import { AppRoot } from '../../test-root';
import { makeDetail } from '../../fixtures/catalog';
import type { ProductDetail } from '../../../../core/contracts/catalog';

jest.mock('../../../../src/features/product/api');
const fetchReviews = jest.mocked(productApi.fetchReviews);

const sizeAdvice: ProductDetail['sizeAdvice'] = { fit: { verdict: 'right', tight: 1, right: 5, loose: 0 }, bands: [{ size: 'S', fromCm: 155, toCm: 160, count: 3 }] };
const sizeGuide: ProductDetail['sizeGuide'] = {
  categoryName: 'Áo dài',
  columns: ['Ngực', 'Eo', 'Chiều cao (cm)'],
  rows: [
    { size: 'S', values: ['78–82', '60–64', '150–155'] },
    { size: 'M', values: ['82–86', '', '155–160'] },
  ],
};

beforeEach(() => {
  fetchReviews.mockReset();
  fetchReviews.mockResolvedValue({
    items: [{ id: 7, stars: 5, text: 'Vừa in.', author: 'Mai T.', date: '2026-10-01T10:00:00Z', kind: 'rent', sizeWorn: 'M', heightCm: 158, weightKg: 52, fit: 'right', photoKeys: [] }],
    pagination: { page: 1, limit: 10, total: 1 },
    rating: makeDetail().rating,
  });
});

async function renderView(product: ProductDetail) {
  await act(async () => {
    render(
      <AppRoot>
        <ProductView product={product} />
      </AppRoot>,
    );
  });
}

it('shows the advice in Vietnamese and opens the category size guide as an accessible dialog', async () => {
  await renderView(makeDetail({ sizeAdvice, sizeGuide }));
  const help = screen.getByRole('region', { name: 'Tư vấn size' });
  const advice = within(help).getByRole('list', { name: 'Lời khuyên từ đánh giá của khách' });
  expect(within(advice).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Đa số khách thấy vừa với size của mình', 'Khách cao 1m55–1m60 thường chọn S']);
  expect(help).toHaveTextContent('Theo 6 đánh giá có ghi độ vừa');
  // Beside the size and date choice: before the cart part, after the offer.
  expect(screen.getByTestId('size-help').compareDocumentPosition(screen.getByTestId('product-price')) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();

  const open = within(help).getByRole('button', { name: 'Xem bảng size Áo dài' });
  expect(open).toHaveAttribute('aria-haspopup', 'dialog');
  expect(open).toHaveTextContent('Bảng size');
  await act(async () => {
    fireEvent.click(open);
  });
  const dialog = await screen.findByRole('dialog', { name: 'Bảng size Áo dài' });
  const table = within(dialog).getByRole('table', { name: 'Số đo cơ thể theo size, danh mục Áo dài' });
  expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Size', 'Ngực', 'Eo', 'Chiều cao (cm)']);
  expect(within(table).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['S', 'M']);
  expect(within(table).getAllByRole('row')[2]).toHaveTextContent('M82–86—155–160');

  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Đóng bảng size' }));
  });
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Bảng size Áo dài' })).not.toBeInTheDocument());
});

it('a guide without advice shows only the link; neither shows nothing', async () => {
  await renderView(makeDetail({ sizeGuide, sizeAdvice: null }));
  const help = screen.getByRole('region', { name: 'Tư vấn size' });
  expect(within(help).queryByRole('list')).not.toBeInTheDocument();
  expect(within(help).getByRole('button', { name: 'Xem bảng size Áo dài' })).toBeInTheDocument();
});

it('no advice and no guide: no size block', async () => {
  await renderView(makeDetail());
  expect(screen.queryByRole('region', { name: 'Tư vấn size' })).not.toBeInTheDocument();
});

it('each review says the size worn, height, weight and fit', async () => {
  await renderView(makeDetail());
  await waitFor(() => expect(screen.getByTestId('review-size')).toHaveTextContent('Size M · Cao 1m58 · 52 kg · Vừa'));
});

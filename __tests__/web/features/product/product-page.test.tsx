import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Gallery } from '../../../../src/features/product/components/Gallery';
import { ProductView, modesFor } from '../../../../src/app/product/ProductView';
import { ProductHead } from '../../../../src/features/product/components/ProductHead';
import { Head as ClientOnlyProductHead } from '../../../../src/pages/product/[productLink]';
import { SERVED_PRODUCT_ELEMENT_ID } from '../../../../core/rules/product-page-head';
import type { HeadProps } from 'gatsby';
import { productJsonLd, salePriceOf } from '../../../../core/rules/product-page-head';
import * as productApi from '../../../../src/features/product/api';
import { fetchProductDetail, productDetailLoaded } from '../../../../src/features/product/slice';
import { useLiveProduct } from '../../../../src/features/product/useLiveProduct';
import { sameValue } from '../../../../src/shared/state/same-value';
import { makeStore } from '../../../../src/app/store';
import { AppRoot } from '../../test-root';
import ProductTemplate from '../../../../src/templates/product';
import { makeDetail } from '../../fixtures/catalog';

jest.mock('../../../../src/features/product/api');
const fetchReviews = jest.mocked(productApi.fetchReviews);
const fetchDetail = jest.mocked(productApi.fetchProductDetail);

const reviewsBody = (stars: 1 | 2 | 3 | 4 | 5) => ({
  items: [{ id: 1, stars, text: 'Đồ đẹp, đúng như hình.', author: 'Lan Anh', date: '2025-03-07T10:00:00Z', kind: null, sizeWorn: null, heightCm: null, weightKg: null, fit: null, photoKeys: [] }],
  pagination: { page: 1, limit: 10, total: 1 },
  rating: makeDetail().rating,
});

beforeEach(() => {
  fetchReviews.mockReset();
  fetchDetail.mockReset();
  fetchReviews.mockImplementation(async (_link, star) => reviewsBody(star ? (Number(star) as 5) : 4));
  fetchDetail.mockImplementation(() => new Promise(() => undefined));
});

async function renderView(ui: React.ReactElement, store = makeStore()) {
  await act(async () => {
    render(<AppRoot store={store}>{ui}</AppRoot>);
  });
}

const plain = (s: string | null) => (s ?? '').replace(/\u00a0/g, ' ');

describe('product page', () => {
  it('gallery: the hero is an image in the HTML, the other photos wait in <noscript> until the gallery hydrates', async () => {
    const images = ['p/ao-dai/1', 'p/ao-dai/2', 'p/ao-dai/3'];
    const [beforeNoscript, ...deferred] = renderToString(<Gallery name="Áo dài" images={images} />).split('<noscript>');
    expect(beforeNoscript!.match(/<img /g)).toHaveLength(1);
    expect(beforeNoscript).toContain('fetchPriority="high"');
    expect(deferred).toHaveLength(2);
    expect(deferred.every((part) => part.startsWith('<img ') && part.includes('loading="lazy"'))).toBe(true);

    await renderView(<Gallery name="Áo dài" images={images} />);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Ảnh 1/3 của Áo dài', 'Ảnh 2/3 của Áo dài', 'Ảnh 3/3 của Áo dài']);
    expect(document.querySelector('noscript')).toBeNull();
  });

  it('rentable: rent only, sale type card, deposit, stock, cart actions asking for dates', async () => {
    await renderView(<ProductView product={makeDetail()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Áo dài gấm đỏ thêu phượng' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Mua' })).not.toBeInTheDocument();
    expect(screen.getByText('Thuê Lẻ')).toBeInTheDocument();
    expect(screen.getAllByText('Chọn lịch thuê').length).toBeGreaterThan(0);
    expect(screen.getByText('Tiền cọc')).toBeInTheDocument();
    expect(screen.getByTestId('product-stock')).toHaveTextContent('Còn 3 sản phẩm');
    expect(screen.getByRole('button', { name: /Thêm vào giỏ/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Thuê ngay/ })).toBeEnabled();
    expect(screen.getByText('Chưa chọn ngày thuê')).toBeInTheDocument();
    expect(plain(screen.getByTestId('product-price').textContent)).toContain('350.000 ₫');
  });

  it('both: switches between Thuê and Mua; buy shows the sale price and "Thêm vào giỏ"', async () => {
    await renderView(<ProductView product={makeDetail({ type: 'PRODUCT_TYPE_BOTH_SALABLE_AND_RENTABLE', salePrice: 1590000, originalPrice: 1990000 })} />);
    expect(modesFor({ type: 'PRODUCT_TYPE_BOTH_SALABLE_AND_RENTABLE' })).toEqual(['rent', 'buy']);
    fireEvent.click(screen.getByText('Mua'));
    expect(plain(screen.getByTestId('product-price').textContent)).toContain('1.590.000 ₫');
    expect(screen.getByRole('button', { name: /Thêm vào giỏ/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Mua ngay/ })).toBeEnabled();
    expect(screen.queryByText('Tiền cọc')).not.toBeInTheDocument();
  });

  it('salable: buy only', async () => {
    await renderView(<ProductView product={makeDetail({ type: 'PRODUCT_TYPE_SALABLE', salePrice: 890000, rentalPrice: 0 })} />);
    expect(modesFor({ type: 'PRODUCT_TYPE_SALABLE' })).toEqual(['buy']);
    expect(screen.queryByText('Thuê Lẻ')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Mua ngay/ })).toBeEnabled();
  });

  it('reviews: average, per-star counts, and the star filter calls the API with star=5', async () => {
    await renderView(<ProductView product={makeDetail()} />);
    expect(fetchReviews).toHaveBeenCalledWith('ao-dai-gam-do-101', null, 1, 10);
    const reviews = screen.getByRole('region', { name: 'Đánh giá' });
    expect(within(reviews).getAllByText('4,5').length).toBeGreaterThan(0);
    expect(within(reviews).getByLabelText('5 sao: 5 đánh giá')).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(within(reviews).getByTitle('5 sao'));
    });
    expect(fetchReviews).toHaveBeenLastCalledWith('ao-dai-gam-do-101', '5', 1, 10);
    expect(within(reviews).getByText('Đồ đẹp, đúng như hình.')).toBeInTheDocument();
    expect(within(reviews).getByText('07/03/2025')).toBeInTheDocument();
  });

  it('reviews: "Xem thêm đánh giá" loads the next pages until all 12 are shown', async () => {
    const all = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, stars: 5 as const, text: `Đánh giá số ${i + 1}`, author: 'Lan Anh', date: '2025-03-07T10:00:00Z', kind: null, sizeWorn: null, heightCm: null, weightKg: null, fit: null, photoKeys: [] }));
    fetchReviews.mockImplementation(async (_link, _star, page = 1, limit = 10) => ({
      items: all.slice((page - 1) * limit, page * limit),
      pagination: { page, limit, total: all.length },
      rating: makeDetail().rating,
    }));
    await renderView(<ProductView product={makeDetail()} />);
    const reviews = screen.getByRole('region', { name: 'Đánh giá' });
    expect(within(reviews).getAllByText(/^Đánh giá số/)).toHaveLength(10);
    await act(async () => {
      fireEvent.click(within(reviews).getByRole('button', { name: 'Xem thêm đánh giá (còn 2)' }));
    });
    expect(fetchReviews).toHaveBeenLastCalledWith('ao-dai-gam-do-101', null, 2, 10);
    expect(within(reviews).getAllByText(/^Đánh giá số/)).toHaveLength(12);
    expect(within(reviews).queryByRole('button', { name: /Xem thêm đánh giá/ })).not.toBeInTheDocument();
  });

  it('the template refreshes price and stock from the detail endpoint', async () => {
    const store = makeStore();
    const snapshot = makeDetail();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const props: any = { location: { pathname: `/product/${snapshot.link}` }, pageContext: { link: snapshot.link, product: snapshot }, params: {} };
    await renderView(<ProductTemplate {...props} />, store);
    expect(fetchDetail).toHaveBeenCalledWith(snapshot.link);
    await act(async () => {
      store.dispatch(productDetailLoaded({ ...snapshot, rentalPrice: 290000, stock: 1 }));
    });
    expect(plain(screen.getByTestId('product-price').textContent)).toContain('290.000 ₫');
    expect(screen.getByTestId('product-stock')).toHaveTextContent('Còn 1 sản phẩm');
    expect(screen.getByRole('navigation', { name: 'Đường dẫn' })).toHaveTextContent('Áo dài truyền thống');
  });

  it('keeps the snapshot while the request runs and when the live copy is equal: only a changed product re-renders', async () => {
    const store = makeStore();
    const snapshot = makeDetail();
    const seen: unknown[] = [];
    function Probe() {
      seen.push(useLiveProduct(snapshot.link, snapshot).product);
      return null;
    }
    await act(async () => {
      render(<AppRoot store={store}><Probe /></AppRoot>);
    });
    const rendersAfterMount = seen.length;
    expect(seen.at(-1)).toBe(snapshot);
    await act(async () => {
      store.dispatch(fetchProductDetail(snapshot.link));
      // The API's copy: equal values, keys in another order.
      store.dispatch(productDetailLoaded(Object.fromEntries(Object.entries({ ...snapshot }).reverse()) as typeof snapshot));
    });
    expect(seen).toHaveLength(rendersAfterMount);
    await act(async () => {
      store.dispatch(productDetailLoaded({ ...snapshot, stock: 0 }));
    });
    expect(seen).toHaveLength(rendersAfterMount + 1);
    expect(seen.at(-1)).toMatchObject({ link: snapshot.link, stock: 0 });
  });
});

describe('sameValue', () => {
  it('compares JSON-like values by value, whatever the key order', () => {
    expect(sameValue({ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 })).toBe(true);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameValue([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(sameValue({ a: null }, { a: 0 })).toBe(false);
    expect(sameValue([1, 2], [1, 2, 3])).toBe(false);
  });
});

describe('product SEO', () => {
  it('JSON-LD Product with Offer (VND, price, availability) and AggregateRating', () => {
    const product = makeDetail();
    const data = productJsonLd(product, 'https://thuedo.test', 'https://thuedo.test/product/ao-dai-gam-do-101');
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Áo dài gấm đỏ thêu phượng',
      image: ['https://thuedo.test/images/600x800/p/ao-dai-gam-do-101/1', 'https://thuedo.test/images/600x800/p/ao-dai-gam-do-101/2'],
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 8 },
    });
    // Rent only: one lease-out offer priced per 2-day rental, no sale price anywhere.
    expect(data.offers).toEqual([
      expect.objectContaining({
        '@type': 'Offer',
        businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
        availability: 'https://schema.org/InStock',
        priceSpecification: expect.objectContaining({ price: 350000, priceCurrency: 'VND', referenceQuantity: expect.objectContaining({ value: 2, unitCode: 'DAY' }) }),
      }),
    ]);
    expect((data.offers as Array<Record<string, unknown>>)[0]!.price).toBeUndefined();
    // Rent or buy: a sale offer with its price, and the lease offer.
    const both = productJsonLd(makeDetail({ type: 'PRODUCT_TYPE_BOTH_SALABLE_AND_RENTABLE', salePrice: 900000 }), 'https://x', 'https://x/p');
    expect((both.offers as Array<Record<string, unknown>>).map((offer) => [offer.businessFunction, offer.price])).toEqual([
      ['http://purl.org/goodrelations/v1#Sell', 900000],
      ['http://purl.org/goodrelations/v1#LeaseOut', undefined],
    ]);
    const noReviews = productJsonLd(makeDetail({ stock: 0, rating: { average: 0, count: 0, counts: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } } }), 'https://x', 'https://x/p');
    expect(noReviews.aggregateRating).toBeUndefined();
    expect((noReviews.offers as Array<Record<string, unknown>>)[0]).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(salePriceOf({ type: 'PRODUCT_TYPE_BOTH_SALABLE_AND_RENTABLE', salePrice: 900000 })).toBe(900000);
    expect(salePriceOf({ type: 'PRODUCT_TYPE_RENTABLE', salePrice: 0 })).toBeNull();
  });

  it('Head: title, description, canonical, og:type product, og:image, JSON-LD script', () => {
    render(<ProductHead product={makeDetail()} pathname="/product/ao-dai-gam-do-101" />);
    const head = document.head;
    expect(head.querySelector('title')).toHaveTextContent('Áo dài gấm đỏ thêu phượng | Thuê Đồ');
    expect(head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://thuedo.test/product/ao-dai-gam-do-101');
    expect(head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'product');
    expect(head.querySelector('meta[property="og:image"]')).toHaveAttribute('content', 'https://thuedo.test/images/600x800/p/ao-dai-gam-do-101/1');
    const script = document.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '{}')).toMatchObject({ '@type': 'Product', offers: [{ priceCurrency: 'VND' }] });
    // A rent-only item has no Open Graph (purchase) price.
    expect(head.querySelector('meta[property="product:price:amount"]')).toBeNull();
  });

  it("the client-only page's Head says what the server rendered for its product, and the placeholder (noindex) otherwise", () => {
    const product = makeDetail();
    const served = document.createElement('script');
    served.type = 'application/json';
    served.id = SERVED_PRODUCT_ELEMENT_ID;
    served.textContent = JSON.stringify(product);
    document.head.append(served);
    try {
      const headFor = (productLink: string) =>
        render(<ClientOnlyProductHead {...({ location: { pathname: `/product/${productLink}` }, params: { productLink } } as unknown as HeadProps)} />);
      const shown = headFor(product.link);
      expect(document.querySelector('title')).toHaveTextContent(`${product.name} | Thuê Đồ`);
      expect(document.querySelector('meta[name="robots"]')).toBeNull();
      shown.unmount();
      // Another product's page (reached by navigating): not this product's head.
      headFor('vay-khac');
      expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      expect(document.querySelector('title')).not.toHaveTextContent(product.name);
    } finally {
      served.remove();
    }
  });
});

import { render, screen } from '@testing-library/react';
import { ProductCard } from '../../../../src/features/catalog/components/ProductCard';
import { ProductImage } from '../../../../src/shared/image/ProductImage';
import { makeCard } from '../../fixtures/catalog';
import { PriceTag } from '../../../../src/features/catalog/components/PriceTag';

jest.mock('../../../../src/features/catalog/components/PriceTag', () => {
  const actual = jest.requireActual<{ PriceTag: (props: object) => unknown }>('../../../../src/features/catalog/components/PriceTag');
  return { ...actual, PriceTag: jest.fn(actual.PriceTag) };
});

const text = (el: HTMLElement) => (el.textContent ?? '').replace(/\u00a0/g, ' ');

describe('ProductCard', () => {
  it('shows a rentable item: rent price, badge, rating, link and image', () => {
    render(<ProductCard product={makeCard({ originalRentalPrice: 500000 })} />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/product/ao-dai-gam-do-101');
    expect(text(link)).toContain('Thuê từ 350.000 ₫');
    expect(text(link)).toContain('500.000 ₫');
    expect(screen.getByText('Cho thuê')).toBeInTheDocument();
    expect(screen.getByText('-30%')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4,5 trên 5 sao, 8 đánh giá' })).toBeInTheDocument();
    const img = screen.getByRole('img', { name: 'Ảnh sản phẩm Áo dài gấm đỏ thêu phượng' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '300');
    expect(img).toHaveAttribute('height', '400');
  });

  it('shows a salable item with the struck-through original price', () => {
    render(<ProductCard product={makeCard({ type: 'PRODUCT_TYPE_SALABLE', rentalPrice: 0, originalRentalPrice: 0, salePrice: 890000, originalPrice: 1290000, rating: { average: 0, count: 0 } })} />);
    const link = screen.getByRole('link');
    expect(text(link)).not.toContain('Thuê từ');
    expect(text(link)).toContain('890.000 ₫');
    expect(link.querySelector('s')).toHaveTextContent('1.290.000');
    expect(screen.getByText('Bán')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /sao/ })).not.toBeInTheDocument();
  });

  it('shows both prices for rent & buy items, and out of stock', () => {
    render(<ProductCard product={makeCard({ type: 'PRODUCT_TYPE_BOTH_SALABLE_AND_RENTABLE', salePrice: 1590000, originalPrice: 1590000, stock: 0 })} />);
    const link = screen.getByRole('link');
    expect(screen.getByText('Thuê & mua')).toBeInTheDocument();
    expect(text(link)).toContain('Thuê từ 350.000 ₫');
    expect(text(link)).toContain('Giá bán 1.590.000 ₫');
    expect(screen.getByText('Hết hàng')).toBeInTheDocument();
  });
});

describe('ProductCard re-rendering', () => {
  it('skips a card whose data is equal in a new object (the live listing replacing the pre-rendered one), not one that changed', () => {
    const renders = PriceTag as unknown as jest.Mock;
    renders.mockClear();
    const card = makeCard({ salePrice: 890000 });
    const { rerender } = render(<ProductCard product={card} />);
    expect(renders).toHaveBeenCalledTimes(1);
    rerender(<ProductCard product={{ ...card, rating: { ...card.rating } }} />);
    expect(renders).toHaveBeenCalledTimes(1);
    const reordered = Object.fromEntries(Object.entries(card).reverse()) as typeof card;
    rerender(<ProductCard product={reordered} />);
    expect(renders).toHaveBeenCalledTimes(1);
    rerender(<ProductCard product={{ ...card, rentalPrice: 300000 }} />);
    expect(renders).toHaveBeenCalledTimes(2);
    expect(text(screen.getByRole('link'))).toContain('Thuê từ 300.000 ₫');
  });
});

describe('ProductImage', () => {
  it('has srcSet, sizes, dimensions; the LCP image is eager with high priority', () => {
    render(<ProductImage imageKey="p/x/1" alt="Ảnh" sizes={['450x600', '900x1200']} displaySizes="100vw" width={450} height={600} priority />);
    const img = screen.getByRole('img', { name: 'Ảnh' });
    expect(img).toHaveAttribute('src', '/images/450x600/p/x/1');
    expect(img).toHaveAttribute('srcset', '/images/450x600/p/x/1 450w, /images/900x1200/p/x/1 900w');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });
});

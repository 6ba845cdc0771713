import { render, screen } from '@testing-library/react';
import { ProductCard } from '../../src/features/catalog/components/ProductCard';
import { ProductImage } from '../../src/shared/image/ProductImage';
import { makeCard } from './fixtures/catalog';

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

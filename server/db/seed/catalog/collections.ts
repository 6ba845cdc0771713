/** The three home-page collections, derived from the generated products. */
import { type SeedCollection, type SeedProduct } from './types';

export function isDiscounted(p: SeedProduct): boolean {
  return p.salePrice < p.originalPrice || p.rentalPrice < p.originalRentalPrice;
}

function discountShare(p: SeedProduct): number {
  const sale = p.originalPrice > 0 ? 1 - p.salePrice / p.originalPrice : 0;
  const rent = p.originalRentalPrice > 0 ? 1 - p.rentalPrice / p.originalRentalPrice : 0;
  return Math.max(sale, rent);
}

/** Top `count` items by `score` (descending), ties broken by catalogue order; O(n·count). */
function top(products: readonly SeedProduct[], count: number, score: (p: SeedProduct) => number, keep: (p: SeedProduct) => boolean = () => true): SeedProduct[] {
  const best: Array<{ p: SeedProduct; s: number }> = [];
  for (const p of products) {
    if (!keep(p)) continue;
    const s = score(p);
    if (best.length === count && s <= best[best.length - 1]!.s) continue;
    let at = best.length;
    while (at > 0 && best[at - 1]!.s < s) at--;
    best.splice(at, 0, { p, s });
    if (best.length > count) best.pop();
  }
  return best.map((b) => b.p);
}

/** Alternates between categories so one category does not fill a whole collection. */
function spread(candidates: readonly SeedProduct[], count: number): SeedProduct[] {
  const perCategory = new Map<string, number>();
  const chosen: SeedProduct[] = [];
  const rest: SeedProduct[] = [];
  for (const p of candidates) {
    const n = perCategory.get(p.categoryLink) ?? 0;
    if (n < 2 && chosen.length < count) {
      chosen.push(p);
      perCategory.set(p.categoryLink, n + 1);
    } else rest.push(p);
  }
  for (const p of rest) if (chosen.length < count) chosen.push(p);
  return chosen;
}

export function generateCollections(products: readonly SeedProduct[]): SeedCollection[] {
  const trending = spread(top(products, 60, (p) => p.salesCount + p.reviews.length * 5), 12);
  const newest = spread(top(products, 60, (p) => Date.parse(p.createdAt)), 12);
  const sale = spread(top(products, 60, (p) => discountShare(p) * 1000 + p.salesCount / 1000, isDiscounted), 14);
  return [
    { type: 'trending', key: 'Trending', title: 'Đang thịnh hành', description: 'Những mẫu được thuê và mua nhiều nhất tuần này', position: 1, productLinks: trending.map((p) => p.link) },
    { type: 'new_arrival', key: 'NewArrival', title: 'Hàng mới về', description: 'Mẫu mới lên kệ, giặt hấp sẵn sàng cho bạn', position: 2, productLinks: newest.map((p) => p.link) },
    { type: 'sale', key: 'Sale', title: 'Đang giảm giá', description: 'Giá thuê và giá bán tốt nhất hiện có', position: 3, productLinks: sale.map((p) => p.link) },
  ];
}

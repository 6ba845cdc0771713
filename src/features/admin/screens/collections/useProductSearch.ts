import { useEffect, useState } from 'react';
import type { AdminCollectionProduct } from '../../../../../core/contracts/admin-catalog';
import type { ProductList } from '../../../../../core/contracts/catalog';
import { get } from '../../../../shared/api/http';

/** Published products matching the text (the shop's own search), as choices to add. */
export function useProductSearch(text: string): AdminCollectionProduct[] {
  const [found, setFound] = useState<AdminCollectionProduct[]>([]);
  useEffect(() => {
    const q = text.trim();
    if (q.length < 2) return setFound([]);
    let current = true;
    const timer = setTimeout(() => {
      get<ProductList>(`/v1/product/search?q=${encodeURIComponent(q)}&pagination.limit=8`).then(
        (list) => current && setFound(list.items.map((card) => ({ productId: card.id, name: card.name, link: card.link, published: true, imageKey: card.imageKey }))),
        () => current && setFound([]),
      );
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text]);
  return found;
}

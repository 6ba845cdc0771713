import { useEffect, useState } from 'react';
import { get } from '../../shared/api/http';
import { readStoredDates } from '../dates/public';
import type { ProductCard, ProductList } from '../../../core/contracts/catalog';

/**
 * A row of cards (related products, a collection) with the shopper's dates set: only the designs with a size free
 * for them, each naming its sizes — asked of the listing with those links, which keeps their order. Without dates,
 * or until the answer comes, the row as built.
 */
export function useFreeForDates(products: readonly ProductCard[]): readonly ProductCard[] {
  const [free, setFree] = useState<{ key: string; items: ProductCard[] } | null>(null);
  const links = products.map((product) => product.link).join(',');
  useEffect(() => {
    const dates = readStoredDates();
    if (!dates || !links) return;
    const key = `${links}|${dates.dateFrom}|${dates.dateTo}`;
    let live = true;
    const params = new URLSearchParams({ kind: 'prod', links, dateFrom: dates.dateFrom, dateTo: dates.dateTo, 'pagination.limit': '100' });
    get<ProductList>(`/v1/product/list?${params.toString()}`)
      .then((list) => {
        if (live) setFree({ key, items: list.items });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [links]);
  return free && free.key.startsWith(`${links}|`) ? free.items : products;
}

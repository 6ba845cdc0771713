import { useEffect, useState } from 'react';
import { fetchFreeSizes } from './api';
import type { RentalRange } from '../cart/public';
import type { ProductDetail, ProductSize } from '../../../core/contracts/catalog';
import type { BackupFee } from '../../../core/contracts/cart';

export interface SizeChoice {
  sizes: readonly ProductSize[];
  /** Several sizes: the shopper picks one (a one-size design has it picked). */
  choosing: boolean;
  size: ProductSize | null;
  setSizeId: (id: number) => void;
  /** Sizes free for the chosen dates; null before dates are chosen or until the answer comes. */
  freeIds: ReadonlySet<number> | null;
  /** The chosen dates leave no size free (or not the only one). */
  datesTaken: boolean;
  /** The shop's back-up size fee, as the free-sizes answer for the chosen dates tells it. */
  backupFee: BackupFee | null;
}

/** The size chosen on the product page, and which sizes the chosen dates leave free. */
export function useSize(product: ProductDetail, range: RentalRange | null, quantity: number, renting: boolean): SizeChoice {
  const sizes = product.sizes ?? [];
  const choosing = sizes.length > 1;
  const [sizeId, setSizeId] = useState<number | null>(null);
  const [free, setFree] = useState<{ key: string; ids: ReadonlySet<number>; backupFee: BackupFee } | null>(null);
  const key = range ? `${product.id}|${quantity}|${range.dateFrom}|${range.dateTo}` : null;

  useEffect(() => {
    if (sizes.length === 0 || !renting || !range || !key) return;
    let live = true;
    fetchFreeSizes({ productId: product.id, quantities: quantity, dateFrom: range.dateFrom, dateTo: range.dateTo })
      .then((answer) => {
        if (live) setFree({ key, ids: new Set(answer.sizes.filter((size) => size.free).map((size) => size.id)), backupFee: answer.backupFee });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [sizes.length, renting, product.id, quantity, range, key]);

  const freeIds = renting && free && free.key === key ? free.ids : null;
  // A size the new dates leave taken is let go: the shopper picks again among the free ones.
  useEffect(() => {
    if (sizeId !== null && freeIds && !freeIds.has(sizeId)) setSizeId(null);
  }, [freeIds, sizeId]);

  const only = sizes.length === 1 ? sizes[0]! : null;
  const size = only ?? sizes.find((candidate) => candidate.id === sizeId) ?? null;
  const datesTaken = freeIds !== null && (freeIds.size === 0 || (only !== null && !freeIds.has(only.id)));
  const backupFee = renting && free && free.key === key ? free.backupFee : null;
  return { sizes, choosing, size, setSizeId, freeIds: choosing ? freeIds : null, datesTaken, backupFee };
}

import { nanoid } from '@reduxjs/toolkit';
import { navigate } from 'gatsby';
import { useEffect, useState } from 'react';
import { vi } from '../../shared/i18n/vi';
import { useAppDispatch, useAppSelector } from '../../shared/state/hooks';
import { loadFeedback } from '../../shared/ui/notices';
import { add, CART_PATH, type BackupRequest } from '../cart/public';
import { snapshotOf } from './price-lines';
import type { AddLine } from '../../../core/contracts/cart';
import type { ProductDetail, ProductSize } from '../../../core/contracts/catalog';

/** After adding: stay on the page ('Thêm vào giỏ') or go to the cart ('Thuê ngay' / 'Mua ngay'). */
export type Then = 'stay' | 'cart';

/**
 * Adds the product to the cart and follows this page's own request: to the cart when asked, else a notice with a
 * link to it (on failure the fetch helper has shown the server's message). `adding`: which button waits, if any.
 */
export function useAddToCart(product: ProductDetail): { adding: Then | null; addToCart: (item: AddLine, then: Then, size?: ProductSize, backup?: BackupRequest) => void } {
  const dispatch = useAppDispatch();
  const mutation = useAppSelector((state) => state.cart.mutation);
  const [pending, setPending] = useState<{ requestId: string; then: Then } | null>(null);
  const adding = pending !== null && mutation?.requestId === pending.requestId && mutation.status === 'pending';

  useEffect(() => {
    if (!pending || mutation?.requestId !== pending.requestId || mutation.status === 'pending') return;
    setPending(null);
    if (mutation.status !== 'succeeded') return;
    if (pending.then === 'cart') {
      void navigate(CART_PATH);
      return;
    }
    void loadFeedback().then((feedback) => feedback.successWithAction('cart-added', vi.cart.added, vi.cart.viewCart, () => void navigate(CART_PATH)));
  }, [mutation, pending]);

  const addToCart = (item: AddLine, then: Then, size?: ProductSize, backup?: BackupRequest) => {
    const requestId = nanoid();
    setPending({ requestId, then });
    dispatch(add(item, snapshotOf(product, size), requestId, backup));
  };
  return { adding: adding && pending ? pending.then : null, addToCart };
}

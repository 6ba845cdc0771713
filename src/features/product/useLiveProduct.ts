import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../shared/state/hooks';
import { sameValue } from '../../shared/state/same-value';
import { fetchProductDetail } from './slice';
import type { ProductDetail } from '../../../core/contracts/catalog';

export interface LiveProduct {
  product: ProductDetail | null;
  notFound: boolean;
  failed: boolean;
}

/**
 * The product to show: the live detail from the API once loaded (fresh price
 * and stock), else the build-time snapshot. Requests the detail on mount, quietly when the snapshot is on screen.
 */
export function useLiveProduct(link: string, snapshot: ProductDetail | null): LiveProduct {
  const dispatch = useAppDispatch();
  // Each value selected apart, and the product compared by value: the request starting (a loading flag) and a live
  // copy equal to the snapshot re-render nothing — store updates render synchronously, the whole page at once.
  const product = useAppSelector(
    ({ productDetail: state }) => (state.link === link && state.data?.link === link ? { ...(snapshot ?? {}), ...state.data } : snapshot),
    sameValue,
  );
  const notFound = useAppSelector(({ productDetail: state }) => state.link === link && state.errorStatus === 404);
  const failed = useAppSelector(({ productDetail: state }) => state.link === link && !state.loading && state.error !== null);
  const hasSnapshot = snapshot !== null;
  useEffect(() => {
    if (link) dispatch(fetchProductDetail(link, { quiet: hasSnapshot }));
  }, [dispatch, link, hasSnapshot]);
  return { product, notFound, failed };
}

import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../shared/state/hooks';
import type { ProductDetail } from '../catalog/types';
import { fetchProductDetail } from './slice';

export interface LiveProduct {
  product: ProductDetail | null;
  notFound: boolean;
  failed: boolean;
}

/**
 * The product to show: the live detail from the API once loaded (fresh price
 * and stock), else the build-time snapshot. Requests the detail on mount.
 */
export function useLiveProduct(link: string, snapshot: ProductDetail | null): LiveProduct {
  const dispatch = useAppDispatch();
  const state = useAppSelector((root) => root.productDetail);
  useEffect(() => {
    if (link) dispatch(fetchProductDetail(link));
  }, [dispatch, link]);
  const mine = state.link === link;
  const live = mine && state.data?.link === link ? state.data : null;
  return {
    product: live ? { ...(snapshot ?? {}), ...live } : snapshot,
    notFound: mine && state.errorStatus === 404,
    failed: mine && !state.loading && state.error !== null,
  };
}

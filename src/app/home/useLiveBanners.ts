import { useEffect } from 'react';
import { fetchBanners } from '../../features/banner/slice';
import { useAppDispatch, useAppSelector } from '../../shared/state/hooks';
import type { Banner } from '../../../core/contracts/home';

/**
 * The running banners: the build's until the live list arrives (asked once the page is interactive), so a banner
 * marketing scheduled or ended since the build shows or goes without waiting for the next build.
 */
export function useLiveBanners(snapshot: readonly Banner[] = []): readonly Banner[] {
  const dispatch = useAppDispatch();
  const live = useAppSelector((state) => (state.banner.loaded ? state.banner.list : null));
  useEffect(() => {
    dispatch(fetchBanners());
  }, [dispatch]);
  return live ?? snapshot;
}

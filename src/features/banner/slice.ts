import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Banner } from '../../../core/contracts/home';
import type { BannerKind } from '../../../core/contracts/home-vocab';

export interface BannerState {
  list: Banner[];
  loaded: boolean;
  error: string | null;
}

export const initialBannerState: BannerState = { list: [], loaded: false, error: null };

const bannerSlice = createSlice({
  name: 'banner',
  initialState: initialBannerState,
  reducers: {
    fetchBanners(state) {
      state.error = null;
    },
    bannersLoaded(state, action: PayloadAction<Banner[]>) {
      state.list = action.payload;
      state.loaded = true;
      state.error = null;
    },
    /** Records the module's error state; no message of its own. */
    bannerError(state, action: PayloadAction<string>) {
      state.error = action.payload;
    },
  },
});

export const { fetchBanners, bannersLoaded, bannerError } = bannerSlice.actions;
export const bannerReducer = bannerSlice.reducer;

/** Banners of one kind, by position. */
export function bannersOfKind(list: readonly Banner[], kind: BannerKind): Banner[] {
  return list.filter((banner) => banner.kind === kind).sort((a, b) => a.position - b.position);
}

export default bannerSlice;

declare module '../../shared/state/app-state' {
  interface AppState {
    banner: BannerState;
  }
}

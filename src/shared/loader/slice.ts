import { createSlice } from '@reduxjs/toolkit';

/**
 * The global loader ("Loader show/hide toggles a global loading
 * flag"). A pending counter keeps overlapping calls from switching the flag
 * off early: `loading` stays true until every `show` has its `hide`.
 */
export interface LoaderState {
  pending: number;
  loading: boolean;
}

export const initialLoaderState: LoaderState = { pending: 0, loading: false };

const loaderSlice = createSlice({
  name: 'loader',
  initialState: initialLoaderState,
  reducers: {
    show(state) {
      state.pending += 1;
      state.loading = true;
    },
    hide(state) {
      state.pending = Math.max(0, state.pending - 1);
      state.loading = state.pending > 0;
    },
    reset() {
      return initialLoaderState;
    },
  },
});

export const { show: showLoader, hide: hideLoader, reset: resetLoader } = loaderSlice.actions;
export const loaderActions = loaderSlice.actions;
export const loaderReducer = loaderSlice.reducer;

export const selectLoading = (state: { loader: LoaderState }): boolean => state.loader.loading;

export default loaderSlice;

declare module '../state/app-state' {
  interface AppState {
    loader: LoaderState;
  }
}

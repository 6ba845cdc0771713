import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { requestFailed, requestSettled, requestStarted, type Failure, type RequestState } from '../../shared/state/request-state';
import type { ProductDetail } from '../../../core/contracts/catalog';

export interface ProductDetailState extends RequestState {
  data: ProductDetail | null;
  /** The link being (or last) requested. */
  link: string | null;
  /** HTTP status of the failure (404 → the not-found view). */
  errorStatus: number | null;
}

export const initialProductDetailState: ProductDetailState = {
  data: null,
  link: null,
  loading: false,
  error: null,
  errorStatus: null,
};

const productDetailSlice = createSlice({
  name: 'productDetail',
  initialState: initialProductDetailState,
  reducers: {
    /** `quiet`: the build's copy is already on screen, so the refresh shows no page-top loader. */
    fetchProductDetail: {
      reducer(state, action: PayloadAction<string, string, { quiet: boolean }>) {
        if (state.link !== action.payload) state.data = null;
        state.link = action.payload;
        requestStarted(state);
        state.errorStatus = null;
      },
      prepare: (link: string, options?: { quiet?: boolean }) => ({ payload: link, meta: { quiet: options?.quiet ?? false } }),
    },
    productDetailLoaded(state, action: PayloadAction<ProductDetail>) {
      state.data = action.payload;
      requestSettled(state);
      state.errorStatus = null;
    },
    /** Records the module's error state; no message of its own. */
    productDetailError(state, action: PayloadAction<Failure>) {
      requestFailed(state, action.payload.message);
      state.errorStatus = action.payload.status;
    },
  },
});

export const { fetchProductDetail, productDetailLoaded, productDetailError } = productDetailSlice.actions;
export const productDetailReducer = productDetailSlice.reducer;
export default productDetailSlice;

declare module '../../shared/state/app-state' {
  interface AppState {
    productDetail: ProductDetailState;
  }
}

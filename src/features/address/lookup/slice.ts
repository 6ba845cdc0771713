import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DivisionScheme } from '../../../../core/contracts/address-vocab';
import type { Division } from '../../../../core/contracts/address';

/** City, district and ward option lists and error. */
export interface AddressLookupState {
  scheme: DivisionScheme;
  city: Division[];
  district: Division[];
  ward: Division[];
  loading: { city: boolean; district: boolean; ward: boolean };
  error: string | null;
}

export const initialAddressLookupState: AddressLookupState = {
  scheme: '2025',
  city: [],
  district: [],
  ward: [],
  loading: { city: false, district: false, ward: false },
  error: null,
};

export const usesDistricts = (scheme: DivisionScheme): boolean => scheme === 'legacy';

const addressLookupSlice = createSlice({
  name: 'addressLookup',
  initialState: initialAddressLookupState,
  reducers: {
    /** Loading cities clears districts and wards. */
    fetchCities(state, action: PayloadAction<DivisionScheme | undefined>) {
      const scheme = action.payload ?? '2025';
      if (scheme !== state.scheme) state.city = [];
      state.scheme = scheme;
      state.district = [];
      state.ward = [];
      state.loading.city = true;
      state.error = null;
    },
    citiesLoaded(state, action: PayloadAction<Division[]>) {
      state.city = action.payload;
      state.loading.city = false;
    },
    /** Loading districts clears wards (legacy scheme only). */
    fetchDistricts(state, _action: PayloadAction<string>) {
      state.district = [];
      state.ward = [];
      state.loading.district = true;
      state.error = null;
    },
    districtsLoaded(state, action: PayloadAction<Division[]>) {
      state.district = action.payload;
      state.loading.district = false;
    },
    /** `id` is a province code (2025) or a district code (legacy). */
    fetchWards(state, _action: PayloadAction<{ id: string; scheme: DivisionScheme }>) {
      state.ward = [];
      state.loading.ward = true;
      state.error = null;
    },
    wardsLoaded(state, action: PayloadAction<Division[]>) {
      state.ward = action.payload;
      state.loading.ward = false;
    },
    addressLookupError(state, action: PayloadAction<string>) {
      state.loading = { city: false, district: false, ward: false };
      state.error = action.payload;
    },
  },
});

export const { fetchCities, citiesLoaded, fetchDistricts, districtsLoaded, fetchWards, wardsLoaded, addressLookupError } =
  addressLookupSlice.actions;
export const addressLookupReducer = addressLookupSlice.reducer;
export const selectAddressLookup = (state: { addressLookup: AddressLookupState }): AddressLookupState => state.addressLookup;
export default addressLookupSlice;

declare module '../../../shared/state/app-state' {
  interface AppState {
    addressLookup: AddressLookupState;
  }
}

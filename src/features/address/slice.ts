import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { requestStarted } from '../../shared/state/request-state';
import { sessionEnded } from '../../shared/state/events';
import type { Address, AddressInput, AddressList } from '../../../core/contracts/address';

export type AddressMutation = 'idle' | 'saving' | 'saved' | 'failed';

/** Addresses and total, plus request bookkeeping. */
export interface AddressState {
  addresses: Address[];
  total: number;
  loaded: boolean;
  loading: boolean;
  mutation: AddressMutation;
  error: string | null;
}

export const initialAddressState: AddressState = {
  addresses: [],
  total: 0,
  loaded: false,
  loading: false,
  mutation: 'idle',
  error: null,
};

const isAddress = (value: Partial<Address> | undefined): value is Address => typeof value?.id === 'number';

const addressSlice = createSlice({
  name: 'address',
  initialState: initialAddressState,
  reducers: {
    fetchAddresses(state) {
      requestStarted(state);
    },
    createAddress(state, _action: PayloadAction<AddressInput>) {
      state.mutation = 'saving';
      state.error = null;
    },
    updateAddress(state, _action: PayloadAction<AddressInput & { id: number }>) {
      state.mutation = 'saving';
      state.error = null;
    },
    deleteAddress(state, _action: PayloadAction<number>) {
      state.mutation = 'saving';
      state.error = null;
    },
    resetAddressMutation(state) {
      state.mutation = 'idle';
    },
    /** Event: list loaded (`{}` when the call returned nothing). */
    addressListLoaded(state, action: PayloadAction<Partial<AddressList>>) {
      state.addresses = action.payload.items ?? [];
      state.total = action.payload.total ?? state.addresses.length;
      state.loaded = true;
      state.loading = false;
    },
    /** Event: created (`{}` when the call returned nothing). */
    addressCreated(state, action: PayloadAction<Partial<Address>>) {
      const created = action.payload;
      if (isAddress(created)) {
        if (created.isDefault) state.addresses.forEach((address) => (address.isDefault = false));
        state.addresses.push(created);
        state.total += 1;
      }
      state.mutation = 'saved';
    },
    /** Event: updated (`{}` when the call returned nothing). */
    addressUpdated(state, action: PayloadAction<Partial<Address>>) {
      const updated = action.payload;
      if (isAddress(updated)) {
        if (updated.isDefault) state.addresses.forEach((address) => (address.isDefault = false));
        state.addresses = state.addresses.map((address) => (address.id === updated.id ? updated : address));
      }
      state.mutation = 'saved';
    },
    /** Event: deleted (`{}` when the call returned nothing). */
    addressDeleted(state, action: PayloadAction<{ id?: number }>) {
      const { id } = action.payload;
      if (typeof id === 'number') {
        const before = state.addresses.length;
        state.addresses = state.addresses.filter((address) => address.id !== id);
        state.total = Math.max(0, state.total - (before - state.addresses.length));
      }
      state.mutation = 'saved';
    },
    /** Event: error (records the module's error state only). */
    addressError(state, action: PayloadAction<string>) {
      state.loading = false;
      state.mutation = state.mutation === 'saving' ? 'failed' : state.mutation;
      state.error = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialAddressState);
  },
});

export const {
  fetchAddresses,
  createAddress,
  updateAddress,
  deleteAddress,
  resetAddressMutation,
  addressListLoaded,
  addressCreated,
  addressUpdated,
  addressDeleted,
  addressError,
} = addressSlice.actions;
export const addressReducer = addressSlice.reducer;
export const selectAddress = (state: { address: AddressState }): AddressState => state.address;
export default addressSlice;

declare module '../../shared/state/app-state' {
  interface AppState {
    address: AddressState;
  }
}

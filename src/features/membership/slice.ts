import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { requestFailed, requestStarted } from '../../shared/state/request-state';
import type { Customer } from '../../../core/contracts/account';
import type { MembershipPackage } from '../../../core/contracts/membership';

export type PurchaseStatus = 'idle' | 'pending' | 'done' | 'failed';

export interface MembershipState {
  packages: MembershipPackage[];
  loaded: boolean;
  loading: boolean;
  error: string | null;
  purchase: { packageId: number | null; status: PurchaseStatus; error: string | null };
}

export const initialMembershipState: MembershipState = {
  packages: [],
  loaded: false,
  loading: false,
  error: null,
  purchase: { packageId: null, status: 'idle', error: null },
};

const membershipSlice = createSlice({
  name: 'membership',
  initialState: initialMembershipState,
  reducers: {
    fetchPackages(state) {
      requestStarted(state);
    },
    packagesLoaded(state, action: PayloadAction<MembershipPackage[]>) {
      state.packages = action.payload;
      state.loaded = true;
      state.loading = false;
    },
    purchasePackage(state, action: PayloadAction<number>) {
      state.purchase = { packageId: action.payload, status: 'pending', error: null };
    },
    /** The profile slice takes the returned customer (new membership, lower balance). */
    purchaseSucceeded(state, _action: PayloadAction<Customer>) {
      state.purchase.status = 'done';
    },
    purchaseFailed(state, action: PayloadAction<string>) {
      state.purchase.status = 'failed';
      state.purchase.error = action.payload;
    },
    resetPurchase(state) {
      state.purchase = initialMembershipState.purchase;
    },
    membershipError(state, action: PayloadAction<string>) {
      requestFailed(state, action.payload);
    },
  },
});

export const { fetchPackages, packagesLoaded, purchasePackage, purchaseSucceeded, purchaseFailed, resetPurchase, membershipError } =
  membershipSlice.actions;
export const membershipReducer = membershipSlice.reducer;
export const selectMembership = (state: { membership: MembershipState }): MembershipState => state.membership;
export default membershipSlice;

declare module '../../shared/state/app-state' {
  interface AppState {
    membership: MembershipState;
  }
}

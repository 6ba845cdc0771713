import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { requestSettled, requestStarted } from '../../shared/state/request-state';
import { sessionEnded } from '../../shared/state/events';
import { loginSuccess, registerSuccess, relogin, userError } from '../user/public';
import type { Customer, ProfileInput } from '../../../core/contracts/account';
import { normaliseProfile, type Profile } from './profile';

export interface ProfileState {
  profile: Profile | null;
  loading: boolean;
  saving: boolean;
  /** Bumped on every successful save (forms watch it to say "saved"). */
  savedCount: number;
  error: string | null;
}

export const initialProfileState: ProfileState = { profile: null, loading: false, saving: false, savedCount: 0, error: null };

const profileSlice = createSlice({
  name: 'profile',
  initialState: initialProfileState,
  reducers: {
    fetchProfile(state) {
      requestStarted(state);
    },
    profileLoaded(state, action: PayloadAction<Customer>) {
      state.profile = normaliseProfile(action.payload);
      requestSettled(state);
    },
    updateProfile(state, _action: PayloadAction<ProfileInput>) {
      state.saving = true;
      state.error = null;
    },
    profileSaved(state, action: PayloadAction<Customer>) {
      state.profile = normaliseProfile(action.payload);
      state.saving = false;
      state.savedCount += 1;
    },
    profileError(state, action: PayloadAction<string>) {
      state.loading = false;
      state.saving = false;
      state.error = action.payload;
    },
  },
  extraReducers: (builder) => {
    const fromSession = (state: ProfileState, action: PayloadAction<{ customer: Customer }>) => {
      if (action.payload.customer) state.profile = normaliseProfile(action.payload.customer);
    };
    builder
      .addCase(loginSuccess, fromSession)
      .addCase(registerSuccess, fromSession)
      .addCase(relogin, fromSession)
      .addCase(sessionEnded, () => initialProfileState)
      .addCase(userError, () => initialProfileState);
  },
});

export const { fetchProfile, profileLoaded, updateProfile, profileSaved, profileError } = profileSlice.actions;
export const profileReducer = profileSlice.reducer;
export const selectProfile = (state: { profile: ProfileState }): ProfileState => state.profile;
/** The shopper's live membership, alone: its holders re-render when it changes, not on the profile's loading flags. */
export const selectProfileMembership = (state: { profile: ProfileState }) => state.profile.profile?.membership ?? null;
export default profileSlice;

declare module '../../shared/state/app-state' {
  interface AppState {
    profile: ProfileState;
  }
}

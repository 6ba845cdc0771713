import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionEnded } from '../../shared/state/events';
import { requestSettled, requestStarted } from '../../shared/state/request-state';
import type { LoginPayload } from './api';
import type { Account, Customer, RegisterBody, User } from '../../../core/contracts/account';

/** User state (`user, consumer, isLogout, isGuest`) plus request bookkeeping. */
export interface UserState {
  user: User | null;
  consumer: Customer | null;
  isLogout: boolean;
  isGuest: boolean;
  /** The start-up session check (GET /me) has finished, either way. */
  restored: boolean;
  loading: boolean;
  error: string | null;
  errorStatus: number | null;
  /** The server's `reason` beside the error (`login-code-required`: the log-in form asks for a mailed code). */
  errorReason: string | null;
}

export const initialUserState: UserState = {
  user: null,
  consumer: null,
  isLogout: false,
  isGuest: true,
  restored: false,
  loading: false,
  error: null,
  errorStatus: null,
  errorReason: null,
};

function signedIn(state: UserState, { user, customer }: Account) {
  state.user = user;
  state.consumer = customer;
  state.isGuest = false;
  state.isLogout = false;
  state.restored = true;
  requestSettled(state);
  state.errorStatus = null;
}

const userSlice = createSlice({
  name: 'user',
  initialState: initialUserState,
  reducers: {
    login(state, _action: PayloadAction<LoginPayload>) {
      requestStarted(state);
      state.errorStatus = null;
    },
    /** Login → a non-guest user. */
    loginSuccess(state, action: PayloadAction<Account>) {
      signedIn(state, action.payload);
    },
    register(state, _action: PayloadAction<RegisterBody>) {
      requestStarted(state);
      state.errorStatus = null;
    },
    /** Register → a non-guest user. */
    registerSuccess(state, action: PayloadAction<Account>) {
      signedIn(state, action.payload);
    },
    logout(state) {
      state.loading = true;
    },
    /** Resetting the logout state clears isLogout but stays guest. */
    resetLogout(state) {
      state.isLogout = false;
      state.isGuest = true;
    },
    /** Ask the saga to restore the session (GET /v1/user/consumer/me). */
    restoreSession(state) {
      state.restored = false;
    },
    /** Relogin restores user and customer as non-guest. */
    relogin(state, action: PayloadAction<Account>) {
      signedIn(state, action.payload);
    },
    /** No session (401 from /me): a guest, silently. */
    sessionMissing(state) {
      state.user = null;
      state.consumer = null;
      state.isGuest = true;
      state.restored = true;
      state.loading = false;
    },
    /** Keeps `consumer` in step when the profile changes. */
    consumerUpdated(state, action: PayloadAction<Customer>) {
      if (state.user) state.consumer = action.payload;
    },
    /** Any user error marks the visitor as guest. */
    userError(state, action: PayloadAction<{ message: string; status: number | null; reason?: string | null }>) {
      state.user = null;
      state.consumer = null;
      state.isGuest = true;
      state.restored = true;
      state.loading = false;
      state.error = action.payload.message;
      state.errorStatus = action.payload.status;
      state.errorReason = action.payload.reason ?? null;
    },
    clearUserError(state) {
      state.error = null;
      state.errorStatus = null;
      state.errorReason = null;
    },
  },
  extraReducers: (builder) => {
    /** Logout sets isLogout and guest (the other features' slices reset on the same event). */
    builder.addCase(sessionEnded, (state) => {
      state.user = null;
      state.consumer = null;
      state.isLogout = true;
      state.isGuest = true;
      requestSettled(state);
      state.errorStatus = null;
    });
  },
});

export const {
  login,
  loginSuccess,
  register,
  registerSuccess,
  logout,
  resetLogout,
  restoreSession,
  relogin,
  sessionMissing,
  consumerUpdated,
  userError,
  clearUserError,
} = userSlice.actions;
export const userActions = userSlice.actions;
export const userReducer = userSlice.reducer;

/** Actions after which the visitor is a logged-in shopper. */
export const signedInActions = [loginSuccess.type, registerSuccess.type, relogin.type];

export const selectUser = (state: { user: UserState }): UserState => state.user;
export const selectIsLoggedIn = (state: { user: UserState }): boolean => !state.user.isGuest && state.user.user !== null;

export default userSlice;

declare module '../../shared/state/app-state' {
  interface AppState {
    user: UserState;
  }
}

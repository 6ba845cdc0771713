import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest } from 'redux-saga/effects';
import { errorMessage, errorReason, errorStatus } from '../../shared/api/errors';
import { vi } from '../../shared/i18n/vi';
import { sessionEnded } from '../../shared/state/events';
import * as userApi from './api';
import type { LoginPayload } from './api';
import type { Account, RegisterBody } from '../../../core/contracts/account';
import {
  login,
  loginSuccess,
  logout,
  register,
  registerSuccess,
  relogin,
  restoreSession,
  sessionMissing,
  userError,
} from './slice';

const isSession = (value: unknown): value is Account =>
  Boolean(value && typeof value === 'object' && 'user' in value && (value as Account).user);

export function* loginSaga(action: PayloadAction<LoginPayload>) {
  try {
    const session: Account | undefined = yield call(userApi.login, action.payload);
    // An empty login response also records an error.
    if (!isSession(session)) yield put(userError({ message: vi.accounts.login.failed, status: null }));
    else yield put(loginSuccess(session));
  } catch (error) {
    yield put(userError({ message: errorMessage(error), status: errorStatus(error), reason: errorReason(error) }));
  }
}

export function* registerSaga(action: PayloadAction<RegisterBody>) {
  try {
    const session: Account | undefined = yield call(userApi.register, action.payload);
    if (!isSession(session)) yield put(userError({ message: vi.accounts.register.failed, status: null }));
    else yield put(registerSuccess(session));
  } catch (error) {
    yield put(userError({ message: errorMessage(error), status: errorStatus(error) }));
  }
}

export function* logoutSaga() {
  try {
    yield call(userApi.logout);
  } catch {
    // The session may already be gone (401); the visitor is logged out locally either way.
  }
  yield put(sessionEnded());
}

/** Start-up: GET /session; null (or any failure) → a guest, silently. */
export function* restoreSessionSaga() {
  try {
    const session: Account | null = yield call(userApi.fetchSession);
    if (isSession(session)) yield put(relogin(session));
    else yield put(sessionMissing());
  } catch {
    yield put(sessionMissing());
  }
}

/** In the browser the session is restored when the store starts (not during SSR or unit tests). */
export const restoresOnStart = (): boolean => typeof window !== 'undefined' && process.env.NODE_ENV !== 'test';

export function* userSaga() {
  yield takeLatest(login.type, loginSaga);
  yield takeLatest(register.type, registerSaga);
  yield takeLatest(logout.type, logoutSaga);
  yield takeLatest(restoreSession.type, restoreSessionSaga);
  if (restoresOnStart()) yield put(restoreSession());
}

export default userSaga;

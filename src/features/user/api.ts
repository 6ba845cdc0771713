import { del, get, post, put } from '../../shared/api/http';
import type { Account, RegisterBody, Session, VerificationSent } from '../../../core/contracts/account';
import type { LoginProvider, VerificationChannel } from '../../../core/contracts/account-vocab';


export type LoginPayload =
  | { provider?: 'default'; identifier: string; password: string; code?: string }
  | { provider: Exclude<LoginProvider, 'default'>; accessToken: string };

/** POST /v1/user/consumer/login → `{ user, customer }` + session cookie. */
export function login(payload: LoginPayload): Promise<Account> {
  return post<Account>('/v1/user/consumer/login', payload);
}

/** POST /v1/user/consumer/login/code: a log-in code for a new device, mailed (or texted); the same answer for anyone. */
export function requestLoginCode(identifier: string): Promise<{ message: string }> {
  return post<{ message: string }>('/v1/user/consumer/login/code', { identifier });
}

/** POST /v1/user/consumer/register → 201 `{ user, customer }`. */
export function register(payload: RegisterBody): Promise<Account> {
  return post<Account>('/v1/user/consumer/register', payload);
}

let early: Promise<Account | null> | null = null;

/**
 * Asks for the session as soon as the app's code runs (gatsby-browser's onClientEntry), while the page's data, its
 * code and the store load: the first restore (./saga.ts) takes this answer instead of asking once the store exists, so
 * a logged-in shopper's screens are drawn a round trip sooner (issue #34).
 */
export function requestSessionEarly(): void {
  if (early) return;
  early = get<Session>('/v1/user/consumer/session').then((session) => session.account);
  // Handled by whoever takes it; never an unhandled rejection while nobody has yet.
  early.catch(() => undefined);
}

/** GET /v1/user/consumer/session: the logged-in account, or null for a guest (no 401 in the console). */
export async function fetchSession(): Promise<Account | null> {
  const asked = early;
  early = null;
  if (asked) return asked;
  return (await get<Session>('/v1/user/consumer/session')).account;
}

/** DELETE /v1/user/consumer/me: the session ends. */
export function logout(): Promise<number> {
  return del('/v1/user/consumer/me');
}

/** POST /v1/user/forgot-password: the same answer whether or not the email exists. */
export function forgotPassword(email: string): Promise<{ message: string }> {
  return post<{ message: string }>('/v1/user/forgot-password', { email });
}

/** POST /v1/user/change-forgot-password with the token from the mailed link. */
export function resetPassword(token: string, password: string): Promise<{ message: string }> {
  return post<{ message: string }>('/v1/user/change-forgot-password', { token, password });
}

/** PUT /v1/user/change-password (logged in). */
export function changePassword(oldPassword: string, newPassword: string): Promise<unknown> {
  return put<unknown>('/v1/user/change-password', { oldPassword, newPassword });
}

/** POST /v1/user/consumer/verification: a 6-digit code to the account's email or phone. */
export function sendVerificationCode(channel: VerificationChannel): Promise<VerificationSent> {
  return post<VerificationSent>('/v1/user/consumer/verification', { channel });
}

/** POST /v1/user/consumer/verification/confirm → the account (the welcome credit in the wallet on the first one). */
export function confirmVerificationCode(channel: VerificationChannel, code: string): Promise<Account> {
  return post<Account>('/v1/user/consumer/verification/confirm', { channel, code });
}

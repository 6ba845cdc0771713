/**
 * Sessions: an opaque random token in the httpOnly, SameSite=Lax cookie `sid` (Secure over HTTPS), stored as
 * sha256 in `sessions`. `requireCustomer(request)` gives a route the session's user and customer, or answers 401.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, ne } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { customers, sessions, users, type CustomerRow, type UserRow } from '../db/schema';
import { ERROR_MESSAGES, HttpError } from './errors';
import { SESSION_COOKIE } from './session-cookie';

export { SESSION_COOKIE };

export interface Principal {
  user: UserRow;
  customer: CustomerRow;
  sessionId: number;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

function cookieOptions(request: FastifyRequest, maxAgeSeconds: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    // `request.protocol` honours X-Forwarded-Proto only when trustProxy is on.
    secure: request.protocol === 'https',
    maxAge: maxAgeSeconds,
  };
}

const DEVICE_COOKIE = 'did';
const DEVICE_ID = /^[A-Za-z0-9_-]{22,64}$/;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The browser's device id (the `did` cookie), given now when it has none; registrations are counted per device. */
export function deviceId(request: FastifyRequest, reply: FastifyReply): string {
  const existing = request.cookies[DEVICE_COOKIE];
  if (existing && DEVICE_ID.test(existing)) return existing;
  const id = randomBytes(18).toString('base64url');
  reply.setCookie(DEVICE_COOKIE, id, cookieOptions(request, YEAR_SECONDS));
  return id;
}

/** Starts a session for `userId` (ending the one the request came with, if any) and sets the cookie. */
export async function startSession(db: Db, request: FastifyRequest, reply: FastifyReply, userId: number, ttlMs: number): Promise<void> {
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(previous)));
  const token = newToken();
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt: new Date(Date.now() + ttlMs) });
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(request, Math.floor(ttlMs / 1000)));
}

/** Deletes the request's session and clears the cookie. */
export async function endSession(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  reply.clearCookie(SESSION_COOKIE, { ...cookieOptions(request, 0), maxAge: undefined });
}

/** Ends every session of a user, except `keepSessionId` when given. */
export async function endUserSessions(db: Db, userId: number, keepSessionId?: number): Promise<void> {
  await db
    .delete(sessions)
    .where(keepSessionId === undefined ? eq(sessions.userId, userId) : and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
}

const principals = new WeakMap<FastifyRequest, Promise<Principal | null>>();

async function lookup(db: Db, request: FastifyRequest): Promise<Principal | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({ sessionId: sessions.id, user: users, customer: customers })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(customers, eq(customers.userId, users.id))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())));
  return row ?? null;
}

/** The session's user and customer, or null for a guest. Looked up once per request. */
export function currentPrincipal(request: FastifyRequest): Promise<Principal | null> {
  let pending = principals.get(request);
  if (!pending) {
    pending = lookup(request.server.accounts.db, request);
    principals.set(request, pending);
  }
  return pending;
}

/** The session's user and customer; 401 "Vui lòng đăng nhập…" for a guest. */
export async function requireCustomer(request: FastifyRequest): Promise<Principal> {
  // The OpenAPI document says which operations need the session: a route that needs it must say so (a bug, not a 401).
  const security = (request.routeOptions.schema as { security?: Array<Record<string, unknown>> } | undefined)?.security;
  if (!security?.some((scheme) => 'sessionCookie' in scheme)) throw new Error(`${request.routeOptions.url}: requireCustomer on a route without security: SHOPPER_SECURITY`);
  const principal = await currentPrincipal(request);
  if (!principal) throw new HttpError(401, ERROR_MESSAGES.unauthorized);
  return principal;
}

/** Forget the cached principal (after the session or the user's row changed during the request). */
export function forgetPrincipal(request: FastifyRequest): void {
  principals.delete(request);
}

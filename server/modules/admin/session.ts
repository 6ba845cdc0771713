/**
 * Staff sessions, apart from shoppers': an opaque token in the httpOnly, SameSite=Strict cookie `ssid`, sent only to
 * /v1/admin, stored as sha256 in `staff_sessions`. A shopper's `sid` never opens an admin route, and a staff
 * session opens nothing of the shopper's API. `requireStaff(request, roles)` answers 401 without a session and 403
 * for a role the route does not allow.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { staffSessions, staffUsers, type StaffUserRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { STAFF_SESSION_COOKIE } from '../../http/openapi';
import { hashToken, newToken } from '../../http/session';
import type { StaffRole } from '../../../core/contracts/admin-vocab';
import { rolesFor } from './route-roles';
import { ADMIN_MESSAGES } from './messages';

export const ADMIN_PREFIX = '/v1/admin';
/** A working day and a bit: staff log in again each morning. */
export const STAFF_SESSION_TTL_MS = 14 * 60 * 60 * 1000;

function cookieOptions(request: FastifyRequest, maxAgeSeconds: number) {
  return { path: ADMIN_PREFIX, httpOnly: true, sameSite: 'strict' as const, secure: request.protocol === 'https', maxAge: maxAgeSeconds };
}

export async function startStaffSession(db: Db, request: FastifyRequest, reply: FastifyReply, staffId: number): Promise<void> {
  const previous = request.cookies[STAFF_SESSION_COOKIE];
  if (previous) await db.delete(staffSessions).where(eq(staffSessions.tokenHash, hashToken(previous)));
  const token = newToken();
  await db.insert(staffSessions).values({ tokenHash: hashToken(token), staffId, expiresAt: new Date(Date.now() + STAFF_SESSION_TTL_MS) });
  reply.setCookie(STAFF_SESSION_COOKIE, token, cookieOptions(request, Math.floor(STAFF_SESSION_TTL_MS / 1000)));
}

export async function endStaffSession(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies[STAFF_SESSION_COOKIE];
  if (token) await db.delete(staffSessions).where(eq(staffSessions.tokenHash, hashToken(token)));
  reply.clearCookie(STAFF_SESSION_COOKIE, { ...cookieOptions(request, 0), maxAge: undefined });
}

const staffByRequest = new WeakMap<FastifyRequest, Promise<StaffUserRow | null>>();

async function lookup(db: Db, request: FastifyRequest): Promise<StaffUserRow | null> {
  const token = request.cookies[STAFF_SESSION_COOKIE];
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({ staff: staffUsers })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, hashToken(token)), gt(staffSessions.expiresAt, new Date()), isNull(staffUsers.disabledAt)));
  return row?.staff ?? null;
}

export function currentStaff(db: Db, request: FastifyRequest): Promise<StaffUserRow | null> {
  let pending = staffByRequest.get(request);
  if (!pending) {
    pending = lookup(db, request);
    staffByRequest.set(request, pending);
  }
  return pending;
}

/** The staff member of the request, allowed for `roles` (the owner always is); 401 without a session, 403 otherwise. */
export async function requireStaff(db: Db, request: FastifyRequest, roles: readonly StaffRole[]): Promise<StaffUserRow> {
  const staff = await currentStaff(db, request);
  if (!staff) throw new HttpError(401, ADMIN_MESSAGES.unauthorized);
  if (staff.role !== 'owner' && !roles.includes(staff.role)) throw new HttpError(403, ADMIN_MESSAGES.forbidden);
  return staff;
}

/** Ends every session of a staff member (disabled, or a new password). */
export async function endStaffSessions(db: Db, staffId: number): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
}

/**
 * Closes a plugin's routes to everyone without a staff session (but `openUrls`): nothing is parsed, validated or run
 * before the session is found, a role the route is not for is a 403 (route-roles.ts), and no answer is stored by a
 * cache. (A body field the route does not take is a 400 by the body validator, server/http/validators.ts.)
 */
export function staffOnly(app: FastifyInstance, db: Db, openUrls: readonly string[] = []): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url ?? '';
    if (openUrls.includes(url)) return;
    const staff = await currentStaff(db, request);
    if (!staff) throw new HttpError(401, ADMIN_MESSAGES.unauthorized);
    if (staff.role !== 'owner' && !rolesFor(request.method === 'HEAD' ? 'GET' : request.method, url).includes(staff.role)) throw new HttpError(403, ADMIN_MESSAGES.forbidden);
  });
}

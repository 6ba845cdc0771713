/**
 * Avatar uploads through a signed URL: HMAC-SHA256 (server secret) over customer id, image hash, content type, expiry
 * and the avatar the shopper had when the link was made — so a link works once: after it is used (or the avatar
 * changes another way) its signature no longer matches. The raw PUT body (≤ 2 MB, ≤ 4096 px a side, a real image per
 * sharp) is re-encoded to a ≤ 512 px WebP (../../shared/image-upload.ts), written to a file (avatar-files.ts) and recorded in
 * `avatars`; the image host serves it at `/images/<size>/u/<customerId>/<hash>`.
 */
import type { AvatarContentType } from '../../../core/contracts/account-vocab';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { avatars, customers } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { reencodeUpload, uploadType, UPLOAD_MESSAGES } from '../../shared/image-upload';
import type { AvatarFiles } from './avatar-files';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_SIZE = '200x200';
/** What is kept of an upload: the longest side, re-encoded. */
export const AVATAR_STORED_SIDE = 512;
export const UPLOAD_PATH = '/v1/customer/avatar/upload';

export const AVATAR_MESSAGES = {
  badSignature: 'Liên kết tải ảnh không hợp lệ hoặc đã được dùng, vui lòng chọn ảnh lại',
  expired: 'Liên kết tải ảnh đã hết hạn, vui lòng thử lại',
  ...UPLOAD_MESSAGES,
} as const;

export const avatarKey = (customerId: number, hash: string) => `u/${customerId}/${hash}`;
export const avatarUrl = (customerId: number, hash: string) => `/images/${AVATAR_SIZE}/${avatarKey(customerId, hash)}`;

function sign(secret: Buffer, customerId: number, hash: string, contentType: string, expires: number, currentAvatar: string | null): string {
  return createHmac('sha256', secret)
    .update(`${customerId}\n${hash}\n${contentType}\n${expires}\n${currentAvatar ?? ''}`)
    .digest('base64url');
}

export function createUploadUrl(
  secret: Buffer,
  customer: { id: number; avatarUrl: string | null },
  contentType: AvatarContentType,
  ttlMs: number,
) {
  const hash = randomBytes(12).toString('hex');
  const expires = Date.now() + ttlMs;
  const signature = sign(secret, customer.id, hash, contentType, expires, customer.avatarUrl);
  const query = new URLSearchParams({ contentType, expires: String(expires), signature });
  return { uploadUrl: `${UPLOAD_PATH}/${customer.id}/${hash}?${query.toString()}`, avatarUrl: avatarUrl(customer.id, hash) };
}

export interface UploadRequest {
  customerId: number;
  hash: string;
  contentType: string;
  expires: number;
  signature: string;
  /** The request's Content-Type header. */
  actualType: string | undefined;
  body: unknown;
}

/**
 * Sets the new avatar only while the shopper still has the one the link was signed over (null otherwise: the link is
 * spent, so two PUTs of one link cannot both win), records it and returns the rows it replaces. Short and byte-free.
 */
async function claimAvatar(db: Db, customerId: number, previous: string | null, key: string, url: string): Promise<Array<{ key: string }> | null> {
  return db.transaction(async (tx) => {
    const [won] = await tx
      .update(customers)
      .set({ avatarUrl: url })
      .where(and(eq(customers.id, customerId), sql`${customers.avatarUrl} is not distinct from ${previous}`))
      .returning({ id: customers.id });
    if (!won) return null;
    await tx.insert(avatars).values({ key, customerId, contentType: 'image/webp' }).onConflictDoNothing();
    return tx
      .delete(avatars)
      .where(and(eq(avatars.customerId, customerId), ne(avatars.key, key)))
      .returning({ key: avatars.key });
  });
}

async function currentAvatar(db: Db, customerId: number): Promise<{ avatarUrl: string | null } | undefined> {
  const [row] = await db.select({ avatarUrl: customers.avatarUrl }).from(customers).where(eq(customers.id, customerId));
  return row;
}

/**
 * 403 for a bad, used or expired link, 400 for a type mismatch or a non-image, 503 when the encoder is full;
 * stores the picture, sets the avatar and deletes the one it replaces.
 */
export async function acceptUpload(db: Db, files: AvatarFiles, secret: Buffer, upload: UploadRequest): Promise<string> {
  const customer = await currentAvatar(db, upload.customerId);
  const expected = Buffer.from(sign(secret, upload.customerId, upload.hash, upload.contentType, upload.expires, customer?.avatarUrl ?? null));
  const given = Buffer.from(upload.signature);
  if (!customer || expected.length !== given.length || !timingSafeEqual(expected, given)) throw new HttpError(403, AVATAR_MESSAGES.badSignature);
  if (upload.expires <= Date.now()) throw new HttpError(403, AVATAR_MESSAGES.expired);
  const contentType = upload.contentType as AvatarContentType;
  if (uploadType(upload.actualType) !== contentType) throw new HttpError(400, AVATAR_MESSAGES.typeMismatch);
  const stored = await reencodeUpload(upload.body, contentType, AVATAR_STORED_SIDE);

  const key = avatarKey(upload.customerId, upload.hash);
  const url = avatarUrl(upload.customerId, upload.hash);
  await files.write(key, stored);
  // A lost or failed claim leaves no row pointing at the file — unless another PUT of the same link won with it.
  const dropUnclaimed = async () => {
    if (!(await avatarExists(db, key))) await files.remove(key);
  };
  let replaced: Array<{ key: string }> | null;
  try {
    replaced = await claimAvatar(db, upload.customerId, customer.avatarUrl, key, url);
  } catch (error) {
    await dropUnclaimed();
    throw error;
  }
  if (!replaced) {
    await dropUnclaimed();
    throw new HttpError(403, AVATAR_MESSAGES.badSignature);
  }
  await Promise.all(replaced.map((row) => files.remove(row.key)));
  return url;
}

/** Whether the key is a shopper's current avatar (a replaced one's row is deleted). */
export async function avatarExists(db: Db, key: string): Promise<boolean> {
  const rows = await db.select({ key: avatars.key }).from(avatars).where(eq(avatars.key, key)).limit(1);
  return rows.length > 0;
}

/** The picture behind an avatar key, or null: its file, else the bytes of an upload from before files. */
export async function avatarBytes(db: Db, files: AvatarFiles, key: string): Promise<Buffer | null> {
  const file = await files.read(key);
  if (file) return file;
  const [row] = await db.select({ data: avatars.data }).from(avatars).where(eq(avatars.key, key));
  return row?.data ?? null;
}

/**
 * Avatar uploads through a signed URL: HMAC-SHA256 (server secret) over customer id, image hash, content type
 * and expiry. The raw PUT body (≤ 2 MB, a real image per sharp) is stored in `avatars` and served by the
 * image host at `/images/<size>/u/<customerId>/<hash>`.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import sharp, { type Metadata } from 'sharp';
import type { Db } from '../../db/client';
import { avatars, customers } from '../../db/schema';
import { HttpError } from '../../http/errors';

export const AVATAR_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type AvatarContentType = (typeof AVATAR_CONTENT_TYPES)[number];
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** Larger sides are refused from the header alone: a 16383 × 16383 PNG is tiny on the wire and 1 GB decoded. */
export const AVATAR_MAX_SIDE = 4096;
export const AVATAR_SIZE = '200x200';
export const UPLOAD_PATH = '/v1/customer/avatar/upload';

const SHARP_FORMATS: Record<AvatarContentType, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };

export const AVATAR_MESSAGES = {
  badSignature: 'Liên kết tải ảnh không hợp lệ',
  expired: 'Liên kết tải ảnh đã hết hạn, vui lòng thử lại',
  typeMismatch: 'Kiểu ảnh gửi lên không khớp với liên kết tải ảnh',
  notImage: 'Tệp tải lên không phải là ảnh hợp lệ (JPEG, PNG hoặc WebP)',
  empty: 'Chưa có dữ liệu ảnh',
  tooLarge: `Ảnh quá lớn, vui lòng chọn ảnh tối đa ${AVATAR_MAX_SIDE} × ${AVATAR_MAX_SIDE} điểm ảnh`,
} as const;

export const avatarKey = (customerId: number, hash: string) => `u/${customerId}/${hash}`;
export const avatarUrl = (customerId: number, hash: string) => `/images/${AVATAR_SIZE}/${avatarKey(customerId, hash)}`;

function sign(secret: Buffer, customerId: number, hash: string, contentType: string, expires: number): string {
  return createHmac('sha256', secret).update(`${customerId}\n${hash}\n${contentType}\n${expires}`).digest('base64url');
}

export function createUploadUrl(secret: Buffer, customerId: number, contentType: AvatarContentType, ttlMs: number) {
  const hash = randomBytes(12).toString('hex');
  const expires = Date.now() + ttlMs;
  const signature = sign(secret, customerId, hash, contentType, expires);
  const query = new URLSearchParams({ contentType, expires: String(expires), signature });
  return { uploadUrl: `${UPLOAD_PATH}/${customerId}/${hash}?${query.toString()}`, avatarUrl: avatarUrl(customerId, hash) };
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

/** 403 for a bad or expired signature, 400 for a type mismatch or a non-image; stores the image and sets the avatar. */
export async function acceptUpload(db: Db, secret: Buffer, upload: UploadRequest): Promise<string> {
  const expected = Buffer.from(sign(secret, upload.customerId, upload.hash, upload.contentType, upload.expires));
  const given = Buffer.from(upload.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new HttpError(403, AVATAR_MESSAGES.badSignature);
  if (upload.expires <= Date.now()) throw new HttpError(403, AVATAR_MESSAGES.expired);
  const contentType = upload.contentType as AvatarContentType;
  const actual = upload.actualType?.split(';')[0]?.trim().toLowerCase();
  if (actual !== contentType) throw new HttpError(400, AVATAR_MESSAGES.typeMismatch);
  if (!Buffer.isBuffer(upload.body) || upload.body.length === 0) throw new HttpError(400, AVATAR_MESSAGES.empty);
  const data = upload.body;
  let meta: Metadata | undefined;
  try {
    // The header only: nothing is decoded before the size is known.
    meta = await sharp(data, { limitInputPixels: AVATAR_MAX_SIDE * AVATAR_MAX_SIDE }).metadata();
  } catch {
    meta = undefined;
  }
  if (!meta?.width || !meta.height || meta.format !== SHARP_FORMATS[contentType]) throw new HttpError(400, AVATAR_MESSAGES.notImage);
  if (meta.width > AVATAR_MAX_SIDE || meta.height > AVATAR_MAX_SIDE) throw new HttpError(400, AVATAR_MESSAGES.tooLarge);

  const url = avatarUrl(upload.customerId, upload.hash);
  await db.transaction(async (tx) => {
    await tx
      .insert(avatars)
      .values({ key: avatarKey(upload.customerId, upload.hash), customerId: upload.customerId, contentType, data })
      .onConflictDoUpdate({ target: avatars.key, set: { contentType, data } });
    await tx.update(customers).set({ avatarUrl: url }).where(eq(customers.id, upload.customerId));
    // The replaced pictures are not kept.
    await tx.delete(avatars).where(and(eq(avatars.customerId, upload.customerId), ne(avatars.key, avatarKey(upload.customerId, upload.hash))));
  });
  return url;
}

/** The stored bytes of an avatar key, or null. */
export async function avatarBytes(db: Db, key: string): Promise<Buffer | null> {
  const [row] = await db.select({ data: avatars.data }).from(avatars).where(eq(avatars.key, key));
  return row?.data ?? null;
}

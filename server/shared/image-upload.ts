/**
 * Checking and re-encoding an uploaded picture (a shopper's avatar, a product photo): JPEG, PNG or WebP whose
 * header says what the request said, at most 4096 px a side (refused from the header alone: a 16383 × 16383 PNG is
 * tiny on the wire and 1 GB decoded), turned upright and re-encoded to WebP without its metadata (a phone photo's
 * EXIF carries where it was taken). One re-encode at a time, eight waiting: uploads never take the thread pool from
 * the pages.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import sharp, { type Metadata } from './sharp';
import { AVATAR_CONTENT_TYPES, type AvatarContentType } from '../../core/contracts/account-vocab';
import { HttpError } from '../http/errors';
import { WorkLimiter } from './work-limiter';

export const UPLOAD_MAX_SIDE = 4096;
export const UPLOAD_CONTENT_TYPES = AVATAR_CONTENT_TYPES;
export type UploadContentType = AvatarContentType;

const SHARP_FORMATS: Record<UploadContentType, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };

export const UPLOAD_MESSAGES = {
  typeMismatch: 'Kiểu ảnh gửi lên không khớp với liên kết tải ảnh',
  notImage: 'Tệp tải lên không phải là ảnh hợp lệ (JPEG, PNG hoặc WebP)',
  empty: 'Chưa có dữ liệu ảnh',
  tooLarge: `Ảnh quá lớn, vui lòng chọn ảnh tối đa ${UPLOAD_MAX_SIDE} × ${UPLOAD_MAX_SIDE} điểm ảnh`,
  busy: 'Máy chủ đang xử lý nhiều ảnh, vui lòng thử lại sau ít phút',
} as const;

const ENCODE_CONCURRENCY = 1;
const ENCODE_QUEUE = 8;
const encoder = new WorkLimiter(ENCODE_CONCURRENCY, ENCODE_QUEUE);

/** Upload requests let in and not yet answered: at most what the encoder can run and queue. */
let admitted = 0;

/**
 * An upload route's `onRequest`: when as many uploads as the encoder can run and queue are already in (their bodies
 * arriving, their checks running, their encode waiting), 503 before the body is read and before any database work
 * and the connection closes after the answer, so the shop does not read the refused photo off the socket either (left
 * open, Node drained every refused body: 150 MB a wave of fifty 3 MB photos, the page-under-load test's /home p99
 * 137–193 ms; closed, 46–98 ms) — fifty photos sent at once then cost the shop nine bodies and one encode at a time.
 * A client still sending the refused photo may see the connection drop rather than the message; the back-office
 * sends its photos one after another, so only a flood meets this.
 */
export async function admitUpload(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (admitted >= ENCODE_CONCURRENCY + ENCODE_QUEUE) {
    reply.header('connection', 'close');
    throw new HttpError(503, UPLOAD_MESSAGES.busy);
  }
  admitted += 1;
  // 'close' comes once the response is sent or the connection is gone, whichever way the request ends.
  reply.raw.once('close', () => (admitted -= 1));
}

/** The request's Content-Type when it is one of the picture types, else null. */
export function uploadType(header: string | undefined): UploadContentType | null {
  const type = header?.split(';')[0]?.trim().toLowerCase();
  return (UPLOAD_CONTENT_TYPES as readonly string[]).includes(type ?? '') ? (type as UploadContentType) : null;
}

/** 400 for an empty body, a non-image or one too large, 503 when the encoder is full; the WebP to store otherwise. */
export async function reencodeUpload(body: unknown, contentType: UploadContentType, storedSide: number): Promise<Buffer> {
  if (!Buffer.isBuffer(body) || body.length === 0) throw new HttpError(400, UPLOAD_MESSAGES.empty);
  const options = { limitInputPixels: UPLOAD_MAX_SIDE * UPLOAD_MAX_SIDE };
  let meta: Metadata | undefined;
  try {
    // The header only: nothing is decoded before the size is known.
    meta = await sharp(body, options).metadata();
  } catch {
    meta = undefined;
  }
  if (!meta?.width || !meta.height || meta.format !== SHARP_FORMATS[contentType]) throw new HttpError(400, UPLOAD_MESSAGES.notImage);
  if (meta.width > UPLOAD_MAX_SIDE || meta.height > UPLOAD_MAX_SIDE) throw new HttpError(400, UPLOAD_MESSAGES.tooLarge);
  let stored: Buffer | null;
  try {
    stored = await encoder.run(() =>
      sharp(body, options)
        .rotate()
        .resize(storedSide, storedSide, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 85 })
        .toBuffer(),
    );
  } catch {
    throw new HttpError(400, UPLOAD_MESSAGES.notImage);
  }
  if (!stored) throw new HttpError(503, UPLOAD_MESSAGES.busy);
  return stored;
}

/**
 * Checking and re-encoding an uploaded picture (a shopper's avatar, a product photo): JPEG, PNG or WebP whose
 * header says what the request said, at most 4096 px a side (refused from the header alone: a 16383 × 16383 PNG is
 * tiny on the wire and 1 GB decoded), turned upright and re-encoded to WebP without its metadata (a phone photo's
 * EXIF carries where it was taken). The work is done by the image encoder process at the lowest CPU priority
 * (image-encoder.ts), one upload at a time with eight waiting: an upload flood never takes a core from the pages.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AVATAR_CONTENT_TYPES, type AvatarContentType } from '../../core/contracts/account-vocab';
import { HttpError } from '../http/errors';
import { EncoderGoneError, ImageEncoder } from './image-encoder';
import type { UploadFormat } from './image-encoder-protocol';
import { WorkLimiter } from './work-limiter';

export const UPLOAD_MAX_SIDE = 4096;
export const UPLOAD_CONTENT_TYPES = AVATAR_CONTENT_TYPES;
export type UploadContentType = AvatarContentType;

const SHARP_FORMATS: Record<UploadContentType, UploadFormat> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };

export const UPLOAD_MESSAGES = {
  typeMismatch: 'Kiểu ảnh gửi lên không khớp với liên kết tải ảnh',
  notImage: 'Tệp tải lên không phải là ảnh hợp lệ (JPEG, PNG hoặc WebP)',
  empty: 'Chưa có dữ liệu ảnh',
  tooLarge: `Ảnh quá lớn, vui lòng chọn ảnh tối đa ${UPLOAD_MAX_SIDE} × ${UPLOAD_MAX_SIDE} điểm ảnh`,
  busy: 'Máy chủ đang xử lý nhiều ảnh, vui lòng thử lại sau ít phút',
  encoderFailed: 'Máy chủ gặp sự cố khi xử lý ảnh, vui lòng tải ảnh lên lại sau ít phút',
} as const;

const ENCODE_CONCURRENCY = 1;
const ENCODE_QUEUE = 8;
const encoder = new WorkLimiter(ENCODE_CONCURRENCY, ENCODE_QUEUE);
const encoderProcess = new ImageEncoder();

/** Ends the image encoder process once its uploads are done (the app's onClose); the next upload starts another. */
export const stopUploadEncoder = (): Promise<void> => encoderProcess.stop();

/** The image encoder process's id while it runs, else null (tests end it to see an upload fail cleanly). */
export const uploadEncoderPid = (): number | null => encoderProcess.pid;

/** Past this, an upload holding the read turn passes it on anyway: a slow sender does not stop the others. */
const READ_TURN_MS = 5000;

/** An upload request let in and not yet answered. */
interface Admitted {
  request: FastifyRequest;
  /** Whether its body may be read now (see admitUpload). */
  reading: boolean;
  /** Ends its hold on the read turn (or its wait for it); idempotent. */
  done(): void;
}

/** Upload requests let in and not yet answered: at most what the encoder can run and queue. */
const admitted = new Set<Admitted>();
/** Admitted uploads waiting for the read turn, first come first served. */
const waitingToRead: Array<() => void> = [];
let turnTaken = false;

function passReadTurn(): void {
  const next = waitingToRead.shift();
  if (next) next();
  else turnTaken = false;
}

/**
 * An upload route's `onRequest`: when as many uploads as the encoder can run and queue are already in (their bodies
 * arriving, their checks running, their encode waiting), 503 before the body is read and before any database work
 * and the connection closes after the answer, so the shop does not read the refused photo off the socket either (left
 * open, Node drained every refused body: 150 MB a wave of fifty 3 MB photos, the page-under-load test's /home p99
 * 137–193 ms; closed, 46–98 ms) — fifty photos sent at once then cost the shop nine bodies and one encode at a time.
 * A client still sending the refused photo may see the connection drop rather than the message; the back-office
 * sends its photos one after another, so only a flood meets this.
 * An admitted upload's body is read only when it has the read turn: one upload at a time, from when the encode
 * before it starts to when its own starts (reencodeUpload), or its request ends, or READ_TURN_MS passed. The others
 * wait with their bodies in the socket (Node stops reading a body nobody reads), so a wave of photos reaches the
 * shop at the pace it encodes them, not 30 MB at once (the page-under-load test's slowest /home fetch as a wave of
 * fifty photos arrived: 93–255 ms with the turn, 274–454 ms without, in three runs each on 2 shared cores).
 */
export async function admitUpload(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (admitted.size >= ENCODE_CONCURRENCY + ENCODE_QUEUE) {
    reply.header('connection', 'close');
    throw new HttpError(503, UPLOAD_MESSAGES.busy);
  }
  let timer: NodeJS.Timeout | undefined;
  /** Its place in the line for the read turn, and how it leaves the line, while it waits. */
  let place: (() => void) | null = null;
  let leaveLine: () => void = () => undefined;
  const upload: Admitted = {
    request,
    reading: false,
    done() {
      clearTimeout(timer);
      if (place) {
        // Its request ended before its turn: out of the line, and on with the request (it fails as it is).
        waitingToRead.splice(waitingToRead.indexOf(place), 1);
        place = null;
        leaveLine();
      }
      if (upload.reading) {
        upload.reading = false;
        passReadTurn();
      }
    },
  };
  admitted.add(upload);
  // 'close' comes once the response is sent or the connection is gone, whichever way the request ends.
  reply.raw.once('close', () => {
    admitted.delete(upload);
    upload.done();
  });
  await new Promise<void>((resolve) => {
    const start = () => {
      place = null;
      upload.reading = true;
      timer = setTimeout(() => upload.done(), READ_TURN_MS);
      timer.unref();
      resolve();
    };
    if (!turnTaken) {
      turnTaken = true;
      start();
      return;
    }
    place = start;
    leaveLine = resolve;
    waitingToRead.push(start);
  });
}

/** The request's Content-Type when it is one of the picture types, else null. */
export function uploadType(header: string | undefined): UploadContentType | null {
  const type = header?.split(';')[0]?.trim().toLowerCase();
  return (UPLOAD_CONTENT_TYPES as readonly string[]).includes(type ?? '') ? (type as UploadContentType) : null;
}

/**
 * 400 for an empty body, a non-image or one too large, 503 when the encoder is full or its process ended with this
 * upload in it (it restarts with the next one); the WebP to store otherwise.
 */
export async function reencodeUpload(body: unknown, contentType: UploadContentType, storedSide: number): Promise<Buffer> {
  const upload = [...admitted].find((candidate) => candidate.request.body === body);
  if (!Buffer.isBuffer(body) || body.length === 0) {
    upload?.done();
    throw new HttpError(400, UPLOAD_MESSAGES.empty);
  }
  let outcome;
  try {
    outcome = await encoder.run(() => {
      // Its encode starts: the next upload's body may be read meanwhile.
      upload?.done();
      return encoderProcess.encode({ bytes: body, format: SHARP_FORMATS[contentType], maxSide: UPLOAD_MAX_SIDE, storedSide });
    });
  } catch (error) {
    if (error instanceof EncoderGoneError) throw new HttpError(503, UPLOAD_MESSAGES.encoderFailed);
    throw error;
  }
  if (!outcome) {
    upload?.done();
    throw new HttpError(503, UPLOAD_MESSAGES.busy);
  }
  if (!outcome.ok) throw new HttpError(400, outcome.reason === 'tooLarge' ? UPLOAD_MESSAGES.tooLarge : UPLOAD_MESSAGES.notImage);
  return outcome.webp;
}

/**
 * What the server and its image encoder process (image-encoder-process.ts) send each other over a socket pair:
 * frames of a 4-byte length, a JSON header, then `header.length` raw bytes. The picture is written as it is (no
 * serialisation copy on the server's thread) and read into one buffer of its size: a 3 MB photo costs the server
 * nothing beyond the request body it already holds.
 */
import type { Socket } from 'node:net';

export type UploadFormat = 'jpeg' | 'png' | 'webp';

/** One upload to check and re-encode; followed by `length` bytes of the upload as received. */
export interface EncodeRequest {
  id: number;
  length: number;
  /** The format the request's Content-Type named. */
  format: UploadFormat;
  /** Larger than this on either side is refused from the header alone. */
  maxSide: number;
  /** The WebP fits inside storedSide × storedSide (never enlarged). */
  storedSide: number;
}

/**
 * Followed by `length` bytes of WebP when ok. `notImage`: not a picture of the named format (or one libvips could not
 * decode); `tooLarge`: over maxSide.
 */
export type EncodeReply = { id: number; ok: true; length: number } | { id: number; ok: false; reason: 'notImage' | 'tooLarge'; length: 0 };

/** Writes one frame; the bytes are handed to the socket as they are. */
export function writeFrame<T extends { length: number }>(socket: Socket, header: T, bytes?: Uint8Array): void {
  const json = Buffer.from(JSON.stringify(header));
  const prefix = Buffer.allocUnsafe(4 + json.length);
  prefix.writeUInt32BE(json.length, 0);
  json.copy(prefix, 4);
  socket.cork();
  socket.write(prefix);
  if (bytes && bytes.length > 0) socket.write(bytes);
  socket.uncork();
}

/** Calls `onFrame` with each frame's header and bytes (read into one buffer of the announced length). */
export function readFrames<T extends { length: number }>(socket: Socket, onFrame: (header: T, bytes: Buffer) => void): void {
  let pending: Buffer[] = [];
  let buffered = 0;
  let header: T | null = null;
  let bytes: Buffer | null = null;
  let filled = 0;

  /** The next `n` buffered bytes as one buffer (only ever a few: the length and the JSON header). */
  const take = (n: number): Buffer => {
    const joined = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
    pending = joined.length > n ? [joined.subarray(n)] : [];
    buffered -= n;
    return joined.subarray(0, n);
  };

  socket.on('data', (chunk: Buffer) => {
    pending.push(chunk);
    buffered += chunk.length;
    for (;;) {
      if (header && bytes) {
        // The body: copied straight from the socket's chunks into its buffer.
        while (filled < bytes.length && pending.length > 0) {
          const next = pending[0]!;
          const n = Math.min(next.length, bytes.length - filled);
          next.copy(bytes, filled, 0, n);
          filled += n;
          buffered -= n;
          if (n === next.length) pending.shift();
          else pending[0] = next.subarray(n);
        }
        if (filled < bytes.length) return;
        const done = { header, bytes };
        header = null;
        bytes = null;
        onFrame(done.header, done.bytes);
        continue;
      }
      if (buffered < 4) return;
      const size = (pending[0]!.length >= 4 ? pending[0]! : Buffer.concat(pending)).readUInt32BE(0);
      if (buffered < 4 + size) return;
      take(4);
      header = JSON.parse(take(size).toString('utf8')) as T;
      bytes = Buffer.allocUnsafe(header.length);
      filled = 0;
    }
  });
}

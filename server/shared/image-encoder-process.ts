/**
 * The image encoder process (started by image-encoder.ts, compiled to dist/image-encoder.js): checks an upload's
 * header and re-encodes it to WebP, one at a time, every thread at nice 19. Uploads come and go over the socket on
 * file descriptor 3 (image-encoder-protocol.ts); it exits when the server closes that socket or is gone.
 */
import fs from 'node:fs';
import { Socket } from 'node:net';
import os from 'node:os';
import { readFrames, writeFrame, type EncodeReply, type EncodeRequest } from './image-encoder-protocol';
import sharp, { type Metadata } from './sharp';

/**
 * Nice 19 for every thread already running (Linux applies a nice value per thread, and Node's V8 and libuv threads
 * exist before this code runs); every thread started later (libuv's pool, libvips's workers) inherits it.
 * Elsewhere the server's os.setPriority on the pid covers the whole process.
 */
function lowestPriority(): void {
  let threads: string[];
  try {
    threads = fs.readdirSync('/proc/self/task');
  } catch {
    threads = ['0'];
  }
  for (const thread of threads) {
    try {
      os.setPriority(Number(thread), os.constants.priority.PRIORITY_LOW);
    } catch {
      // A thread that ended meanwhile.
    }
  }
}

/**
 * Linux with autogroup (the default on desktops and most servers) shares the CPU between sessions first, by each
 * session's autogroup nice value, and applies a thread's nice only inside its session: the encoder's own session at
 * autogroup nice 0 weighs as much as the server's whole session, so an encode still took a core from the pages
 * whenever the machine was busy. Autogroup nice 19 gives its session the weight of one nice-19 thread (15 against
 * 1024). Raising the value needs no privilege; without autogroup (no such file, or a container's read-only /proc)
 * the threads' nice 19 is what applies.
 */
function lowestSessionPriority(): void {
  try {
    fs.writeFileSync('/proc/self/autogroup', '19');
  } catch {
    // No autogroup here.
  }
}

lowestPriority();
lowestSessionPriority();
// Every upload is decoded once: nothing in libvips's operation cache would be used again.
sharp.cache(false);

async function encode(request: EncodeRequest, bytes: Buffer): Promise<{ reply: EncodeReply; webp?: Buffer }> {
  const { id } = request;
  const options = { limitInputPixels: request.maxSide * request.maxSide };
  let meta: Metadata | undefined;
  try {
    // The header only: nothing is decoded before the size is known.
    meta = await sharp(bytes, options).metadata();
  } catch {
    meta = undefined;
  }
  if (!meta?.width || !meta.height || meta.format !== request.format) return { reply: { id, ok: false, reason: 'notImage', length: 0 } };
  if (meta.width > request.maxSide || meta.height > request.maxSide) return { reply: { id, ok: false, reason: 'tooLarge', length: 0 } };
  try {
    const webp = await sharp(bytes, options)
      .rotate()
      .resize(request.storedSide, request.storedSide, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
    return { reply: { id, ok: true, length: webp.length }, webp };
  } catch {
    return { reply: { id, ok: false, reason: 'notImage', length: 0 } };
  }
}

const socket = new Socket({ fd: 3, readable: true, writable: true });
// One encode at a time, in the order they came (the server sends one at a time anyway).
let queue: Promise<unknown> = Promise.resolve();
readFrames<EncodeRequest>(socket, (request, bytes) => {
  queue = queue.then(async () => {
    const { reply, webp } = await encode(request, bytes);
    if (!socket.destroyed) writeFrame(socket, reply, webp);
  });
});
// The server closed the socket or is gone.
socket.on('end', () => process.exit(0));
socket.on('close', () => process.exit(0));
socket.on('error', () => process.exit(0));

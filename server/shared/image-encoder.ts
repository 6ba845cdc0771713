/**
 * The server's handle on its image encoder: a child process (image-encoder-process.ts; dist/image-encoder.js under
 * `npm start`) that checks and re-encodes uploads with every thread at nice 19, so decoding a photo never takes a
 * core, a collection or the libuv pool from the server's event loop. It runs in its own session: Linux
 * (autogroup) shares the CPU between sessions first and applies nice values only inside one, so in the server's
 * session its encodes would still be billed to the server and delay every page it answers (measured: /home's
 * median during an upload flood 13–25 ms in the server's session, 5–16 ms in its own; where autogroup is off or a
 * cgroup holds the server, nice 19 is what applies).
 * Started with the first upload and again with the next upload after it ended (crashed, killed, or stuck past
 * JOB_TIMEOUT_MS: the upload in it fails with EncoderGoneError); only uploads in progress keep the server's process
 * alive; `stop` ends it once they are done, and it leaves by itself when the server is gone (its socket closes).
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import type { Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { readFrames, writeFrame, type EncodeReply, type EncodeRequest } from './image-encoder-protocol';

/** The encoder process ended, or could not be reached, with this upload in it. */
export class EncoderGoneError extends Error {}

export type EncodeJob = Omit<EncodeRequest, 'id' | 'length'> & { bytes: Buffer };
export type EncodeOutcome = { ok: true; webp: Buffer } | { ok: false; reason: 'notImage' | 'tooLarge' };

/** Far beyond any encode (a 4096 × 4096 photo takes about a second of one core): only a stuck encoder meets it. */
const JOB_TIMEOUT_MS = 60_000;
/** After its socket closes, how long the process has to exit before it is killed. */
const EXIT_GRACE_MS = 2_000;

/** dist/image-encoder.js next to the compiled server; from TypeScript sources (Jest, tsx) the .ts file through tsx. */
function spawnEncoder(): ChildProcess {
  // File descriptor 3: the socket the uploads and their WebP travel on.
  const options: SpawnOptions = { stdio: ['ignore', 'inherit', 'inherit', 'pipe'], detached: true };
  const compiled = path.join(__dirname, 'image-encoder.js');
  if (fs.existsSync(compiled)) return spawn(process.execPath, ['--enable-source-maps', compiled], options);
  return spawn(process.execPath, ['--require', require.resolve('tsx/cjs'), path.join(__dirname, 'image-encoder-process.ts')], options);
}

interface Pending {
  resolve(outcome: EncodeOutcome): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/** One encoder process: its uploads in progress, and how it ends. */
class EncoderProcess {
  readonly child = spawnEncoder();
  readonly exited: Promise<void>;
  private readonly socket: Socket | null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private gone: Error | null = null;
  private closing = false;

  constructor(private readonly onGone: (process: EncoderProcess) => void) {
    this.exited = new Promise((resolve) => this.child.once('exit', () => resolve()));
    this.child.on('exit', (code, signal) => this.end(new EncoderGoneError(`image encoder exited (${signal ?? code})`)));
    // Not started (or not signalled): what was sent to it is lost either way.
    this.child.on('error', (error) => this.end(new EncoderGoneError(`image encoder: ${error.message}`)));
    try {
      // Linux: the process's first thread (the process lowers its other threads itself); elsewhere: all of it.
      if (this.child.pid !== undefined) os.setPriority(this.child.pid, os.constants.priority.PRIORITY_LOW);
    } catch {
      // Already gone: 'exit' follows.
    }
    this.socket = (this.child.stdio[3] as Socket | undefined) ?? null;
    // A broken socket (EPIPE while the process dies): the process is ended, and its exit fails what was in it.
    this.socket?.on('error', () => this.child.kill('SIGKILL'));
    if (this.socket) {
      readFrames<EncodeReply>(this.socket, (reply, webp) => {
        const waiting = this.pending.get(reply.id);
        if (!waiting) return;
        this.settle(reply.id);
        waiting.resolve(reply.ok ? { ok: true, webp } : { ok: false, reason: reply.reason });
      });
    }
    this.holdOpen();
  }

  encode(job: EncodeJob): Promise<EncodeOutcome> {
    if (this.gone) return Promise.reject(this.gone);
    const socket = this.socket;
    if (!socket) return Promise.reject(new EncoderGoneError('image encoder has no socket'));
    const id = this.nextId++;
    return new Promise<EncodeOutcome>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.end(new EncoderGoneError(`image encoder took over ${JOB_TIMEOUT_MS} ms`));
        this.child.kill('SIGKILL');
      }, JOB_TIMEOUT_MS);
      timer.unref();
      this.pending.set(id, { resolve, reject, timer });
      this.holdOpen();
      const { bytes, ...rest } = job;
      writeFrame(socket, { id, length: bytes.length, ...rest } satisfies EncodeRequest, bytes);
    });
  }

  /** Closes the socket once the uploads in progress are done (the process then exits), killing it if it lingers. */
  async close(): Promise<void> {
    this.closing = true;
    if (this.child.pid === undefined) return;
    if (this.pending.size === 0) this.disconnect();
    const grace = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), JOB_TIMEOUT_MS + EXIT_GRACE_MS).unref());
    if ((await Promise.race([this.exited, grace])) === 'late') this.child.kill('SIGKILL');
  }

  private settle(id: number): void {
    clearTimeout(this.pending.get(id)?.timer);
    this.pending.delete(id);
    this.holdOpen();
    if (this.closing && this.pending.size === 0) this.disconnect();
  }

  private disconnect(): void {
    this.socket?.end();
    setTimeout(() => this.child.exitCode === null && this.child.signalCode === null && this.child.kill('SIGKILL'), EXIT_GRACE_MS).unref();
  }

  /** Uploads in progress keep the server's process alive, as any request does; an idle encoder does not. */
  private holdOpen(): void {
    const busy = this.pending.size > 0;
    if (busy) this.child.ref();
    else this.child.unref();
    if (busy) this.socket?.ref();
    else this.socket?.unref();
  }

  private end(error: Error): void {
    if (this.gone) return;
    this.gone = error;
    const lost = [...this.pending.values()];
    this.pending.clear();
    for (const { reject, timer } of lost) {
      clearTimeout(timer);
      reject(error);
    }
    this.holdOpen();
    if (!this.closing) {
      const inFlight = lost.length > 0 ? ` with ${lost.length} upload(s) in it` : '';
      console.error(`${error.message}${inFlight}; a new image encoder starts with the next upload`);
    }
    this.onGone(this);
  }
}

export class ImageEncoder {
  private current: EncoderProcess | null = null;

  /** The encoder process's id while one runs (tests end it to see the server recover). */
  get pid(): number | null {
    return this.current?.child.pid ?? null;
  }

  /** Rejects with EncoderGoneError when the encoder ended, or could not be started, with this upload in it. */
  async encode(job: EncodeJob): Promise<EncodeOutcome> {
    let encoder = this.current;
    if (!encoder) {
      try {
        encoder = new EncoderProcess((ended) => {
          if (this.current === ended) this.current = null;
        });
      } catch (error) {
        throw new EncoderGoneError((error as Error).message);
      }
      this.current = encoder;
    }
    return encoder.encode(job);
  }

  /** Ends the encoder once its uploads in progress are done; a later upload starts a new one. */
  async stop(): Promise<void> {
    const encoder = this.current;
    this.current = null;
    await encoder?.close();
  }
}

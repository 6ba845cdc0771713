/**
 * The page front: a process of its own, in a session of its own, that owns the shop's port. It answers GET and HEAD
 * of the built pages from memory — the very responses the server gave it (./front.ts), with this request's id, date
 * and validators — and hands every other connection, at its first request that is not such a page, to the server
 * (the socket itself, with the bytes read from it), which then serves that connection as if it had accepted it.
 *
 * Why: in one process a page waited in the event loop's queue behind every API request before it, and the server's
 * CPU share was spent on a flood's requests ahead of the page's; 20 clients searching held /home at up to 4–5 × its
 * idle p99 on a busy machine. Here a page waits for nothing but a CPU, and Linux gives this session its own share.
 */
import { statSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import type { TrustProxy } from '../config';
import { STRICT_TRANSPORT_SECURITY } from '../http/base-headers';
import { pickEncoding } from '../http/read-cache';
import { generateRequestId, REQUEST_ID_HEADER } from '../http/request-id';
import { notModified } from '../http/site-files';
import { isApiTarget, readHead, type RequestHead } from './head';
import type { Encoding, FromFront, FrontPage, ToFront } from './protocol';

/** All pages held, every encoding counted; the least recently used leave first. */
const HELD_BYTES = 64 * 1024 * 1024;
/** A path the server did not give as a page (an image, /metrics, a 404) goes straight to it for a while. */
const NOT_A_PAGE_MS = 5000;
const NOT_A_PAGE_MAX = 10_000;
/** A head still incomplete after this long goes to the server, whose own timeouts judge a slow client. */
const SLOW_HEAD_MS = 5000;

const send = (message: FromFront, handle?: net.Socket) =>
  new Promise<void>((resolve, reject) => {
    if (!process.send || !process.connected) return reject(new Error('the server is gone'));
    process.send(message, handle, { keepOpen: false }, (error) => (error ? reject(error) : resolve()));
  });

function trustFunction(trust: TrustProxy): (address: string, hop: number) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return proxyAddr.compile(trust);
}

/** Pages from the server, by path and encoding. */
class Pages {
  private readonly held = new Map<string, FrontPage>();
  private heldBytes = 0;
  private readonly asked = new Map<number, (page: FrontPage | null) => void>();
  private readonly loading = new Map<string, Promise<FrontPage | null>>();
  private readonly notPages = new Map<string, number>();
  private nextId = 1;

  isKnownNotPage(path: string): boolean {
    const until = this.notPages.get(path);
    if (until === undefined) return false;
    if (until > Date.now()) return true;
    this.notPages.delete(path);
    return false;
  }

  /** The page (checked against its file), or null when the server does not give this path as a page. */
  async get(path: string, encoding: Encoding): Promise<FrontPage | null> {
    const key = `${encoding} ${path}`;
    const page = this.held.get(key);
    if (page && this.current(page)) {
      this.held.delete(key);
      this.held.set(key, page);
      return page;
    }
    if (page) this.drop(key);
    let loading = this.loading.get(key);
    if (!loading) {
      loading = this.ask(path, encoding).finally(() => this.loading.delete(key));
      this.loading.set(key, loading);
    }
    const loaded = await loading;
    if (!loaded) {
      if (this.notPages.size >= NOT_A_PAGE_MAX) this.notPages.clear();
      this.notPages.set(path, Date.now() + NOT_A_PAGE_MS);
    } else if (!this.held.has(key)) this.hold(key, loaded);
    return loaded;
  }

  answered(id: number, page: FrontPage | null): void {
    this.asked.get(id)?.(page);
    this.asked.delete(id);
  }

  forget(scope: 'all' | 'products'): void {
    this.notPages.clear();
    for (const key of [...this.held.keys()]) {
      if (scope === 'all' || key.includes(' /product/')) this.drop(key);
    }
  }

  private async ask(path: string, encoding: Encoding): Promise<FrontPage | null> {
    const id = this.nextId++;
    const answer = new Promise<FrontPage | null>((resolve) => this.asked.set(id, resolve));
    try {
      await send({ t: 'page', id, path, encoding });
    } catch {
      this.asked.delete(id);
      return null;
    }
    return answer;
  }

  private current(page: FrontPage): boolean {
    const stat = statSync(page.file, { throwIfNoEntry: false });
    return stat !== undefined && `${stat.ino}:${stat.size}:${stat.mtimeMs}` === page.version;
  }

  private hold(key: string, page: FrontPage): void {
    this.held.set(key, page);
    this.heldBytes += page.body.length;
    for (const oldest of this.held.keys()) {
      if (this.heldBytes <= HELD_BYTES) break;
      this.drop(oldest);
    }
  }

  private drop(key: string): void {
    const page = this.held.get(key);
    if (!page) return;
    this.held.delete(key);
    this.heldBytes -= page.body.length;
  }
}

let dateLine = '';
let dateSecond = 0;
function httpDate(): string {
  const second = Math.floor(Date.now() / 1000);
  if (second !== dateSecond) {
    dateSecond = second;
    dateLine = new Date(second * 1000).toUTCString();
  }
  return dateLine;
}

/** Headers of a 304: the validators and policies, no body's. */
const NOT_ON_304 = new Set(['content-type', 'content-encoding', 'content-length']);

class Front {
  private readonly pages = new Pages();
  private readonly connections = new Set<Connection>();
  private server: net.Server | null = null;
  draining = false;
  trusted: (address: string, hop: number) => boolean = () => false;
  keepAliveSeconds = 72;

  start(message: Extract<ToFront, { t: 'start' }>): void {
    this.trusted = trustFunction(message.trustProxy);
    this.keepAliveSeconds = Math.round(message.keepAliveTimeoutMs / 1000);
    const server = net.createServer({ noDelay: true }, (socket) => this.accept(socket));
    this.server = server;
    server.once('error', (error) => void send({ t: 'failed', message: error.message }).finally(() => process.exit(1)));
    server.listen({ port: message.port, host: message.host }, () => {
      const address = server.address();
      void send({ t: 'listening', port: typeof address === 'object' && address ? address.port : message.port });
    });
  }

  receive(message: ToFront): void {
    if (message.t === 'start') this.start(message);
    else if (message.t === 'page') this.pages.answered(message.id, message.page);
    else if (message.t === 'forget') this.pages.forget(message.scope);
    else if (message.t === 'drain') void this.drain();
  }

  /**
   * Stops accepting, ends idle connections and the others after their answer; says so once none is left. Bytes the
   * kernel had already delivered are read first (as server/http/drain.ts does): a request sent before the stop is
   * answered or handed over, never reset.
   */
  private async drain(): Promise<void> {
    this.draining = true;
    const turns = async () => {
      for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    };
    // Connections the kernel completed but nobody accepted yet would be reset by closing the listener at once.
    await turns();
    this.server?.close();
    await turns();
    for (const connection of this.connections) connection.endIfIdle();
    this.maybeDrained();
  }

  maybeDrained(): void {
    if (this.draining && this.connections.size === 0) void send({ t: 'drained' }).catch(() => undefined);
  }

  /** A connection handed to the server is no longer the front's to wait for. */
  release(connection: Connection): void {
    this.connections.delete(connection);
    this.maybeDrained();
  }

  private accept(socket: net.Socket): void {
    const connection = new Connection(this, socket, this.pages);
    this.connections.add(connection);
    socket.once('close', () => {
      this.connections.delete(connection);
      this.maybeDrained();
    });
  }
}

class Connection {
  private unread: Buffer = Buffer.alloc(0);
  private busy = false;
  private gone = false;
  private slowHead: NodeJS.Timeout | null = null;

  constructor(
    private readonly front: Front,
    private readonly socket: net.Socket,
    private readonly pages: Pages,
  ) {
    socket.on('data', (chunk: Buffer) => {
      this.unread = this.unread.length === 0 ? chunk : Buffer.concat([this.unread, chunk]);
      void this.next();
    });
    socket.on('error', () => socket.destroy());
    socket.setTimeout(front.keepAliveSeconds * 1000, () => socket.destroy());
  }

  endIfIdle(): void {
    if (!this.busy && this.unread.length === 0 && !this.gone) this.socket.end();
  }

  /** Answers the requests read so far, one at a time, until one is not the front's. */
  private async next(): Promise<void> {
    while (!this.busy && !this.gone && this.unread.length > 0) {
      const reading = readHead(this.unread);
      if (reading.kind === 'incomplete') {
        this.slowHead ??= setTimeout(() => void this.handOff(), SLOW_HEAD_MS);
        return;
      }
      this.clearSlowHead();
      if (reading.kind === 'other' || isApiTarget(reading.head.path) || this.pages.isKnownNotPage(reading.head.path)) {
        return this.handOff();
      }
      this.busy = true;
      const head = reading.head;
      const page = await this.pages.get(head.path, pickEncoding(head.headers['accept-encoding']) ?? 'identity');
      this.busy = false;
      if (this.socket.destroyed) return;
      if (!page) return this.handOff();
      this.unread = this.unread.subarray(head.length);
      const close = !head.keepAlive || this.front.draining;
      this.answer(head, page, close);
      if (close) {
        this.gone = true;
        this.socket.end();
        return;
      }
    }
  }

  private answer(head: RequestHead, page: FrontPage, close: boolean): void {
    const unchanged = notModified(head.headers, { etag: String(page.headers.etag ?? ''), lastModified: String(page.headers['last-modified'] ?? '') });
    const lines = [unchanged ? 'HTTP/1.1 304 Not Modified' : 'HTTP/1.1 200 OK'];
    for (const [name, value] of Object.entries(page.headers)) {
      if (unchanged && NOT_ON_304.has(name)) continue;
      for (const one of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${one}`);
    }
    lines.push(`${REQUEST_ID_HEADER}: ${generateRequestId({ headers: head.headers } as unknown as IncomingMessage)}`);
    if (this.https(head)) lines.push(`strict-transport-security: ${STRICT_TRANSPORT_SECURITY}`);
    if (!unchanged) lines.push(`content-length: ${page.body.length}`);
    lines.push(`date: ${httpDate()}`);
    lines.push(close ? 'connection: close' : `connection: keep-alive\r\nkeep-alive: timeout=${this.front.keepAliveSeconds}`);
    const headBytes = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
    this.socket.write(unchanged || head.method === 'HEAD' ? headBytes : Buffer.concat([headBytes, page.body]));
  }

  /** As Fastify says `request.protocol` (a trusted proxy's last X-Forwarded-Proto): the front serves plain HTTP. */
  private https(head: RequestHead): boolean {
    const proto = head.headers['x-forwarded-proto'];
    if (!proto || !this.front.trusted(this.socket.remoteAddress ?? '', 0)) return false;
    return proto.slice(proto.lastIndexOf(',') + 1).trim() === 'https';
  }

  private clearSlowHead(): void {
    if (this.slowHead) clearTimeout(this.slowHead);
    this.slowHead = null;
  }

  /** The socket, once all the front wrote on it has left, goes to the server with the bytes it has not answered. */
  private async handOff(): Promise<void> {
    if (this.gone) return;
    this.gone = true;
    this.clearSlowHead();
    const socket = this.socket as unknown as { _handle?: { readStop(): number; reading: boolean }; _read(): void };
    const handle = socket._handle;
    if (!handle) return;
    // No byte may be read here from now on: the server reads the rest from the socket itself. The stream would start
    // reading again on its own (it reads ahead while the handle waits its turn to be sent) and those bytes were lost.
    socket._read = () => undefined;
    handle.reading = false;
    handle.readStop();
    this.socket.removeAllListeners('data');
    this.socket.setTimeout(0);
    if (this.socket.writableLength > 0) await new Promise((resolve) => this.socket.once('drain', resolve));
    try {
      await send({ t: 'connection', unread: Buffer.from(this.unread) }, this.socket);
    } catch {
      this.socket.destroy();
    }
    this.front.release(this);
  }
}

const front = new Front();
process.on('message', (message: ToFront) => front.receive(message));
// The server is the front's reason to be: when it goes (a crash, SIGKILL), so does the front, freeing the port and the
// server's stdout. 'disconnect' alone is not enough: it waits for the acknowledgement of a socket being handed over,
// which a killed server never sends (an orphaned front then held the port and its parent's pipes for good).
const parent = process.ppid;
process.on('disconnect', () => process.exit(0));
setInterval(() => {
  if (!process.connected || process.ppid !== parent) process.exit(0);
}, 250);

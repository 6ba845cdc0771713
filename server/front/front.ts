/**
 * The server's side of the page front (./front-process.ts): starts it on the shop's port (the app itself listening on
 * loopback only, for its own callbacks), serves the connections it hands over, gives it pages and tells it when
 * pages change; starts it again if it dies.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import type { Socket } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { TrustProxy } from '../config';
import { FRONT_FILE_HEADER, FRONT_REQUEST_HEADER, type FromFront, type FrontPage, type ToFront } from './protocol';

export interface PageFrontOptions {
  port: number;
  host: string;
  trustProxy: TrustProxy;
  /** The secret the app's static site knows a request from here by (server/http/static-site.ts). */
  token: string;
}

export interface PageFront {
  /** The port the front listens on (the shop's). */
  readonly port: number;
  /** Stops accepting; resolves once its connections are answered (or handed over) and it has exited. */
  drain(): Promise<void>;
}

/** Per-request headers (the front writes its own) and the marker only the front is meant to see. */
const NOT_KEPT = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'x-request-id', 'strict-transport-security', FRONT_FILE_HEADER]);
/** Restarts allowed in a minute before the server gives up and stops (a front that cannot live is a bug to see). */
const RESTARTS_PER_MINUTE = 5;
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

function spawnFront(): ChildProcess {
  // Its own session: Linux's autogroup gives it a CPU share of its own, however busy the server's is.
  const options: SpawnOptions = { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], serialization: 'advanced', detached: true };
  const compiled = path.join(__dirname, 'front-process.js');
  if (fs.existsSync(compiled)) return spawn(process.execPath, ['--enable-source-maps', compiled], options);
  return spawn(process.execPath, ['--require', require.resolve('tsx/cjs'), path.join(__dirname, 'front-process.ts')], options);
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The page at `urlPath` as the app gives it to anyone, or null when the app does not give it as a built page. */
async function pageFor(app: FastifyInstance, token: string, urlPath: string, encoding: string): Promise<FrontPage | null> {
  if (app.drain.draining) return null;
  const response = await app.inject({ method: 'GET', url: urlPath, headers: { [FRONT_REQUEST_HEADER]: token, 'accept-encoding': encoding } });
  const marker = response.headers[FRONT_FILE_HEADER];
  if (response.statusCode !== 200 || typeof marker !== 'string') return null;
  const { file, version } = JSON.parse(marker) as { file: string; version: string };
  const headers: FrontPage['headers'] = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (value === undefined || NOT_KEPT.has(name)) continue;
    headers[name] = Array.isArray(value) ? value : String(value);
  }
  return { headers, body: response.rawPayload, file, version };
}

/**
 * Counted as a connection the app's server accepted, as net.Server counts its own: its close waits for the socket (a
 * request in progress on it is answered before the database closes) and the socket's end uncounts it.
 */
function adopt(app: FastifyInstance, socket: Socket): void {
  const server = app.server as unknown as { _connections: number };
  server._connections += 1;
  Object.assign(socket, { server: app.server, _server: app.server });
}

export async function startPageFront(app: FastifyInstance, options: PageFrontOptions): Promise<PageFront> {
  let child: ChildProcess;
  let draining = false;
  let port = options.port;
  const restarts: number[] = [];
  let exited: Promise<void> = Promise.resolve();

  const tell = (message: ToFront) => {
    if (child.connected) child.send(message, (error) => error && app.log.debug({ err: error }, 'page front: message not delivered'));
  };

  const onMessage = (message: FromFront, handle: unknown) => {
    if (message.t === 'connection') {
      const socket = handle as Socket | undefined;
      // The connection may have closed on its way here.
      if (!socket) return;
      const unread = asBuffer(message.unread);
      if (unread.length > 0) socket.unshift(unread);
      adopt(app, socket);
      app.server.emit('connection', socket);
    } else if (message.t === 'page') {
      pageFor(app, options.token, message.path, message.encoding).then(
        (page) => tell({ t: 'page', id: message.id, page }),
        (error: unknown) => {
          app.log.error({ err: error, path: message.path }, 'page front: the page could not be made');
          tell({ t: 'page', id: message.id, page: null });
        },
      );
    }
  };

  /** Starts a front and resolves with its port once it listens. */
  const launch = () =>
    new Promise<number>((resolve, reject) => {
      child = spawnFront();
      exited = new Promise((done) => child.once('exit', () => done()));
      child.on('message', (message: FromFront, handle: unknown) => {
        if (message.t === 'listening') resolve(message.port);
        else if (message.t === 'failed') reject(new Error(`the page front could not listen on port ${options.port}: ${message.message}`));
        else onMessage(message, handle);
      });
      child.once('error', reject);
      child.once('exit', (code, signal) => {
        reject(new Error(`the page front exited (${signal ?? code}) before it listened`));
        if (!draining) relaunch(`exited (${signal ?? code})`);
      });
      tell({ t: 'start', port, host: options.host, trustProxy: options.trustProxy, keepAliveTimeoutMs: KEEP_ALIVE_TIMEOUT_MS });
    });

  const relaunch = (why: string) => {
    const now = Date.now();
    restarts.push(now);
    while (restarts[0]! < now - 60_000) restarts.shift();
    if (restarts.length > RESTARTS_PER_MINUTE) {
      app.log.fatal(`the page front ${why} ${restarts.length} times in a minute: stopping`);
      process.kill(process.pid, 'SIGTERM');
      return;
    }
    app.log.error(`the page front ${why}: starting it again`);
    launch().catch((error: unknown) => app.log.error({ err: error }, 'the page front could not start again'));
  };

  port = await launch();
  app.siteChanges.on((scope) => tell({ t: 'forget', scope }));

  return {
    get port() {
      return port;
    },
    async drain() {
      draining = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      const drained = new Promise<void>((resolve) => child.on('message', (message: FromFront) => message.t === 'drained' && resolve()));
      tell({ t: 'drain' });
      await Promise.race([drained, exited]);
      if (child.connected) child.disconnect();
      await exited;
    },
  };
}

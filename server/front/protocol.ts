/** What the server and its page front (./front-process.ts) say to each other over the child's IPC channel. */
import type { TrustProxy } from '../config';

export type Encoding = 'br' | 'gzip' | 'identity';

/** A page the server answered for the front: the response as every client gets it, less its per-request headers. */
export interface FrontPage {
  headers: Record<string, string | string[]>;
  body: Buffer;
  /** The file it was made from and its stat (`ino:size:mtimeMs`): the front re-checks it on every request. */
  file: string;
  version: string;
}

export type ToFront =
  | { t: 'start'; port: number; host: string; trustProxy: TrustProxy; keepAliveTimeoutMs: number }
  | { t: 'page'; id: number; page: FrontPage | null }
  /** `products`: product pages only (a catalogue change); `all`: another release or build is served. */
  | { t: 'forget'; scope: 'all' | 'products' }
  | { t: 'drain' };

export type FromFront =
  | { t: 'listening'; port: number }
  | { t: 'failed'; message: string }
  | { t: 'page'; id: number; path: string; encoding: Encoding }
  /** Sent with the connection's socket: the bytes the front read from it and did not answer. */
  | { t: 'connection'; unread: Buffer }
  | { t: 'drained' };

/** The request header that asks the server for a page on the front's behalf, and the reply header that says which. */
export const FRONT_REQUEST_HEADER = 'x-page-front';
export const FRONT_FILE_HEADER = 'x-page-front-file';

/**
 * A failed chunk load (a deploy removed the old hashed files) sends the shopper to the path they were
 * going to, with a full page load. Gatsby does this for webpack's "Loading chunk N failed"; this
 * also covers CSS chunks and named chunk ids, and never loops: the same path reloads once per 10 s.
 */
import { isOffline, probe } from './connectivity';

const GUARD_KEY = 'thuedo:chunk-reload';
const GUARD_MS = 10_000;

export function isChunkLoadError(reason: unknown): boolean {
  if (!reason) return false;
  const error = reason as { name?: unknown; message?: unknown };
  if (error.name === 'ChunkLoadError') return true;
  const text = typeof reason === 'string' ? reason : typeof error.message === 'string' ? error.message : '';
  return /loading (css )?chunk [\w-]* ?failed/i.test(text);
}

export interface ReloadGuardStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Whether to reload `path` now (and remember it), given the last reload recorded in `store`. */
export function shouldReload(path: string, store: ReloadGuardStore | null, now: number = Date.now()): boolean {
  if (!store) return true;
  try {
    const last = JSON.parse(store.getItem(GUARD_KEY) ?? 'null') as { path?: string; at?: number } | null;
    if (last && last.path === path && typeof last.at === 'number' && now - last.at < GUARD_MS) return false;
    store.setItem(GUARD_KEY, JSON.stringify({ path, at: now }));
  } catch {
    // Storage unavailable (private mode): reload anyway.
  }
  return true;
}

let lastPath: string | null = null;

/** Called on every route change (onPreRouteUpdate): the path a failed chunk belongs to. */
export function rememberPath(path: string): void {
  lastPath = path;
}

export function installChunkReload(win: Window = window): void {
  win.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    // Offline, a missing chunk is the network, not a deploy: a reload cannot fetch it either, and it would
    // abort the offline page the service worker is putting together.
    if (!isChunkLoadError(event.reason) || isOffline(win.navigator)) return;
    const target = lastPath ?? win.location.pathname;
    // navigator.onLine can say true with no network (./connectivity): reload only if the server answers.
    void probe(win).then((answers) => {
      if (answers) reloadOnce(win, target);
    });
  });
}

function reloadOnce(win: Window, target: string): void {
  let store: ReloadGuardStore | null = null;
  try {
    store = win.sessionStorage;
  } catch {
    store = null;
  }
  if (shouldReload(target, store)) win.location.assign(target);
}

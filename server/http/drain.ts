/**
 * Graceful drain. While draining, the readiness check answers 503 (a load balancer stops sending), the
 * listening socket closes, idle keep-alive connections are closed, requests already received get their full
 * response, and Fastify answers anything arriving later on an open connection with 503 and `Connection: close`.
 */
import type { FastifyInstance } from 'fastify';
import { setImmediate as nextTurn } from 'node:timers/promises';

export interface DrainState {
  draining: boolean;
  /** Requests received and not yet answered, as `METHOD url`. */
  inFlight(): string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    drain: DrainState;
  }
}

export function registerDrain(app: FastifyInstance): void {
  const open = new Map<string, string>();
  const state: DrainState = { draining: false, inFlight: () => [...open.values()] };
  app.decorate('drain', state);
  app.addHook('onRequest', async (request) => void open.set(request.id, `${request.method} ${request.url}`));
  // Keep-alive would hold a connection open after its last response, and the close would wait for it.
  app.addHook('onSend', async (_request, reply) => {
    if (state.draining) reply.header('connection', 'close');
  });
  app.addHook('onResponse', async (request) => void open.delete(request.id));
  app.addHook('onRequestAbort', async (request) => void open.delete(request.id));
}

/**
 * Drains and closes the app (its onClose hooks stop background work at a safe point), once `handedOver` settles. Bytes the kernel had
 * already delivered when the signal came are read first: closing idle connections in the same turn would
 * reset a connection whose request is still waiting in its socket buffer.
 */
export async function drainApp(app: FastifyInstance, handedOver: Promise<unknown> = Promise.resolve()): Promise<void> {
  app.drain.draining = true;
  // The page front's last connections (server/front/) arrive here before the app stops taking requests.
  await handedOver;
  for (let turn = 0; turn < 3; turn += 1) await nextTurn();
  // A response whose headers went out before the drain (a file still streaming) leaves its connection idle
  // but open: close such connections as they become idle.
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
  }
}

/** What is still open, for the log line of a drain that ran out of time. */
export async function openWork(app: FastifyInstance): Promise<{ requests: string[]; connections: number }> {
  const connections = await new Promise<number>((resolve) => app.server.getConnections((_error, count) => resolve(count ?? 0)));
  return { requests: app.drain.inFlight(), connections };
}

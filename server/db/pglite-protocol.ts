/** Messages between the main thread and the PGlite worker (`pglite-worker.ts`, `pglite-thread.ts`). */

export interface WorkerInit {
  /** The folder holding `pgdata` (the caller holds its lock); null: in memory. */
  dataDir: string | null;
}

export type Request =
  | { id: number; op: 'query'; sql: string; params: unknown[]; rowMode: 'array' | 'object'; rawTypes: number[]; tx?: number }
  | { id: number; op: 'begin'; tx: number }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'unlisten'; channel: string }
  | { id: number; op: 'close' };

export interface SerializedError {
  message: string;
  name: string;
  /** The primitive own properties: PostgreSQL's `code`, `constraint`, `detail`… */
  props: Record<string, string | number | boolean>;
}

export type Reply =
  | { op: 'ready' }
  | { op: 'failed'; error: SerializedError }
  | { op: 'notify'; channel: string }
  | { op: 'result'; id: number; value?: unknown }
  | { op: 'error'; id: number; error: SerializedError };

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error', props: {} };
  const props: SerializedError['props'] = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') props[key] = value;
  }
  return { message: error.message, name: error.name, props };
}

export function deserializeError(serialized: SerializedError): Error {
  const error = Object.assign(new Error(serialized.message), serialized.props);
  error.name = serialized.name;
  return error;
}

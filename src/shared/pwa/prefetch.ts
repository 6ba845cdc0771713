/** The parts of the Network Information API the prefetch decision reads. */
export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

/**
 * True when Gatsby's link prefetching should be skipped: a 2g connection (`slow-2g`, `2g`) or the
 * data-saver setting. Unknown connections (no Network Information API) prefetch.
 */
export function shouldSkipPrefetch(connection: ConnectionInfo | null | undefined): boolean {
  if (!connection) return false;
  if (connection.saveData === true) return true;
  return typeof connection.effectiveType === 'string' && connection.effectiveType.includes('2g');
}

/** The browser's connection, when it exposes one. */
export function currentConnection(): ConnectionInfo | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}

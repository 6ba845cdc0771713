import { ApiError } from './http';

/** A thrown value as text for a module's error state. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The HTTP status of an ApiError, else null. */
export function errorStatus(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}

/** The server's `reason` of an ApiError (e.g. `login-code-required`), else null. */
export function errorReason(error: unknown): string | null {
  return error instanceof ApiError ? error.reason : null;
}

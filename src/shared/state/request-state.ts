/**
 * The storefront's one loading/error pattern, written once: a slice keeps `loading` and `error` for the request it
 * owns (these reducers), and its saga runs `request(…)` (request.ts). Kept apart from the saga half so a slice,
 * which page chunks import too, brings no saga code with it.
 */
export interface RequestState {
  loading: boolean;
  error: string | null;
}

export function requestStarted(state: RequestState): void {
  state.loading = true;
  state.error = null;
}

export function requestSettled(state: RequestState): void {
  state.loading = false;
  state.error = null;
}

export function requestFailed(state: RequestState, message: string): void {
  state.loading = false;
  state.error = message;
}

/** Why a request failed: the server's Vietnamese message and its HTTP status (null for a network error). */
export interface Failure {
  message: string;
  status: number | null;
}


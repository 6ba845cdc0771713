/** The saga half of the loading/error pattern (the slice half: request-state.ts). */
import type { UnknownAction } from '@reduxjs/toolkit';
import { call, put } from 'redux-saga/effects';
import { errorMessage, errorStatus } from '../api/errors';
import { hideLoader, showLoader } from '../loader/slice';
import type { Failure } from './request-state';

type Puts = UnknownAction | readonly UnknownAction[];

export interface RequestOptions<T> {
  /** What to put with the answer (nothing when the caller only needs the call to have worked). */
  loaded?: (value: T) => Puts;
  /** What to put when it failed; the fetch helper has already shown the server's message as a notice. */
  failed: (failure: Failure) => Puts;
  /** Show the page-top loader while the request runs. */
  loader?: boolean;
}

function* putAll(actions: Puts) {
  for (const action of Array.isArray(actions) ? actions : [actions]) yield put(action as UnknownAction);
}

/** Calls `fn(...args)` and puts what `loaded` or `failed` says; returns whether the call succeeded. */
export function* request<Args extends unknown[], T>(
  fn: (...args: Args) => Promise<T> | T,
  args: Args,
  options: RequestOptions<T>,
): Generator<unknown, boolean, unknown> {
  if (options.loader) yield put(showLoader());
  try {
    let value: T;
    try {
      value = (yield call(fn as (...a: unknown[]) => Promise<T>, ...args)) as T;
    } catch (error) {
      yield* putAll(options.failed({ message: errorMessage(error), status: errorStatus(error) }));
      return false;
    }
    if (options.loaded) yield* putAll(options.loaded(value));
    return true;
  } finally {
    if (options.loader) yield put(hideLoader());
  }
}

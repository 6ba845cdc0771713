/**
 * A store middleware that lets analytics (loaded later, in its own chunk) hear what the shopper did: every action,
 * after the reducers ran, with the state before it. Until analytics listens, the last actions wait in a short queue.
 */
import type { Middleware } from '@reduxjs/toolkit';

export type ActionListener = (action: { type: string; payload?: unknown }, before: unknown, after: unknown) => void;

const QUEUE_MAX = 50;
let listener: ActionListener | null = null;
const queue: Array<Parameters<ActionListener>> = [];

export const actionTap: Middleware = (api) => (next) => (action) => {
  const before = api.getState();
  const result = next(action);
  const heard: Parameters<ActionListener> = [action as { type: string }, before, api.getState()];
  if (listener) listener(...heard);
  else if (typeof window !== 'undefined' && queue.push(heard) > QUEUE_MAX) queue.shift();
  return result;
};

export function listenToActions(next: ActionListener): void {
  listener = next;
  queue.splice(0).forEach((heard) => next(...heard));
}

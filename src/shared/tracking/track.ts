/**
 * The way every screen reaches analytics: its code (./analytics.ts, with the e-commerce builders and web-vitals)
 * loads in its own chunk on first use, so no page's first load carries it and nothing waits for it.
 */
import { nextTask } from '../schedule';
import type * as AnalyticsModule from './analytics';

type Analytics = typeof AnalyticsModule;

/** In a task of its own: calls come from effects that run together after a page hydrates, and loading the chunk is not free. */
export function track(use: (analytics: Analytics) => void): void {
  if (typeof window === 'undefined') return;
  nextTask()
    .then(() => import('./analytics'))
    .then(use, () => undefined);
}

/** After the first render, when the main thread is idle: start listening (store actions, taps, web vitals). */
export function startAnalyticsWhenIdle(): void {
  const start = () => track((analytics) => analytics.startAnalytics());
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 3000 });
  else setTimeout(start, 1);
}

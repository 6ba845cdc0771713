/**
 * Core Web Vitals (LCP, CLS) to the tag manager's dataLayer with PerformanceObserver: each metric is
 * pushed as `{ event: 'web-vitals', name, value }` at most once per 3000 ms (the latest value wins),
 * and flushed at once when the page is hidden. Starts after the first render, never blocks it.
 */
import { WEB_VITALS_DEBOUNCE_MS } from '../ui/constants';
import { pushEvent } from './data-layer';

export type VitalName = 'LCP' | 'CLS';

export interface VitalEvent {
  event: 'web-vitals';
  name: VitalName;
  value: number;
}

type Push = (event: VitalEvent) => void;

/**
 * Throttled reporting per metric: the first value is scheduled, later values within the window only
 * replace it, one push when the 3000 ms elapse; `flush()` pushes pending values now.
 */
export function createVitalsReporter(push: Push, waitMs: number = WEB_VITALS_DEBOUNCE_MS) {
  const pending = new Map<VitalName, number>();
  const timers = new Map<VitalName, ReturnType<typeof setTimeout>>();
  const send = (name: VitalName) => {
    const timer = timers.get(name);
    if (timer) clearTimeout(timer);
    timers.delete(name);
    const value = pending.get(name);
    if (value === undefined) return;
    pending.delete(name);
    push({ event: 'web-vitals', name, value });
  };
  return {
    report(name: VitalName, value: number) {
      pending.set(name, value);
      if (!timers.has(name)) timers.set(name, setTimeout(() => send(name), waitMs));
    },
    flush() {
      for (const name of [...pending.keys()]) send(name);
    },
  };
}

interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
}

/** CLS as web-vitals defines it: the largest session window (gaps < 1 s, windows ≤ 5 s) of shifts without input. */
export function createClsAccumulator() {
  let sessionValue = 0;
  let sessionStart = 0;
  let lastTime = 0;
  let largest = 0;
  return {
    add(entry: { value: number; startTime: number; hadRecentInput: boolean }): number {
      if (entry.hadRecentInput) return largest;
      if (sessionValue > 0 && entry.startTime - lastTime < 1000 && entry.startTime - sessionStart < 5000) {
        sessionValue += entry.value;
      } else {
        sessionValue = entry.value;
        sessionStart = entry.startTime;
      }
      lastTime = entry.startTime;
      largest = Math.max(largest, sessionValue);
      return largest;
    },
  };
}

function observe(type: string, callback: (entries: PerformanceEntry[]) => void): PerformanceObserver | null {
  try {
    if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return null;
    const observer = new PerformanceObserver((list) => callback(list.getEntries()));
    observer.observe({ type, buffered: true });
    return observer;
  } catch {
    return null;
  }
}

let started = false;

/** Start observing LCP and CLS once per page load (onInitialClientRender). */
export function startWebVitals(push: Push = (event) => pushEvent({ ...event }), waitMs: number = WEB_VITALS_DEBOUNCE_MS): () => void {
  if (started || typeof window === 'undefined' || typeof PerformanceObserver === 'undefined') return () => undefined;
  started = true;
  const reporter = createVitalsReporter(push, waitMs);
  const cls = createClsAccumulator();
  const observers = [
    observe('largest-contentful-paint', (entries) => {
      const last = entries[entries.length - 1];
      if (last) reporter.report('LCP', Math.round(last.startTime));
    }),
    observe('layout-shift', (entries) => {
      let value = 0;
      for (const entry of entries as LayoutShiftEntry[]) value = cls.add(entry);
      reporter.report('CLS', Math.round(value * 10_000) / 10_000);
    }),
  ];
  const onHidden = () => {
    if (document.visibilityState === 'hidden') reporter.flush();
  };
  document.addEventListener('visibilitychange', onHidden);
  return () => {
    document.removeEventListener('visibilitychange', onHidden);
    observers.forEach((observer) => observer?.disconnect());
    reporter.flush();
    started = false;
  };
}

/** Tests only. */
export function resetWebVitalsForTests(): void {
  started = false;
}

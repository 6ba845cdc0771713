/**
 * Core Web Vitals with Google's `web-vitals` package (attribution build) into the tag manager's dataLayer:
 * `{ event: 'web-vitals', name, value, rating, id, navigationType, attribution }`. LCP and CLS change as the page
 * lives: each is pushed at most once per 3000 ms with its latest value (spec) and flushed when the page is hidden;
 * INP, FCP and TTFB are pushed as the package reports them. Loaded with analytics, after the first render.
 */
import type { CLSMetricWithAttribution, FCPMetricWithAttribution, INPMetricWithAttribution, LCPMetricWithAttribution, TTFBMetricWithAttribution } from 'web-vitals/attribution';
import { WEB_VITALS_DEBOUNCE_MS } from '../ui/constants';
import { pushEvent } from './data-layer';

export type VitalName = 'LCP' | 'CLS' | 'INP' | 'FCP' | 'TTFB';

export interface VitalEvent {
  event: 'web-vitals';
  name: VitalName;
  value: number;
  rating?: string;
  id?: string;
  navigationType?: string;
  /** The few attribution fields that say why (element selectors and timings; nothing the shopper typed). */
  attribution?: Record<string, string | number | undefined>;
}

type Push = (event: VitalEvent) => void;
type Metric = LCPMetricWithAttribution | CLSMetricWithAttribution | INPMetricWithAttribution | FCPMetricWithAttribution | TTFBMetricWithAttribution;

/**
 * Throttled reporting per metric: the first value is scheduled, later values within the window only
 * replace it, one push when the 3000 ms elapse; `flush()` pushes pending values now.
 */
export function createVitalsReporter(push: Push, waitMs: number = WEB_VITALS_DEBOUNCE_MS) {
  const pending = new Map<VitalName, VitalEvent>();
  const timers = new Map<VitalName, ReturnType<typeof setTimeout>>();
  const send = (name: VitalName) => {
    const timer = timers.get(name);
    if (timer) clearTimeout(timer);
    timers.delete(name);
    const event = pending.get(name);
    if (!event) return;
    pending.delete(name);
    push(event);
  };
  return {
    report(name: VitalName, value: number, detail: Omit<VitalEvent, 'event' | 'name' | 'value'> = {}) {
      pending.set(name, { event: 'web-vitals', name, value, ...detail });
      if (!timers.has(name)) timers.set(name, setTimeout(() => send(name), waitMs));
    },
    flush() {
      for (const name of [...pending.keys()]) send(name);
    },
  };
}

/** The attribution fields worth a marketer's dashboard, per metric. */
export function attributionOf(metric: Metric): Record<string, string | number | undefined> {
  switch (metric.name) {
    case 'LCP':
      return {
        target: metric.attribution.target,
        timeToFirstByte: metric.attribution.timeToFirstByte,
        resourceLoadDelay: metric.attribution.resourceLoadDelay,
        resourceLoadDuration: metric.attribution.resourceLoadDuration,
        elementRenderDelay: metric.attribution.elementRenderDelay,
      };
    case 'CLS':
      return { largestShiftTarget: metric.attribution.largestShiftTarget, largestShiftTime: metric.attribution.largestShiftTime, loadState: metric.attribution.loadState };
    case 'INP':
      return {
        interactionTarget: metric.attribution.interactionTarget,
        interactionType: metric.attribution.interactionType,
        inputDelay: metric.attribution.inputDelay,
        processingDuration: metric.attribution.processingDuration,
        presentationDelay: metric.attribution.presentationDelay,
      };
    case 'FCP':
      return { timeToFirstByte: metric.attribution.timeToFirstByte, firstByteToFCP: metric.attribution.firstByteToFCP };
    case 'TTFB':
      return { waitingDuration: metric.attribution.waitingDuration, dnsDuration: metric.attribution.dnsDuration, connectionDuration: metric.attribution.connectionDuration, requestDuration: metric.attribution.requestDuration };
  }
}

/** Milliseconds rounded; CLS (unitless) to four decimals. */
export const vitalValue = (metric: Pick<Metric, 'name' | 'value'>): number =>
  metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value);

let started = false;

/** Start reporting once per page load. */
export function startWebVitals(push: Push = (event) => pushEvent({ ...event }), waitMs: number = WEB_VITALS_DEBOUNCE_MS): () => void {
  if (started || typeof window === 'undefined') return () => undefined;
  started = true;
  const reporter = createVitalsReporter(push, waitMs);
  const detail = (metric: Metric) => ({ rating: metric.rating, id: metric.id, navigationType: metric.navigationType, attribution: attributionOf(metric) });
  const throttled = (metric: Metric) => reporter.report(metric.name, vitalValue(metric), detail(metric));
  const direct = (metric: Metric) => push({ event: 'web-vitals', name: metric.name, value: vitalValue(metric), ...detail(metric) });
  import('web-vitals/attribution').then(({ onLCP, onCLS, onINP, onFCP, onTTFB }) => {
    onLCP(throttled, { reportAllChanges: true });
    onCLS(throttled, { reportAllChanges: true });
    onINP(direct);
    onFCP(direct);
    onTTFB(direct);
  }, () => undefined);
  const onHidden = () => {
    if (document.visibilityState === 'hidden') reporter.flush();
  };
  document.addEventListener('visibilitychange', onHidden);
  return () => {
    document.removeEventListener('visibilitychange', onHidden);
    reporter.flush();
    started = false;
  };
}

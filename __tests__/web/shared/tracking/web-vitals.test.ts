import { attributionOf, createVitalsReporter, vitalValue, type VitalEvent } from '../../../../src/shared/tracking/web-vitals';

describe('web-vitals reporting', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('pushes each metric at most once per 3000 ms, with its latest value', () => {
    const pushed: VitalEvent[] = [];
    const reporter = createVitalsReporter((event) => pushed.push(event));
    reporter.report('LCP', 1200);
    reporter.report('LCP', 1800);
    reporter.report('CLS', 0.01);
    jest.advanceTimersByTime(2999);
    expect(pushed).toEqual([]);
    reporter.report('CLS', 0.04);
    jest.advanceTimersByTime(1);
    expect(pushed).toEqual([
      { event: 'web-vitals', name: 'LCP', value: 1800 },
      { event: 'web-vitals', name: 'CLS', value: 0.04 },
    ]);
    reporter.report('LCP', 2100);
    jest.advanceTimersByTime(2000);
    expect(pushed).toHaveLength(2);
    jest.advanceTimersByTime(1000);
    expect(pushed[2]).toEqual({ event: 'web-vitals', name: 'LCP', value: 2100 });
  });

  it('flushes pending values at once (page hidden) and not again later', () => {
    const pushed: VitalEvent[] = [];
    const reporter = createVitalsReporter((event) => pushed.push(event));
    reporter.report('CLS', 0.12);
    reporter.flush();
    expect(pushed).toEqual([{ event: 'web-vitals', name: 'CLS', value: 0.12 }]);
    jest.advanceTimersByTime(5000);
    expect(pushed).toHaveLength(1);
  });

  it('keeps the detail of the latest value (rating, id, attribution)', () => {
    const pushed: VitalEvent[] = [];
    const reporter = createVitalsReporter((event) => pushed.push(event));
    reporter.report('LCP', 1200, { rating: 'good', id: 'v5-1' });
    reporter.report('LCP', 2600, { rating: 'needs-improvement', id: 'v5-1', attribution: { target: 'img.hero' } });
    reporter.flush();
    expect(pushed).toEqual([{ event: 'web-vitals', name: 'LCP', value: 2600, rating: 'needs-improvement', id: 'v5-1', attribution: { target: 'img.hero' } }]);
  });

  it('rounds milliseconds, keeps CLS to four decimals, and picks a few attribution fields per metric', () => {
    expect(vitalValue({ name: 'INP', value: 183.6 })).toBe(184);
    expect(vitalValue({ name: 'CLS', value: 0.123456 })).toBe(0.1235);
    const inp = { name: 'INP', attribution: { interactionTarget: 'button.add', interactionType: 'pointer', inputDelay: 12, processingDuration: 80, presentationDelay: 30, processedEventEntries: [] } };
    expect(attributionOf(inp as never)).toEqual({ interactionTarget: 'button.add', interactionType: 'pointer', inputDelay: 12, processingDuration: 80, presentationDelay: 30 });
    const cls = { name: 'CLS', attribution: { largestShiftTarget: 'main>div', largestShiftTime: 900, loadState: 'complete', largestShiftEntry: {} } };
    expect(attributionOf(cls as never)).toEqual({ largestShiftTarget: 'main>div', largestShiftTime: 900, loadState: 'complete' });
  });
});

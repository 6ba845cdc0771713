import { createClsAccumulator, createVitalsReporter, type VitalEvent } from '../../src/shared/tracking/web-vitals';

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

  it('accumulates CLS per session window and ignores shifts after input', () => {
    const cls = createClsAccumulator();
    expect(cls.add({ value: 0.05, startTime: 100, hadRecentInput: false })).toBeCloseTo(0.05);
    expect(cls.add({ value: 0.05, startTime: 600, hadRecentInput: false })).toBeCloseTo(0.1);
    expect(cls.add({ value: 0.5, startTime: 700, hadRecentInput: true })).toBeCloseTo(0.1);
    // A gap over 1 s starts a new window; the largest window is reported.
    expect(cls.add({ value: 0.02, startTime: 3000, hadRecentInput: false })).toBeCloseTo(0.1);
  });
});

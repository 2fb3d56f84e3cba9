import { TRACING_SAMPLE_RATE, performanceRequestSchema } from '@casino/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageLoadTrace, tracePageLoad } from './page-trace';
import { isTracedLoad } from './trace-sample';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('tracing page loads', () => {
  it('CONST-31 ERR-12 traces one page load in twenty (sample rate 0.05)', () => {
    expect(TRACING_SAMPLE_RATE).toBe(0.05);
    expect(isTracedLoad(() => 0)).toBe(true);
    expect(isTracedLoad(() => 0.0499)).toBe(true);
    expect(isTracedLoad(() => 0.05)).toBe(false);
    expect(isTracedLoad(() => 0.9)).toBe(false);
    // Over many loads, about 5 % are traced.
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const traced = Array.from({ length: 20_000 }, () => isTracedLoad(random)).filter(Boolean).length;
    expect(traced / 20_000).toBeGreaterThan(0.045);
    expect(traced / 20_000).toBeLessThan(0.055);
  });

  it('ERR-12 API-084 a traced load sends its duration and path to PUT /performance, in the shape the server takes', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('document', { readyState: 'complete' });
    vi.stubGlobal('location', { pathname: '/de/tournaments' });
    vi.stubGlobal('performance', { getEntriesByType: () => [{ startTime: 0, loadEventEnd: 1234.6 }] });
    tracePageLoad();
    await vi.runAllTimersAsync();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/performance');
    expect(init.method).toBe('PUT');
    const body = performanceRequestSchema.parse(JSON.parse(String(init.body)));
    expect(body).toEqual({ name: 'page.load', duration_ms: 1235, path: '/de/tournaments' });
  });

  it('ERR-12 sends nothing before the load event has ended', () => {
    expect(pageLoadTrace(undefined, '/')).toBeNull();
    expect(pageLoadTrace({ startTime: 0, loadEventEnd: 0 }, '/')).toBeNull();
  });
});

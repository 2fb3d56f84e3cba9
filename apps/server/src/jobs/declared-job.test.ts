import { describe, expect, it } from 'vitest';
import { declareJob, queueOptionsOf, slotOf } from './declared-job';
import { errorMessageOf } from './job-store';

const noop = async () => undefined;

describe('declared jobs', () => {
  it('a period is whole seconds; retries and polling default to 3 attempts, 5 s, and once per period within 1-10 s', () => {
    expect(() => declareJob('half', 500, noop, {})).toThrow(RangeError);
    expect(() => declareJob('odd', 1500, noop, {})).toThrow(RangeError);
    expect(declareJob('sweep', 1000, noop, {}).options).toEqual({
      retryLimit: 3,
      retryDelaySeconds: 5,
      pollingIntervalSeconds: 1,
    });
    expect(declareJob('hourly', 3_600_000, noop, {}).options.pollingIntervalSeconds).toBe(10);
    expect(declareJob('hourly', 3_600_000, noop, { pollingIntervalSeconds: 1, retryLimit: 0 }).options).toMatchObject({
      pollingIntervalSeconds: 1,
      retryLimit: 0,
    });
  });

  it('a run is taken for lost after ten periods, at least a minute and at most a quarter of an hour', () => {
    const expiry = (everyMs: number) => queueOptionsOf(declareJob('job', everyMs, noop, {})).expireInSeconds;
    expect([1000, 30_000, 3_600_000].map(expiry)).toEqual([60, 300, 900]);
  });

  it('every process offering a job within one period offers the same slot', () => {
    expect(slotOf(59_999, 60_000)).toBe(slotOf(0, 60_000));
    expect(slotOf(60_000, 60_000)).toBe(1);
  });

  it("a failed run's error is its message, from either form pg-boss stores", () => {
    expect(errorMessageOf(JSON.stringify({ name: 'Error', message: 'smtp down', stack: '...' }))).toBe('smtp down');
    expect(errorMessageOf({ value: { message: 'job timed out' } })).toBe('job timed out');
    expect(errorMessageOf({ other: 1 })).toBe('{"other":1}');
  });
});

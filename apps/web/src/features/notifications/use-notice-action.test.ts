import type { NotificationAction } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { runNoticeAction, type NoticeActionState } from './use-notice-action';

const action: NotificationAction = {
  title: 'Confirm new limit',
  method: 'POST',
  path: '/api/user_limits/confirm',
  body: { token: 'abc' },
};

/** A request the test settles by hand, so the state while it runs can be read. */
function pending() {
  const calls: unknown[] = [];
  let settle: { resolve: (v: unknown) => void; reject: (e: unknown) => void } = { resolve: () => {}, reject: () => {} };
  const request = (config: unknown) => {
    calls.push(config);
    return new Promise((resolve, reject) => {
      settle = { resolve, reject };
    });
  };
  return { calls, request, settle: () => settle };
}

describe('a notice action', () => {
  it('NOTIF-08 waits while its request runs and stops waiting when it succeeds', async () => {
    const states: NoticeActionState[] = [];
    const fake = pending();
    const running = runNoticeAction(action, fake.request, (s) => states.push(s));
    expect(states).toEqual([{ waiting: true, failed: false }]);
    expect(fake.calls).toEqual([{ method: 'POST', url: '/api/user_limits/confirm', data: { token: 'abc' } }]);
    fake.settle().resolve({ status: 200 });
    expect(await running).toBe(true);
    expect(states.at(-1)).toEqual({ waiting: false, failed: false });
  });

  it('NOTIF-08 a failed request resets the waiting flag, marks the failure, and a retry waits again', async () => {
    const states: NoticeActionState[] = [];
    const fake = pending();
    const first = runNoticeAction(action, fake.request, (s) => states.push(s));
    fake.settle().reject(Object.assign(new Error('Request failed with status code 422'), { status: 422 }));
    expect(await first).toBe(false);
    expect(states).toEqual([
      { waiting: true, failed: false },
      { waiting: false, failed: true },
    ]);
    const retry = runNoticeAction(action, fake.request, (s) => states.push(s));
    expect(states.at(-1)).toEqual({ waiting: true, failed: false });
    fake.settle().resolve({ status: 200 });
    expect(await retry).toBe(true);
    expect(fake.calls).toHaveLength(2);
  });

  it('NOTIF-08 an action without a body sends an empty one', async () => {
    const calls: unknown[] = [];
    await runNoticeAction(
      { ...action, method: 'DELETE', body: undefined },
      async (c) => calls.push(c),
      () => {},
    );
    expect(calls).toEqual([{ method: 'DELETE', url: '/api/user_limits/confirm', data: {} }]);
  });
});

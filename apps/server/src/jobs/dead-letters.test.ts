import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadLetterRetrySchema, deadLettersSchema, type DeadLetters, type StaffRole } from '@casino/contracts';
import { OUTBOX_MAX_ATTEMPTS } from '../events/outbox';
import { ACCOUNT_ENV, call } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { bodyOf, errorOf, fieldErrorsOf } from '../test/http';
import { signedInStaff } from '../test/staff';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
}, 180_000);
afterAll(async () => {
  await app?.close();
}, 60_000);

const HOUR = 60 * 60 * 1000;
const staff = async (role: StaffRole = 'support_lead') => (await signedInStaff(app, role)).headers;
const deadLetters = async (headers: Record<string, string>): Promise<DeadLetters> => {
  const res = await call(app, 'GET', '/api/staff/dead_letters', { headers });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return bodyOf(res, deadLettersSchema);
};

/** Waits (real time: the queue runs on the database's clock) until `done` holds. */
async function until(done: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('dead letters for staff (/api/staff/dead_letters)', () => {
  it('ROLE-11 answers 401 without a staff session and 403 to roles other than support_lead and config_admin', async () => {
    expect((await call(app, 'GET', '/api/staff/dead_letters')).statusCode).toBe(401);
    expect((await call(app, 'POST', '/api/staff/dead_letters/events/1/retry')).statusCode).toBe(401);
    for (const role of ['support_agent', 'vip_manager', 'kyc_agent'] as const) {
      const headers = await staff(role);
      expect((await call(app, 'GET', '/api/staff/dead_letters', { headers })).statusCode, role).toBe(403);
      expect((await call(app, 'POST', '/api/staff/dead_letters/events/1/retry', { headers })).statusCode, role).toBe(403);
      const job = '/api/staff/dead_letters/jobs/9b2f4c1e-1d2a-4a7e-9a55-0e6f5c1d2b3a/retry';
      expect((await call(app, 'POST', job, { headers })).statusCode, role).toBe(403);
    }
    for (const role of ['support_lead', 'config_admin'] as const) await deadLetters(await staff(role));
  });

  it('refuses a malformed id with 422 and an unknown one with 404, changing nothing', async () => {
    const headers = await staff('config_admin');
    const before = await deadLetters(headers);
    const badEvent = await call(app, 'POST', '/api/staff/dead_letters/events/abc/retry', { headers });
    expect(badEvent.statusCode).toBe(422);
    expect(Object.keys(fieldErrorsOf(badEvent))).toEqual(['id']);
    const badJob = await call(app, 'POST', '/api/staff/dead_letters/jobs/not-a-uuid/retry', { headers });
    expect(badJob.statusCode).toBe(422);
    const noEvent = await call(app, 'POST', '/api/staff/dead_letters/events/999999999/retry', { headers });
    expect(noEvent.statusCode).toBe(404);
    expect(errorOf(noEvent)).toBe('No dead event has this id.');
    const noJob = await call(app, 'POST', '/api/staff/dead_letters/jobs/9b2f4c1e-1d2a-4a7e-9a55-0e6f5c1d2b3a/retry', { headers });
    expect(noJob.statusCode).toBe(404);
    expect(await deadLetters(headers)).toEqual(before);
  });

  it('an event whose handler always fails ends dead and listed with its last error (no payload), then a retry delivers it once', async () => {
    let smtpUp = false;
    const delivered: unknown[] = [];
    app.services.outbox.subscribe('test.mail-to-send', (event) => {
      if (!smtpUp) throw new Error('connect ECONNREFUSED smtp.example:465');
      delivered.push(event.payload);
    });
    await app.services.outbox.publish(app.db, { type: 'test.mail-to-send', playerId: null, payload: { token: 'secret-link' } });
    for (let attempt = 0; attempt < OUTBOX_MAX_ATTEMPTS; attempt++) {
      await app.services.outbox.drain();
      app.clock.advance(HOUR);
    }
    // Still dead a day later: nothing retries it behind staff's back.
    app.clock.advance(24 * HOUR);
    await app.services.outbox.drain();
    expect(delivered).toEqual([]);
    // Signed in after the hours the clock moved.
    const headers = await staff();
    const { events } = await deadLetters(headers);
    const dead = events.find((e) => e.type === 'test.mail-to-send');
    expect(dead).toMatchObject({
      attempts: OUTBOX_MAX_ATTEMPTS,
      last_error: 'Error: connect ECONNREFUSED smtp.example:465',
      player_id: null,
    });
    expect(JSON.stringify(events)).not.toContain('secret-link');

    smtpUp = true;
    const retried = await call(app, 'POST', `/api/staff/dead_letters/events/${dead?.id}/retry`, { headers });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(bodyOf(retried, deadLetterRetrySchema)).toEqual({ retried: true });
    await app.services.outbox.drain();
    expect(delivered).toEqual([{ token: 'secret-link' }]);
    expect((await deadLetters(headers)).events.map((e) => e.id)).not.toContain(dead?.id);
    // A second retry of the same event finds nothing dead: it is not sent twice.
    expect((await call(app, 'POST', `/api/staff/dead_letters/events/${dead?.id}/retry`, { headers })).statusCode).toBe(404);
    await app.services.outbox.drain();
    expect(delivered).toHaveLength(1);
  });

  it('a scheduled job that always fails is retried with growing delays, then listed as failed; a staff retry runs it again and it succeeds', async () => {
    const headers = await staff('config_admin');
    const attemptsAt: number[] = [];
    let fixed = false;
    let succeeded = 0;
    app.services.jobs.every(
      'test-always-fails',
      3600 * 1000,
      async () => {
        if (fixed) {
          succeeded += 1;
          return;
        }
        attemptsAt.push(Date.now());
        throw new Error('provider lookup timed out');
      },
      // Polled every second, so the waits measured below are the queue's backoff, not its polling.
      { retryLimit: 2, retryDelaySeconds: 2, pollingIntervalSeconds: 1 },
    );
    await app.services.jobs.start();
    await until(async () => (await deadLetters(headers)).jobs.some((j) => j.name === 'test-always-fails'), 45_000);
    expect(attemptsAt).toHaveLength(3);
    const [first = 0, second = 0, third = 0] = attemptsAt;
    // Backoff: the first retry waits 2-4 s, the second 4-8 s (plus up to 1 s of polling each);
    // without backoff the second would wait at most 3 s.
    expect(second - first).toBeGreaterThanOrEqual(1900);
    expect(third - second).toBeGreaterThanOrEqual(3900);
    const { jobs } = await deadLetters(headers);
    const failed = jobs.find((j) => j.name === 'test-always-fails');
    expect(failed).toMatchObject({ attempts: 3, last_error: 'provider lookup timed out' });

    fixed = true;
    const retried = await call(app, 'POST', `/api/staff/dead_letters/jobs/${failed?.id}/retry`, { headers });
    expect(retried.statusCode, retried.body).toBe(200);
    await until(async () => succeeded === 1);
    await until(async () => !(await deadLetters(headers)).jobs.some((j) => j.id === failed?.id));
    expect((await call(app, 'POST', `/api/staff/dead_letters/jobs/${failed?.id}/retry`, { headers })).statusCode).toBe(404);
    expect(succeeded).toBe(1);
  }, 90_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemStatusSchema, type SystemStatus } from '@casino/contracts';
import { OUTBOX_MAX_ATTEMPTS } from '../events/outbox';
import { SCHEDULED_JOBS } from '../jobs/schedule';
import { findStaffActions } from '../staff';
import { ACCOUNT_ENV, call } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { bodyOf } from '../test/http';
import { signedInStaff } from '../test/staff';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
}, 180_000);
afterAll(async () => {
  await app?.close();
}, 60_000);

const HOUR = 60 * 60 * 1000;

async function systemStatus(headers: Record<string, string>): Promise<SystemStatus> {
  const res = await call(app, 'GET', '/api/staff/system', { headers });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return bodyOf(res, systemStatusSchema);
}

describe('the system page (/api/staff/system)', () => {
  it('ROLE-11 shows the health of the database and Redis and every scheduled job, to operations roles only', async () => {
    const { headers } = await signedInStaff(app, 'config_admin');
    const status = await systemStatus(headers);
    expect(status.health).toEqual({ database: 'ok', redis: 'not configured' });
    expect(status.jobs.map((j) => j.name).sort()).toEqual(Object.values(SCHEDULED_JOBS).sort());
    const finance = await signedInStaff(app, 'finance_viewer');
    expect((await call(app, 'GET', '/api/staff/system', { headers: finance.headers })).statusCode).toBe(403);
    expect((await call(app, 'GET', '/api/staff/system')).statusCode).toBe(401);
  });

  it('ROLE-11 lists a pending and then failed event with its error; its retry is audited and delivers it once', async () => {
    let up = false;
    const delivered: unknown[] = [];
    app.services.outbox.subscribe('test.report-mail', (event) => {
      if (!up) throw new Error('connect ECONNREFUSED smtp.example:465');
      delivered.push(event.payload);
    });
    await app.services.outbox.publish(app.db, {
      type: 'test.report-mail',
      playerId: null,
      payload: { to: 'ops@casino.example' },
    });
    await app.services.outbox.drain();
    const early = await systemStatus((await signedInStaff(app, 'support_lead')).headers);
    expect(early.outbox.pending).toBeGreaterThanOrEqual(1);
    expect(early.outbox.events.find((e) => e.type === 'test.report-mail')).toMatchObject({
      attempts: 1,
      last_error: 'Error: connect ECONNREFUSED smtp.example:465',
      dead_at: null,
    });
    for (let attempt = 1; attempt < OUTBOX_MAX_ATTEMPTS; attempt++) {
      app.clock.advance(HOUR);
      await app.services.outbox.drain();
    }
    const lead = await signedInStaff(app, 'support_lead');
    const failed = (await systemStatus(lead.headers)).outbox.events.find((e) => e.type === 'test.report-mail');
    expect(failed?.dead_at).not.toBeNull();

    up = true;
    const retried = await call(app, 'POST', `/api/staff/dead_letters/events/${failed?.id}/retry`, { headers: lead.headers });
    expect(retried.statusCode, retried.body).toBe(200);
    await app.services.outbox.drain();
    expect(delivered).toEqual([{ to: 'ops@casino.example' }]);
    expect((await systemStatus(lead.headers)).outbox.events.map((e) => e.id)).not.toContain(failed?.id);
    const audit = await findStaffActions(app.db, { subjectKind: 'domain_event', subjectId: String(failed?.id), limit: 10 });
    expect(audit).toEqual([expect.objectContaining({ action: 'domain_event.retry', role: 'support_lead', reason: null })]);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { findStaffActions, recordStaffAction } from './audit';
import { staffAuditLog, staffUsers } from './tables';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function promotionsManager() {
  const [row] = await app.db
    .insert(staffUsers)
    .values({
      email: 'pia@staff.example.com',
      name: 'Pia',
      role: 'promotions_manager',
      passwordHash: 'x',
      createdAt: app.clock.now(),
    })
    .returning();
  if (!row) throw new Error('staff insert returned nothing');
  const staff = { id: row.id, email: row.email, name: row.name, role: row.role, queues: [] };
  return { id: 1, staff };
}

describe('the staff audit log', () => {
  it('ROLE-11 records who did what to which subject, before and after, in the caller transaction, and refuses any rewrite', async () => {
    const actor = await promotionsManager();
    const at = app.clock.now();
    await app.db.transaction(async (tx) => {
      await recordStaffAction(tx, {
        actor,
        action: 'gift_template.update',
        subjectKind: 'gift_template',
        subjectId: 7,
        before: { amount: 100 },
        after: { amount: 200 },
        reason: 'summer campaign',
        ip: '203.0.113.9',
        at,
      });
    });
    // A change that rolls back leaves no entry either.
    await expect(
      app.db.transaction(async (tx) => {
        await recordStaffAction(tx, { actor, action: 'gift.cancel', subjectKind: 'gift', subjectId: 9, playerId: 5, at });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    const found = await findStaffActions(app.db, { staffId: actor.staff.id, limit: 10 });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      role: 'promotions_manager',
      action: 'gift_template.update',
      subjectId: '7',
      before: { amount: 100 },
      after: { amount: 200 },
      reason: 'summer campaign',
      ip: '203.0.113.9',
    });
    await expect(app.db.update(staffAuditLog).set({ reason: 'rewritten' })).rejects.toThrow();
    await expect(app.db.delete(staffAuditLog)).rejects.toThrow();
    await expect(app.db.execute(sql`truncate staff_audit_log`)).rejects.toThrow();
    expect(await findStaffActions(app.db, { subjectKind: 'gift_template', subjectId: '7', limit: 10 })).toHaveLength(1);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { isActiveStaffOfRole, staffNamesOf } from './lookups';
import { staffUsers } from './tables';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function staffMember(name: string, role: 'vip_manager' | 'support_agent'): Promise<number> {
  const [row] = await app.db
    .insert(staffUsers)
    .values({ email: `${name}@staff.example.com`, name, role, passwordHash: 'x', createdAt: app.clock.now() })
    .returning({ id: staffUsers.id });
  if (!row) throw new Error('staff insert returned nothing');
  return row.id;
}

describe('staff lookups other domains ask', () => {
  it('answers the names of staff accounts by id', async () => {
    const ann = await staffMember('Ann', 'support_agent');
    const bob = await staffMember('Bob', 'vip_manager');
    const names = await staffNamesOf(app.db, [ann, bob, Number.MAX_SAFE_INTEGER]);
    expect([...names.entries()].sort(([a], [b]) => a - b)).toEqual([
      [ann, 'Ann'],
      [bob, 'Bob'],
    ]);
  });

  it('tells whether an account has a role and is not disabled', async () => {
    const manager = await staffMember('Mia', 'vip_manager');
    expect(await isActiveStaffOfRole(app.db, manager, 'vip_manager')).toBe(true);
    expect(await isActiveStaffOfRole(app.db, manager, 'support_agent')).toBe(false);
    await app.db.update(staffUsers).set({ disabledAt: app.clock.now() }).where(eq(staffUsers.id, manager));
    expect(await isActiveStaffOfRole(app.db, manager, 'vip_manager')).toBe(false);
  });
});

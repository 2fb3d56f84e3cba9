import {
  configDocumentSchema,
  wheelAdminSchema,
  wheelConfigSchema,
  wheelConfigSegmentsOf,
  wheelConfigSegmentsSchema,
  wheelDepositConfigSchema,
  wheelViewSchema,
  type WheelSegment,
  type WheelSegmentSet,
} from '@casino/contracts';
import { desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lootBoxes, playerGroups, staffAuditLog, wheels } from '../db/schema';
import { seededRng } from '../platform/rng';
import { ACCOUNT_ENV, call, register } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { bodyOf, fieldErrorsOf } from '../test/http';
import { signedInStaff } from '../test/staff';
import { segmentsFor } from './wheel-store';
import { drawSegment, totalWeight } from './wheel-rules';

type WheelRow = typeof wheels.$inferSelect;

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
}, 180_000);
afterAll(async () => {
  await app?.close();
});

let serial = 0;
async function player(groups: number[] = []) {
  serial += 1;
  const registered = await register(app, `wheel-groups-${serial}@example.com`);
  if (groups.length > 0)
    await app.db.insert(playerGroups).values(groups.map((groupId) => ({ playerId: registered.id, groupId })));
  return registered;
}

/** Issues `count` boxes of the loot box wheel to a player. */
async function boxes(playerId: number, count: number): Promise<number[]> {
  const now = app.clock.now();
  const values = Array.from({ length: count }, (_, n) => ({
    playerId,
    wheel: 'rocketmart' as const,
    groupKey: 'manual_wheel',
    source: `groups-test:${playerId}:${n}`,
    createdAt: now,
    validUntil: new Date(now.getTime() + 86_400_000),
  }));
  const rows = await app.db.insert(lootBoxes).values(values).returning({ id: lootBoxes.id });
  return rows.map((r) => r.id);
}

/**
 * Opens `count` boxes and checks that every segment of `segments` won its weight's share within 3
 * standard errors, and that each opened box stores the set and a copy of the segment it landed on.
 */
async function drawsMatch(playerId: number, count: number, set: WheelSegmentSet, segments: WheelSegment[]) {
  const ids = await boxes(playerId, count);
  const wins = segments.map(() => 0);
  for (const id of ids) {
    const { segment } = await app.services.loyalty.wheels.open(playerId, id, 'rocketmart');
    wins[segment] = (wins[segment] ?? 0) + 1;
  }
  expect(wins.length).toBe(segments.length);
  const total = segments.reduce((sum, s) => sum + s.weight, 0);
  for (const [index, s] of segments.entries()) {
    const p = s.weight / total;
    const standardError = Math.sqrt((p * (1 - p)) / count);
    expect(Math.abs((wins[index] ?? 0) / count - p)).toBeLessThanOrEqual(3 * standardError + 1e-9);
    if (s.weight === 0) expect(wins[index]).toBe(0);
  }
  const stored = await app.db.select().from(lootBoxes).where(inArray(lootBoxes.id, ids));
  for (const row of stored) {
    expect(row.segmentSet).toBe(set);
    expect(row.prize).toMatchObject({ label: segments[row.segment ?? -1]?.label, weight: segments[row.segment ?? -1]?.weight });
  }
}

/** 100,000 seeded draws the way an opening draws: the player's set, then the weighted pick; shares within 3 standard errors. */
function simulatedSharesMatch(row: WheelRow, playerGroups: number[], expected: WheelSegment[]) {
  const { segments } = segmentsFor(row, playerGroups);
  expect(segments).toEqual(expected);
  const weights = segments.map((s) => s.weight);
  const rng = seededRng(`wheel-groups-${playerGroups.join('-')}`);
  const spins = 100_000;
  const wins = weights.map(() => 0);
  for (let i = 0; i < spins; i += 1) {
    const index = drawSegment(weights, rng.int(totalWeight(weights)));
    wins[index] = (wins[index] ?? 0) + 1;
  }
  for (const [index, weight] of weights.entries()) {
    const p = weight / totalWeight(weights);
    expect(Math.abs((wins[index] ?? 0) / spins - p)).toBeLessThanOrEqual(3 * Math.sqrt((p * (1 - p)) / spins));
  }
}

const martRow = async () => {
  const [row] = await app.db.select().from(wheels).where(eq(wheels.slug, 'rocketmart'));
  if (!row) throw new Error('the loot box wheel is not seeded');
  return row;
};

describe('wheel segments per wheel group', () => {
  it('WHEEL-11 WHEEL-15 a player in group 1309 is drawn from the 1309 segments: over many seeded draws each wins its weight share within 3 standard errors, and the box keeps the set and prize', async () => {
    const mart = await martRow();
    const own = mart.groupSegments['1309'];
    expect(own?.map((s) => s.weight)).toEqual([3000, 3000, 3000, 0, 100, 50, 10, 2]);
    const member = await player([1309, 21]);
    const view = bodyOf(await call(app, 'GET', '/api/wheels/rocketmart', { token: member.token }), wheelViewSchema);
    expect(view.segment_set).toBe('1309');
    expect(view.segments.map((s) => [s.label, s.weight])).toEqual(own?.map((s) => [s.label, s.weight]));
    simulatedSharesMatch(mart, [1309, 21], own ?? []);
    await drawsMatch(member.id, 200, '1309', own ?? []);
  }, 180_000);

  it('WHEEL-11 WHEEL-12 a player in none of the wheel groups, and a guest, see and are drawn from the default segments', async () => {
    const mart = await martRow();
    const outsider = await player([759]);
    for (const token of [outsider.token, undefined]) {
      const view = bodyOf(await call(app, 'GET', '/api/wheels/rocketmart', { token }), wheelViewSchema);
      expect(view.segment_set).toBe('default');
      expect(view.segments.map((s) => s.weight)).toEqual(mart.segments.map((s) => s.weight));
    }
    expect(mart.segments.slice(0, 4).map((s) => s.weight)).toEqual([4000, 4000, 2000, 0]);
    simulatedSharesMatch(mart, [759], mart.segments);
    await drawsMatch(outsider.id, 100, 'default', mart.segments);
  }, 180_000);

  it('WHEEL-11 API-018 API-019 the config endpoints answer the segments the draw uses; a console edit of a group changes both and is audited, the config editor may not', async () => {
    const served = async () => ({
      default: bodyOf(await call(app, 'GET', '/api/fe/config/wheel-config'), wheelConfigSchema).default,
      groups: bodyOf(await call(app, 'GET', '/api/fe/config/wheel-config-segments'), wheelConfigSegmentsSchema).groups,
    });
    const { headers } = await signedInStaff(app, 'promotions_manager');
    const before = bodyOf(await call(app, 'GET', '/api/staff/wheels/rocketmart', { headers }), wheelAdminSchema);
    expect(await served()).toEqual(wheelConfigSegmentsOf(before));
    expect(Object.keys(before.groups).sort()).toEqual(['1308', '1309', '21']);

    const reweighted = (before.groups['1308'] ?? []).map((s, i) => ({ ...s, weight: i === 0 ? 0 : 10 + i }));
    const groups = { '1309': before.groups['1309'], '1308': reweighted };
    const saved = await call(app, 'PUT', '/api/staff/wheels/rocketmart', {
      headers,
      body: { title: before.title, segments: before.segments, groups },
    });
    const after = bodyOf(saved, wheelAdminSchema);
    expect(Object.keys(after.groups).sort()).toEqual(['1308', '1309']);
    expect(await served()).toEqual(wheelConfigSegmentsOf(after));
    expect((await served()).groups['1308']?.map((s) => s.weight)).toEqual(reweighted.map((s) => s.weight));
    const [audit] = await app.db.select().from(staffAuditLog).orderBy(desc(staffAuditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: 'wheel.update', subjectId: 'rocketmart' });

    // A player of 1308 now sees and is drawn from 1308's own weights; one of group 21 (no set now) from the default.
    const member = await player([1308]);
    const view = bodyOf(await call(app, 'GET', '/api/wheels/rocketmart', { token: member.token }), wheelViewSchema);
    expect([view.segment_set, view.segments.map((s) => s.weight)]).toEqual(['1308', reweighted.map((s) => s.weight)]);
    const [id] = await boxes(member.id, 1);
    const opened = await app.services.loyalty.wheels.open(member.id, id ?? 0, 'rocketmart');
    expect(opened.segment).not.toBe(0);
    const former21 = await player([21]);
    const defaultView = bodyOf(await call(app, 'GET', '/api/wheels/rocketmart', { token: former21.token }), wheelViewSchema);
    expect(defaultView.segment_set).toBe('default');

    const bad = { ...groups, '1309': [{ ...(before.groups['1309']?.[0] as WheelSegment), weight: 0 }] };
    expect(
      fieldErrorsOf(
        await call(app, 'PUT', '/api/staff/wheels/rocketmart', {
          headers,
          body: { title: before.title, segments: before.segments, groups: bad },
        }),
      ),
    ).toHaveProperty(['groups.1309']);

    const admin = await signedInStaff(app, 'config_admin');
    const doc = bodyOf(
      await call(app, 'GET', '/api/staff/config/wheel-config-segments', { headers: admin.headers }),
      configDocumentSchema,
    );
    const edit = await call(app, 'PUT', '/api/staff/config/wheel-config-segments', {
      headers: admin.headers,
      body: { value: { groups: {} }, updated_at: doc.updated_at },
    });
    expect(fieldErrorsOf(edit)).toEqual({ 'value.groups': ['edited_in_wheel_console'] });
    expect(await served()).toEqual(wheelConfigSegmentsOf(after));
  }, 180_000);
  it('WHEEL-10 WHEEL-11 a wheel save and a deposit rules save at the same moment both keep their part of wheel-config', async () => {
    const { headers } = await signedInStaff(app, 'promotions_manager');
    const wheel = bodyOf(await call(app, 'GET', '/api/staff/wheels/rocketmart', { headers }), wheelAdminSchema);
    const deposit = bodyOf(await call(app, 'GET', '/api/staff/wheels/deposit-config', { headers }), wheelDepositConfigSchema);
    const segments = wheel.segments.map((s, i) => ({ ...s, weight: i === 0 ? s.weight + 7 : s.weight }));
    const rules = { ...deposit, default: { EUR: { pay: 4_321, get: 2 } } };
    const [savedWheel, savedRules] = await Promise.all([
      call(app, 'PUT', '/api/staff/wheels/rocketmart', { headers, body: { title: wheel.title, segments, groups: wheel.groups } }),
      call(app, 'PUT', '/api/staff/wheels/deposit-config', { headers, body: rules }),
    ]);
    expect([savedWheel.statusCode, savedRules.statusCode]).toEqual([200, 200]);
    const served = bodyOf(await call(app, 'GET', '/api/fe/config/wheel-config'), wheelConfigSchema);
    expect(served.default.segments.map((s) => s.weight)).toEqual(segments.map((s) => s.weight));
    expect(served.deposit.default).toEqual({ EUR: { pay: 4_321, get: 2 } });
  }, 60_000);
});

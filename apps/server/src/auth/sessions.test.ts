import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_SESSION_SECRET } from '../env';
import { ManualClock } from '../platform/clock';
import { seededRng } from '../platform/rng';
import { createPlayer } from '../test/players';
import { openTestDatabase, type TestDatabase } from '../test/database';
import { SESSION_IDLE_MS, SESSION_TTL_MS, createSessionService, type SessionService } from './sessions';
import { sessions as sessionsTable } from './tables';

let testDb: TestDatabase;
let sessions: SessionService;
let playerId: number;
const clock = new ManualClock('2026-11-15T12:00:00Z');

beforeAll(async () => {
  testDb = await openTestDatabase();
  sessions = createSessionService({ db: testDb.database.db, clock, rng: seededRng('sessions'), secret: DEV_SESSION_SECRET });
  playerId = await createPlayer(testDb.database.db, 'ada@example.com');
});
afterAll(async () => {
  await testDb?.close();
});

describe('session service', () => {
  it('opens a session whose token resolves to the player', async () => {
    const { token, session } = await sessions.create(playerId, { ip: '10.0.0.1', userAgent: 'vitest' });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.playerId).toBe(playerId);
    expect(await sessions.resolve(token)).toEqual(session);
  });

  it('stores only a keyed hash of the token, so the table alone cannot be replayed', async () => {
    const { token, session } = await sessions.create(playerId);
    const [row] = await testDb.database.db.select().from(sessionsTable).where(eq(sessionsTable.id, session.id));
    expect(row?.tokenHash).toBeDefined();
    expect(row?.tokenHash).not.toContain(token);
    const otherSecret = createSessionService({
      db: testDb.database.db,
      clock,
      rng: seededRng('x'),
      secret: 'another-secret-of-at-least-32-characters',
    });
    expect(await otherSecret.resolve(token)).toBeNull();
  });

  it('gives every session a different token', async () => {
    const tokens = await Promise.all([1, 2, 3].map(async () => (await sessions.create(playerId)).token));
    expect(new Set(tokens).size).toBe(3);
  });

  it('resolves nothing for a missing, unknown or oversized token', async () => {
    expect(await sessions.resolve(undefined)).toBeNull();
    expect(await sessions.resolve('')).toBeNull();
    expect(await sessions.resolve('not-a-token')).toBeNull();
    expect(await sessions.resolve('x'.repeat(101))).toBeNull();
  });

  it('stops resolving a revoked session at once', async () => {
    const { token, session } = await sessions.create(playerId);
    await sessions.revoke(session.id);
    expect(await sessions.resolve(token)).toBeNull();
  });

  it('AUTH ends a session after 30 minutes without use', async () => {
    const { token, session } = await sessions.create(playerId);
    clock.advance(SESSION_IDLE_MS - 1);
    expect(await sessions.resolve(token)).toEqual(session);
    clock.advance(SESSION_IDLE_MS - 1);
    expect(await sessions.resolve(token)).toEqual(session);
    clock.advance(SESSION_IDLE_MS);
    expect(await sessions.resolve(token)).toBeNull();
  });

  it('AUTH ends a session 12 hours after it was opened, however busy', async () => {
    const { token, session } = await sessions.create(playerId);
    for (let t = 0; t < SESSION_TTL_MS - 10 * 60_000; t += 10 * 60_000) {
      clock.advance(10 * 60_000);
      expect(await sessions.resolve(token)).toEqual(session);
    }
    clock.advance(10 * 60_000);
    expect(await sessions.resolve(token)).toBeNull();
  });

  it('PROF-11 lists live sessions and ends all but one', async () => {
    const other = await createPlayer(testDb.database.db, 'grace@example.com');
    const a = await sessions.create(other);
    const b = await sessions.create(other);
    expect((await sessions.list(other)).map((s) => s.id)).toEqual([b.session.id, a.session.id]);
    expect(await sessions.revokeOthers(other, b.session.id)).toEqual([a.session.id]);
    expect(await sessions.resolve(a.token)).toBeNull();
    expect(await sessions.resolve(b.token)).toEqual(b.session);
  });
});

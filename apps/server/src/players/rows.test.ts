import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { createPlayer } from '../test/players';
import { addGroups } from './groups';
import { accountStatesOf, giftChoiceOf, isVerified, outsideGroups } from './rows';
import { players } from './tables';
import { markVerified } from './verified-flag';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('player rows other domains read', () => {
  it('keeps, in the order given, the players in none of the groups', async () => {
    const a = await createPlayer(app.db, 'rows-a@example.com');
    const b = await createPlayer(app.db, 'rows-b@example.com');
    const c = await createPlayer(app.db, 'rows-c@example.com');
    const at = app.clock.now();
    await addGroups(app.db, app.services.outbox, b, [1501], at);
    await addGroups(app.db, app.services.outbox, c, [21], at);
    expect(await outsideGroups(app.db, [c, b, a], [1501, 1502])).toEqual([c, a]);
    expect(await outsideGroups(app.db, [], [1501])).toEqual([]);
  });

  it('answers the e-mail and closure of players, whether one is verified, and their gift choice', async () => {
    const open = await createPlayer(app.db, 'rows-open@example.com');
    const closed = await createPlayer(app.db, 'rows-closed@example.com');
    const closedAt = app.clock.now();
    await app.db.update(players).set({ closedAt, depositBonusCode: 'WELCOME' }).where(eq(players.id, closed));
    const states = await accountStatesOf(app.db, [open, closed]);
    expect(states.get(open)).toEqual({ email: 'rows-open@example.com', closedAt: null });
    expect(states.get(closed)).toEqual({ email: 'rows-closed@example.com', closedAt });

    expect(await isVerified(app.db, open)).toBe(false);
    await markVerified(app.db, open);
    expect(await isVerified(app.db, open)).toBe(true);
    expect(await isVerified(app.db, Number.MAX_SAFE_INTEGER)).toBe(false);

    expect(await giftChoiceOf(app.db, closed)).toEqual({ canIssueBonuses: true, depositBonusCode: 'WELCOME' });
    expect(await giftChoiceOf(app.db, Number.MAX_SAFE_INTEGER)).toBeUndefined();
  });
});

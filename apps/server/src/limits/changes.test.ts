import { LIMIT_COOLING_PERIOD_MS, LIMIT_MESSAGES } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { openWalletHarness, type WalletHarness } from '../test/wallet';
import { requestLoosening } from './changes';
import { limitChanges } from './tables';
import type { LiveLimit } from './store';
import { insertLimit } from '../test/limits';

let h: WalletHarness;
beforeAll(async () => {
  h = await openWalletHarness();
}, 60_000);
afterAll(async () => {
  await h?.close();
});

const HOUR = 60 * 60 * 1000;
const changesOf = (limitId: number) => h.db.select().from(limitChanges).where(eq(limitChanges.limitId, limitId));
const loosen = (limit: LiveLimit, change: Parameters<typeof requestLoosening>[3]) =>
  h.db.transaction((tx) => requestLoosening({ clock: h.clock }, tx, limit, change));

describe('requestLoosening: the cooling period of a loosening', () => {
  it('LIM-10 a raise becomes effective 24 hours after it is asked for, not before', async () => {
    const playerId = await h.fundedPlayer(0);
    const limit = await insertLimit(h.db, {
      playerId,
      type: 'deposit',
      period: 'day',
      amounts: { EUR: 10_000 },
      now: h.clock.now(),
    });
    const change = await loosen(limit, { action: 'raise', currency: 'EUR', amountCents: 20_000 });
    expect(LIMIT_COOLING_PERIOD_MS).toBe(24 * HOUR);
    expect(change.effectiveAt.getTime() - change.requestedAt.getTime()).toBe(LIMIT_COOLING_PERIOD_MS);
    expect(change.requestedAt).toEqual(h.clock.now());
    expect(change).toMatchObject({ action: 'raise', currency: 'EUR', amountCents: 20_000, mailedAt: null, confirmedAt: null });
  });

  it('LIM-10 a new request replaces the open one of its currency and starts the 24 hours again; a removal replaces all', async () => {
    const playerId = await h.fundedPlayer(0);
    const limit = await insertLimit(h.db, {
      playerId,
      type: 'loss',
      period: 'week',
      amounts: { EUR: 10_000, USD: 10_000 },
      now: h.clock.now(),
    });
    const first = await loosen(limit, { action: 'raise', currency: 'EUR', amountCents: 20_000 });
    const usd = await loosen(limit, { action: 'raise', currency: 'USD', amountCents: 20_000 });
    h.clock.advance(5 * HOUR);
    const second = await loosen(limit, { action: 'raise', currency: 'EUR', amountCents: 30_000 });
    expect(second.effectiveAt.getTime()).toBe(h.clock.now().getTime() + LIMIT_COOLING_PERIOD_MS);
    const open = (await changesOf(limit.id)).filter((c) => c.canceledAt === null).map((c) => c.id);
    expect(open.sort()).toEqual([usd.id, second.id].sort());
    expect(open).not.toContain(first.id);
    const removal = await loosen(limit, { action: 'remove', currency: null });
    expect((await changesOf(limit.id)).filter((c) => c.canceledAt === null).map((c) => c.id)).toEqual([removal.id]);
  });

  it('LIM-10 nothing is loosened while a cooling-off runs (409 cannot_loosen), and nothing is written', async () => {
    const playerId = await h.fundedPlayer(0);
    const now = h.clock.now();
    const limit = await insertLimit(h.db, { playerId, type: 'wager', period: 'month', amounts: { EUR: 10_000 }, now });
    await insertLimit(h.db, { playerId, type: 'cooling_off', now, endsAt: new Date(now.getTime() + 24 * HOUR) });
    await expect(loosen(limit, { action: 'raise', currency: 'EUR', amountCents: 20_000 })).rejects.toEqual(
      new HttpError(409, LIMIT_MESSAGES.cannotLoosen),
    );
    expect(await changesOf(limit.id)).toEqual([]);
  });

  it('LIM-10 a self-exclusion that may be lifted is not refused by its own block', async () => {
    const playerId = await h.fundedPlayer(0);
    const now = h.clock.now();
    const exclusion = await insertLimit(h.db, { playerId, type: 'self_exclusion', now });
    const removal = await loosen(exclusion, { action: 'remove', currency: null });
    expect(removal.effectiveAt.getTime()).toBe(now.getTime() + LIMIT_COOLING_PERIOD_MS);
  });
});

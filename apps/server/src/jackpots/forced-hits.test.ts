import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, staffAuditLog } from '../db/schema';
import { parseEnv } from '../env';
import { ACCOUNT_ENV, call } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { anotherJackpotProcess } from '../test/jackpots';
import { balanceOf, fund } from '../test/play';
import { createPlayer } from '../test/players';
import { signedInStaff } from '../test/staff';
import { auditLedger, WALLET_EVENTS } from '../wallet';
import { auditJackpots } from './audit';
import type { JackpotDeps } from './context';
import { onBetPlaced } from './contribute';
import { jackpotForcedHits, jackpotLevels, jackpotPoolMovements, jackpotWins } from './tables';

let app: TestApp;
/** A second server process's view: its own connection pool on PostgreSQL, its own forced-hit store. */
let other: Awaited<ReturnType<typeof anotherJackpotProcess>>;
let otherProcess: JackpotDeps;
let serial = 0;

beforeAll(async () => {
  app = await createTestApp({ ...ACCOUNT_ENV, JACKPOT_FORCED_HITS: 'on' });
  other = await anotherJackpotProcess(app, { forcedHits: true });
  otherProcess = other.deps;
}, 180_000);
afterAll(async () => {
  await other?.close();
  await app?.close();
});

/** A jackpot on a game of its own whose draws practically never hit: the mean win is 2^32 above the seed. */
async function jackpot(): Promise<{ id: number; game: string }> {
  serial += 1;
  const game = `test-studio:forced-hit-game-${serial}`;
  const id = await app.services.jackpots.create(
    {
      identifier: `forced-hit-test-${serial}`,
      name: 'Forced hit test',
      state: 'active',
      currency: 'EUR',
      game_identifiers: [game],
      rates: {},
      levels: [
        {
          identifier: 'level_1',
          name: 'Mini',
          contribution_ppm: 10_000,
          seed_cents: 1_000,
          mean_win_cents: 1_000 + 2 ** 32,
          ceiling_cents: null,
        },
      ],
    },
    null,
  );
  return { id, game };
}

const levelOf = async (jackpotId: number) =>
  (await app.db.select().from(jackpotLevels).where(eq(jackpotLevels.jackpotId, jackpotId)))[0];

const bet = (playerId: number, game: string) =>
  app.services.wallet.bet({
    key: `forced-${Math.random()}`,
    playerId,
    currency: 'EUR',
    amountCents: 1_000,
    metadata: { game_identifier: game },
  });

/** What the house's promotions account holds in euros, by the ledger audit. */
async function promotionsEuros(): Promise<bigint> {
  const ledger = await auditLedger(app.db);
  const account = ledger.houseBalances.find((h) => h.kind === 'promotions' && h.currency === 'EUR');
  return BigInt(account?.balanceCents ?? '0');
}

async function auditsClean() {
  const ledger = await auditLedger(app.db);
  expect(ledger.ok).toBe(true);
  expect(await auditJackpots(app.db, ledger.houseBalances)).toMatchObject({ ok: true, levelDifferences: [] });
}

describe('forced jackpot hits (browser tests only)', () => {
  it('JACK-13 the switch is refused outside NODE_ENV=test, so a production process never has it', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', JACKPOT_FORCED_HITS: 'on' })).toThrow(/JACKPOT_FORCED_HITS/);
    expect(() => parseEnv({ NODE_ENV: 'development', JACKPOT_FORCED_HITS: 'on' })).toThrow(/NODE_ENV=test/);
    expect(parseEnv({ NODE_ENV: 'production' }).JACKPOT_FORCED_HITS).toBe('off');
  });

  it('JACK-13 an armed level drops on the next qualifying bet, once; a bad level is 422, an unknown one 404, a support agent 403', async () => {
    const { id, game } = await jackpot();
    const { headers } = await signedInStaff(app, 'promotions_manager');
    const agent = await signedInStaff(app, 'support_agent');
    const url = `/api/staff/jackpots/${id}/forced_hit`;
    expect((await call(app, 'POST', url, { headers: agent.headers, body: { level: 'level_1' } })).statusCode).toBe(403);
    expect((await call(app, 'POST', url, { headers, body: { level: 'mini' } })).statusCode).toBe(422);
    expect((await call(app, 'POST', url, { headers, body: { level: 'level_9' } })).statusCode).toBe(404);
    expect(await app.db.select().from(jackpotForcedHits)).toEqual([]);
    expect((await call(app, 'POST', url, { headers, body: { level: 'level_1' } })).statusCode).toBe(200);
    const audit = await app.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'jackpot.forced_hit'), eq(staffAuditLog.subjectId, String(id))));
    expect(audit).toMatchObject([{ role: 'promotions_manager', after: { level: 'level_1' } }]);

    const playerId = await createPlayer(app.db, `forced-hit-${id}@example.com`);
    await fund(app, playerId, 10_000);
    await bet(playerId, game);
    await app.services.outbox.drain();
    // The pool (seed 10.00 + 0.10 contributed) is paid, the level seeded again.
    expect(await balanceOf(app, playerId)).toBe(10_000 - 1_000 + 1_010);
    expect(await levelOf(id)).toMatchObject({ hits: 1, amountCents: 1_000 });
    await bet(playerId, game);
    await app.services.outbox.drain();
    expect(await levelOf(id)).toMatchObject({ hits: 1, amountCents: 1_010 });
    await auditsClean();
  });

  it('JACK-13 an arming made through one process is taken by another that handles the bet (or by a restarted one), once', async () => {
    const { id, game } = await jackpot();
    const { headers } = await signedInStaff(app, 'promotions_manager');
    expect(
      (await call(app, 'POST', `/api/staff/jackpots/${id}/forced_hit`, { headers, body: { level: 'level_1' } })).statusCode,
    ).toBe(200);
    const playerId = await createPlayer(app.db, `forced-hit-other-${id}@example.com`);
    await fund(app, playerId, 10_000);
    const { transactionId } = await bet(playerId, game);
    const events = await app.db.select().from(domainEvents).where(eq(domainEvents.type, WALLET_EVENTS.betPlaced));
    const event = events.find((e) => (e.payload as { transaction_id: number }).transaction_id === transactionId);
    if (!event) throw new Error('no bet.placed');
    // The other process, whose memory never saw the arming, handles the bet first; this one's replay changes nothing.
    expect(await onBetPlaced(otherProcess, event)).toEqual([id]);
    await app.services.outbox.drain();
    const wins = await app.db.select().from(jackpotWins).where(eq(jackpotWins.jackpotId, id));
    expect(wins).toHaveLength(1);
    expect(wins[0]).toMatchObject({ playerId, trigger: 'draw', originalAmountCents: 1_010 });
    expect(await app.db.select().from(jackpotForcedHits)).toEqual([]);
    expect(await levelOf(id)).toMatchObject({ hits: 1, amountCents: 1_000 });
    await auditsClean();
  });

  it('JACK-13 the hit resets the level to its seed in its own transaction, the seed paid by the house promotions account', async () => {
    const { id, game } = await jackpot();
    const level = await levelOf(id);
    await app.services.jackpots.forceHit?.(id, 'level_1', null);
    const playerId = await createPlayer(app.db, `forced-hit-seed-${id}@example.com`);
    await fund(app, playerId, 10_000);
    const promotionsBefore = await promotionsEuros();
    await bet(playerId, game);
    await app.services.outbox.drain();
    expect(await promotionsEuros()).toBe(promotionsBefore - 1_000n);
    expect(await app.db.select().from(jackpotWins).where(eq(jackpotWins.jackpotId, id))).toHaveLength(1);
    const moves = await app.db
      .select()
      .from(jackpotPoolMovements)
      .where(eq(jackpotPoolMovements.levelId, level?.id ?? 0));
    // Seeded at creation, fed by the bet, emptied by the win and seeded again in the hit's transaction.
    expect(moves.map((m) => [m.kind, m.amountCents])).toEqual([
      ['seed', 1_000],
      ['contribution', 10],
      ['win', -1_010],
      ['seed', 1_000],
    ]);
    // pool = seeds + contributions − payouts
    expect(moves.reduce((sum, m) => sum + m.amountCents, 0)).toBe((await levelOf(id))?.amountCents);
    await auditsClean();
  });
});

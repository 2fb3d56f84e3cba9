import { realtimeMessageSchema } from '@casino/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, tournamentEntries, tournamentPrizesPaid } from '../db/schema';
import { PROMOTION_ENGINES } from '../services';
import { createTestApp, type TestApp } from '../test/app';
import { insertTournament } from '../test/competitions';
import { fund } from '../test/play';
import { createPlayer } from '../test/players';

let app: TestApp;
beforeAll(async () => {
  // Only this engine consumes the wallet events the test publishes itself.
  const engines = Object.fromEntries(PROMOTION_ENGINES.map((engine) => [engine, engine === 'competitions']));
  app = await createTestApp({}, { engines });
}, 180_000);
afterAll(async () => {
  await app?.close();
});

const SLOT = { game_identifier: 'inhouse:test-slot', provider: 'inhouse', categories: ['pokies'] };

type Step =
  | { type: 'bet'; player: 'p' | 'q'; tx: number; cents: number }
  | { type: 'win'; player: 'p' | 'q'; tx: number; bet: number; cents: number }
  | { type: 'rollback'; player: 'p' | 'q'; tx: number; bet: number };

/** Two players; a duplicate bet and win, a rollback before its bet, a bet rolled back after a quest level it crossed. */
const STEPS: Step[] = [
  { type: 'bet', player: 'p', tx: 1, cents: 10_000 },
  { type: 'bet', player: 'q', tx: 2, cents: 3_000 },
  { type: 'rollback', player: 'q', tx: 3, bet: 4 },
  { type: 'bet', player: 'q', tx: 4, cents: 7_000 },
  { type: 'win', player: 'p', tx: 5, bet: 1, cents: 40_000 },
  { type: 'bet', player: 'p', tx: 1, cents: 10_000 },
  { type: 'bet', player: 'p', tx: 6, cents: 6_000 },
  { type: 'win', player: 'p', tx: 7, bet: 6, cents: 60_000 },
  { type: 'rollback', player: 'p', tx: 8, bet: 6 },
  { type: 'bet', player: 'q', tx: 9, cents: 20_000 },
  { type: 'win', player: 'q', tx: 10, bet: 2, cents: 6_000 },
  { type: 'win', player: 'p', tx: 5, bet: 1, cents: 40_000 },
];

/** Publishes the steps for two players with transaction ids from `base`, one second apart; drains after each when `oneByOne`. */
async function play(players: { p: number; q: number }, base: number, oneByOne: boolean) {
  const start = app.clock.now().getTime();
  for (const step of STEPS) {
    const playerId = players[step.player];
    const payload =
      step.type === 'bet'
        ? { transaction_id: base + step.tx, currency: 'EUR', amount_cents: step.cents, real_cents: step.cents, ...SLOT }
        : step.type === 'win'
          ? { transaction_id: base + step.tx, amount_cents: step.cents, bet_transaction_id: base + step.bet }
          : { transaction_id: base + step.tx, bet_transaction_id: base + step.bet };
    const type = { bet: 'bet.placed', win: 'win.credited', rollback: 'bet.rolled_back' }[step.type];
    await app.services.outbox.publish(app.db, { type, playerId, payload });
    app.clock.advance(1_000);
    if (oneByOne) await app.services.outbox.drain();
  }
  await app.services.outbox.drain();
  return start;
}

/** The entries, quest prizes and last status pushes of the players, relative to the run's start. */
async function endState(tournamentIds: number[], players: { p: number; q: number }, start: number) {
  const ids = [players.p, players.q];
  const who = (playerId: number) => (playerId === players.p ? 'p' : 'q');
  const entries = await app.db
    .select()
    .from(tournamentEntries)
    .where(and(inArray(tournamentEntries.tournamentId, tournamentIds), inArray(tournamentEntries.playerId, ids)));
  const prizes = await app.db
    .select()
    .from(tournamentPrizesPaid)
    .where(and(inArray(tournamentPrizesPaid.tournamentId, tournamentIds), inArray(tournamentPrizesPaid.playerId, ids)));
  const pushes = await app.db
    .select()
    .from(domainEvents)
    .where(and(inArray(domainEvents.playerId, ids), eq(domainEvents.type, 'realtime.push')))
    .orderBy(domainEvents.id);
  const last = new Map<string, unknown>();
  for (const push of pushes) {
    const message = realtimeMessageSchema.safeParse(push.payload);
    if (!message.success || message.data.channel !== 'tournaments_statuses') continue;
    const { tournament_id, bets, score } = message.data.data;
    last.set(`${tournament_id}:${who(push.playerId ?? 0)}`, { bets, score });
  }
  return {
    entries: entries
      .map((e) => ({
        t: e.tournamentId,
        who: who(e.playerId),
        score: e.score,
        bets: e.betsCents,
        count: e.betsCount,
        quest: e.questBetsCents,
        reached: e.reachedAt ? e.reachedAt.getTime() - start : null,
      }))
      .sort((a, b) => a.t - b.t || a.who.localeCompare(b.who)),
    prizes: prizes
      .map((p) => `${p.tournamentId}:${p.slot.replace(/player:\d+/, `player:${who(p.playerId)}`)}:${p.paidAt !== null}`)
      .sort(),
    pushes: Object.fromEntries([...last.entries()].sort()),
  };
}

describe('the batch handler', () => {
  it('TOUR-12 a mixed batch of bets, wins and rollbacks leaves what one-by-one handling leaves, and a redelivery changes nothing', async () => {
    const race = await insertTournament(app);
    const multiplier = await insertTournament(app, { strategy: 'best_multiplier' });
    const quest = await insertTournament(app, {
      frontendIdentifier: `quest--xs--batch-${Date.now()}`,
      prizes: [{ place: 2, kind: 'money', amount_cents: 500 }],
    });
    const tournamentIds = [race.id, multiplier.id, quest.id];
    const newPlayers = async (tag: string) => {
      const players = {
        p: await createPlayer(app.db, `batch-p-${tag}@example.com`),
        q: await createPlayer(app.db, `batch-q-${tag}@example.com`),
      };
      await fund(app, players.p, 1_000);
      await fund(app, players.q, 1_000);
      await app.services.outbox.drain();
      return players;
    };

    const batched = await newPlayers('batched');
    const batchedStart = await play(batched, 9_100_000, false);
    const single = await newPlayers('single');
    const singleStart = await play(single, 9_200_000, true);

    const expected = await endState(tournamentIds, single, singleStart);
    const got = await endState(tournamentIds, batched, batchedStart);
    expect(got).toEqual(expected);
    // Hand-checked: p 10,000 counted once (6,000 rolled back), q 3,000 + 20,000 (7,000 came after its rollback).
    expect(got.entries.filter((e) => e.t === race.id).map((e) => [e.who, e.score, e.count])).toEqual([
      ['p', 10_000, 1],
      ['q', 23_000, 2],
    ]);
    // The multiplier race: p's 4x (its 10x bet rolled back), q's 2x.
    expect(got.entries.filter((e) => e.t === multiplier.id).map((e) => [e.who, e.score])).toEqual([
      ['p', 400],
      ['q', 200],
    ]);
    // Level 2 (€150) was crossed by p's rolled-back bet and by q: each paid once.
    expect(got.prizes).toEqual([`${quest.id}:level:2:player:p:true`, `${quest.id}:level:2:player:q:true`]);

    // Every event of the batch delivered again: nothing changes.
    await app.db
      .update(domainEvents)
      .set({ dispatchedAt: null })
      .where(
        and(
          inArray(domainEvents.playerId, [batched.p, batched.q]),
          sql`${domainEvents.type} in ('bet.placed', 'bet.rolled_back', 'win.credited')`,
        ),
      );
    await app.services.outbox.drain();
    const again = await endState(tournamentIds, batched, batchedStart);
    expect(again.entries).toEqual(got.entries);
    expect(again.prizes).toEqual(got.prizes);
    for (const id of tournamentIds) {
      expect(await app.services.competitions.check(id)).toEqual([]);
      expect((await app.services.competitions.checkReadModel(id)).bands).toEqual([]);
    }
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tournamentEntries, tournamentScoreBands } from '../db/schema';
import { insertTournament } from '../test/competitions';
import { createTestApp, openSecondProcess, type TestApp } from '../test/app';
import { fund } from '../test/play';
import { createPlayer } from '../test/players';
import { TOP_STALE_MS } from './leaderboard';
import { bandFloor, rebuildBands, scoreBand } from './ranking';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
}, 180_000);
afterAll(async () => {
  await app?.close();
});

let serial = 0;
const next = () => (serial += 1);
const SLOT = { game_identifier: 'inhouse:test-slot', provider: 'inhouse', categories: ['pokies'] };

async function player(): Promise<number> {
  const id = await createPlayer(app.db, `board-${next()}@example.com`);
  await fund(app, id, 10_000_000);
  await app.services.outbox.drain();
  return id;
}

async function bet(playerId: number, amountCents: number) {
  const moved = await app.services.wallet.bet({
    key: `board-bet-${next()}`,
    playerId,
    currency: 'EUR',
    amountCents,
    metadata: SLOT,
  });
  await app.services.outbox.drain();
  app.clock.advance(1000);
  return moved.transactionId;
}

/** The ranking recomputed apart from the engine: score, then reached_at, then player id. */
async function expectedPlaces(tournamentId: number): Promise<Map<number, number>> {
  const rows = await app.db.select().from(tournamentEntries).where(eq(tournamentEntries.tournamentId, tournamentId));
  const ranked = rows
    .filter((r) => r.score > 0)
    .sort(
      (a, b) => b.score - a.score || (a.reachedAt?.getTime() ?? 0) - (b.reachedAt?.getTime() ?? 0) || a.playerId - b.playerId,
    );
  return new Map(ranked.map((r, i) => [r.playerId, i + 1]));
}

describe('the leaderboard read model (decision 071)', () => {
  it('TOUR-12 score bands are contiguous and the SQL backfill puts every score in the band the engine does', async () => {
    const edges = [
      1,
      2,
      63,
      64,
      127,
      128,
      129,
      130,
      255,
      256,
      257,
      1_000,
      65_535,
      65_536,
      99_999,
      2 ** 40 - 1,
      2 ** 40,
      2 ** 52 + 3,
    ];
    expect(scoreBand(0)).toBeNull();
    for (const score of edges) {
      const band = scoreBand(score) ?? -1;
      expect(bandFloor(band)).toBeLessThanOrEqual(score);
      expect(bandFloor(band + 1)).toBeGreaterThan(score);
      expect(scoreBand(bandFloor(band))).toBe(band);
      expect(scoreBand(bandFloor(band + 1) - 1)).toBe(band);
    }
    // Bands under 1.6 % wide above 128.
    const wide = scoreBand(1_000_000) ?? 0;
    expect((bandFloor(wide + 1) - bandFloor(wide)) / bandFloor(wide)).toBeLessThan(0.016);

    const t = await insertTournament(app);
    const ids = await Promise.all(edges.map(() => createPlayer(app.db, `band-${next()}@example.com`)));
    await app.db
      .insert(tournamentEntries)
      .values(edges.map((score, i) => ({ tournamentId: t.id, playerId: ids[i] ?? 0, score, reachedAt: app.clock.now() })));
    await rebuildBands(app.db, t.id);
    const stored = await app.db.select().from(tournamentScoreBands).where(eq(tournamentScoreBands.tournamentId, t.id));
    const want = new Map<number, number>();
    for (const score of edges) want.set(scoreBand(score) ?? -1, (want.get(scoreBand(score) ?? -1) ?? 0) + 1);
    expect(new Map(stored.map((r) => [r.band, r.entries]))).toEqual(want);
    expect((await app.services.competitions.checkReadModel(t.id)).bands).toEqual([]);
  });

  it('TOUR-05 TOUR-12 each player’s place equals the full ranking through bets, rollbacks and ties; the top shows a newcomer at once', async () => {
    const t = await insertTournament(app);
    const racers = await Promise.all(Array.from({ length: 8 }, () => player()));
    const stakes = [120, 5_000, 130, 5_000, 64, 1_000_000, 127, 129];
    const bets: number[] = [];
    for (const [i, id] of racers.entries()) bets.push(await bet(id, stakes[i] ?? 1));
    // A read fills the cached top; later changes must reach it.
    await app.services.competitions.status(t.id, racers[0] ?? 0);
    await bet(racers[0] ?? 0, 4_880); // ties the 5,000s, later
    await app.services.wallet.rollback({ key: `board-rb-${next()}`, betTransactionId: bets[5] ?? 0, playerId: racers[5] ?? 0 });
    await app.services.outbox.drain();
    await bet(racers[2] ?? 0, 70); // crosses a band inside the same doubling

    const places = await expectedPlaces(t.id);
    for (const id of racers) {
      const status = await app.services.competitions.status(t.id, id);
      expect(status.award_place).toBe(places.get(id) ?? null);
    }
    const status = await app.services.competitions.status(t.id, racers[0] ?? 0);
    expect(status.top_players.map((row) => row.score)).toEqual([5_000, 5_000, 5_000, 200, 129, 127, 64]);

    const newcomer = await player();
    await bet(newcomer, 9_000);
    const after = await app.services.competitions.status(t.id, racers[0] ?? 0);
    expect(after.top_players[0]).toMatchObject({ award_place: 1, score: 9_000 });
    expect(await app.services.competitions.check(t.id)).toEqual([]);
    expect(await app.services.competitions.checkReadModel(t.id)).toEqual({ bands: [], topDiffers: false });
  });

  it('TOUR-12 a score written by another process shows in this process’s top within the documented bound', async () => {
    const t = await insertTournament(app);
    const first = await player();
    await bet(first, 500);
    expect((await app.services.competitions.status(t.id, first)).top_players).toHaveLength(1);
    const other = await openSecondProcess(app);
    try {
      const rival = await createPlayer(app.db, `board-rival-${next()}@example.com`);
      await fund(app, rival, 100_000);
      await app.services.wallet.bet({
        key: `board-bet-${next()}`,
        playerId: rival,
        currency: 'EUR',
        amountCents: 800,
        metadata: SLOT,
      });
      // The other process handles the bet event: this one hears nothing of it.
      await other.services.outbox.drain();
      await new Promise((done) => setTimeout(done, TOP_STALE_MS + 100));
      const status = await app.services.competitions.status(t.id, first);
      expect(status.top_players.map((row) => row.score)).toEqual([800, 500]);
      expect(status.award_place).toBe(2);
    } finally {
      await other.close();
    }
  });
});

import { and, count, desc, eq } from 'drizzle-orm';
import { paginate, RECENT_ROUNDS_LIMIT, type RoundDetail, type RoundSummary, type RoundsResponse } from '@casino/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import type { Clock } from '../../platform/clock';
import type { CatalogueService } from '../catalogue';
import { publicState } from './round-privacy';
import { fairSeedPairs, gameRounds } from './tables';

type RoundRow = typeof gameRounds.$inferSelect;

export interface RecallService {
  /** The player's real-money rounds, newest first, optionally of one game. */
  list(playerId: number, query: { page: number; per_page: number; game_id?: number }): Promise<RoundsResponse>;
  /** One round of the player's in detail; another player's round answers 404. */
  detail(playerId: number, roundId: number): Promise<RoundDetail>;
  /** The player's last rounds of a game in detail, for replay. */
  recent(playerId: number, gameId: number): Promise<RoundDetail[]>;
}

/** A round whose outcome is fixed: its whole state may be shown. */
const CLOSED: readonly RoundRow['status'][] = ['settled', 'rejected'];

export function createRecallService(db: Db, catalogue: CatalogueService, clock: Clock): RecallService {
  /**
   * The state as the player may see it: an unfinished round shows what the game frame shows
   * (no hole card, no crash point ahead of the curve), a closed one everything.
   */
  const stateOf = (round: RoundRow): unknown =>
    CLOSED.includes(round.status) ? round.state : publicState(round.state, clock.now().getTime() - round.createdAt.getTime());

  async function summary(row: RoundRow): Promise<RoundSummary> {
    const game = await catalogue.game(row.gameId);
    return {
      id: row.id,
      game_id: row.gameId,
      game_identifier: game?.identifier ?? '',
      game_title: game?.title ?? '',
      mode: row.mode,
      status: row.status,
      currency: row.currency,
      stake_cents: row.stakeCents,
      win_cents: row.winCents,
      balance_before_cents: row.balanceBeforeCents,
      balance_after_cents: row.balanceAfterCents,
      interrupted: row.interrupted,
      created_at: row.createdAt.toISOString(),
      settled_at: row.settledAt?.toISOString() ?? null,
    };
  }

  async function detailed(rows: { round: RoundRow; serverSeed: string; revealed: boolean }[]): Promise<RoundDetail[]> {
    return Promise.all(
      rows.map(async ({ round, serverSeed, revealed }) => ({
        ...(await summary(round)),
        engine: round.engine,
        params: round.params,
        actions: round.actions,
        state: stateOf(round),
        fairness: {
          server_seed_hash: round.serverSeedHash,
          // The server seed stays secret while its pair is in use: it would tell the next outcomes.
          // Nor is it shown for a round still in play, whatever became of its pair.
          server_seed: revealed && CLOSED.includes(round.status) ? serverSeed : null,
          client_seed: round.clientSeed,
          nonce: round.nonce,
          rng_position: round.rngPosition,
        },
      })),
    );
  }

  const withSeeds = () =>
    db
      .select({ round: gameRounds, serverSeed: fairSeedPairs.serverSeed, active: fairSeedPairs.active })
      .from(gameRounds)
      .innerJoin(fairSeedPairs, eq(fairSeedPairs.id, gameRounds.seedPairId));

  return {
    async list(playerId, query) {
      const where = and(
        eq(gameRounds.playerId, playerId),
        eq(gameRounds.mode, 'real'),
        query.game_id === undefined ? undefined : eq(gameRounds.gameId, query.game_id),
      );
      const [total] = await db.select({ n: count() }).from(gameRounds).where(where);
      const rows = await db
        .select()
        .from(gameRounds)
        .where(where)
        .orderBy(desc(gameRounds.id))
        .limit(query.per_page)
        .offset((query.page - 1) * query.per_page);
      return {
        data: await Promise.all(rows.map(summary)),
        pagination: paginate(query.page, query.per_page, Number(total?.n ?? 0)),
      };
    },
    async detail(playerId, roundId) {
      const rows = await withSeeds()
        .where(and(eq(gameRounds.id, roundId), eq(gameRounds.playerId, playerId)))
        .limit(1);
      const [found] = await detailed(rows.map((r) => ({ round: r.round, serverSeed: r.serverSeed, revealed: !r.active })));
      if (!found) throw notFound('round not found');
      return found;
    },
    async recent(playerId, gameId) {
      const rows = await withSeeds()
        .where(and(eq(gameRounds.playerId, playerId), eq(gameRounds.gameId, gameId)))
        .orderBy(desc(gameRounds.id))
        .limit(RECENT_ROUNDS_LIMIT);
      return detailed(rows.map((r) => ({ round: r.round, serverSeed: r.serverSeed, revealed: !r.active })));
    },
  };
}

import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import type { DomainEvent } from '../events/outbox';
import { REALTIME_PUSH_EVENT } from '../events/realtime-push';
import { betPlacedPayloadSchema, betRolledBackPayloadSchema, WALLET_EVENTS } from '../wallet';
import type { JackpotDeps } from './context';
import { winView, type JackpotRow, type LevelRow } from './queries';
import { rollBackBet } from './rollback';
import {
  contributionPostings,
  drawOf,
  fromBaseCents,
  isHit,
  publicName,
  rateOf,
  reachesCeiling,
  shareOf,
  toBaseCents,
  type BatchShare,
} from './rules';
import { jackpotBets, jackpotLevels, jackpotPoolMovements, jackpots, jackpotWins } from './tables';

/** A qualifying bet as the engine reads it from `bet.placed`. */
interface QualifyingBet {
  transactionId: number;
  playerId: number;
  currency: string;
  realCents: number;
  game: string;
}

/** An event of the batch that can move a pool, in order. */
type Item = { kind: 'bet'; bet: QualifyingBet } | { kind: 'rollback'; betId: number };

/** A bet feeding one jackpot. */
interface Pair {
  jackpot: JackpotRow;
  bet: QualifyingBet;
  rate: bigint;
}

/** What a bet gives a level: its share in the bet's currency and in the jackpot's. */
interface LevelShare {
  level: LevelRow;
  stakeCents: number;
  poolCents: number;
}

/** A locked level as the batch moves it. */
interface LevelState {
  row: LevelRow;
  amountCents: number;
  hits: number;
  touched: boolean;
}

type Movement = typeof jackpotPoolMovements.$inferInsert;

/** The bets that can feed (a player, a game, real money) and the rollbacks; the rest is skipped without a query. */
function parseItems(events: readonly DomainEvent[]): Item[] {
  const items: Item[] = [];
  for (const event of events) {
    if (event.type === WALLET_EVENTS.betRolledBack) {
      const rollback = betRolledBackPayloadSchema.safeParse(event.payload);
      if (rollback.success) items.push({ kind: 'rollback', betId: rollback.data.bet_transaction_id });
      continue;
    }
    const parsed = betPlacedPayloadSchema.safeParse(event.payload);
    if (!parsed.success || event.playerId === null || !parsed.data.game_identifier || parsed.data.real_cents === 0) continue;
    const { transaction_id: transactionId, currency, real_cents: realCents, game_identifier: game } = parsed.data;
    items.push({ kind: 'bet', bet: { transactionId, playerId: event.playerId, currency, realCents, game } });
  }
  return items;
}

/** The jackpots a bet feeds: active, listing its game, with a rate for its currency. */
function pairsOf(active: readonly JackpotRow[], bet: QualifyingBet): Pair[] {
  return active.flatMap((jackpot) => {
    const rate = jackpot.gameIdentifiers.includes(bet.game) ? rateOf(bet.currency, jackpot.currency, jackpot.rates) : undefined;
    return rate === undefined ? [] : [{ jackpot, bet, rate }];
  });
}

/**
 * `bet.placed` and `bet.rolled_back` of one outbox batch (decisions 053, 073), in one transaction
 * and in order: a run of bets between two rollbacks contributes set-based (`contributeBets`), a
 * rollback is handled where it stands, so the batch leaves what one-by-one handling leaves. The
 * active jackpots are read once; a batch of bets on games no jackpot lists costs that one query.
 * Answers the jackpots whose pools changed.
 */
export async function onBetEvents(deps: JackpotDeps, events: readonly DomainEvent[]): Promise<number[]> {
  const items = parseItems(events);
  if (items.length === 0) return [];
  const active = await deps.db.select().from(jackpots).where(eq(jackpots.state, 'active'));
  const feeding = items.filter((i) => i.kind === 'rollback' || pairsOf(active, i.bet).length > 0);
  if (feeding.length === 0) return [];
  const now = deps.clock.now();
  const changed = await deps.db.transaction(async (tx) => {
    const moved = new Set<number>();
    let run: Pair[] = [];
    const flush = async () => {
      for (const id of await contributeBets(deps, tx, run, now)) moved.add(id);
      run = [];
    };
    for (const item of feeding) {
      if (item.kind === 'bet') {
        run.push(...pairsOf(active, item.bet));
        continue;
      }
      await flush();
      const activeIds = active.map((j) => j.id);
      for (const id of await rollBackBet(deps, tx, activeIds, item.betId, now)) moved.add(id);
    }
    await flush();
    return [...moved];
  });
  if (changed.length > 0) deps.outbox.kick();
  return changed;
}

/** One event on its own (a second process's view in the tests): the batch of one. */
export const onBetPlaced = (deps: JackpotDeps, event: DomainEvent): Promise<number[]> => onBetEvents(deps, [event]);

/**
 * Records a run's (jackpot, bet) pairs as handled with one insert, in key order (two processes
 * never wait on each other in a circle); answers the pairs seen for the first time, in the run's
 * order, each once. A replay, or a bet whose rollback came first, is not among them.
 */
async function claimPairs(tx: Tx, pairs: Pair[], at: Date): Promise<Pair[]> {
  const key = (jackpotId: number, betId: number) => `${jackpotId}:${betId}`;
  const firsts = new Map<string, Pair>();
  for (const pair of pairs)
    firsts.set(key(pair.jackpot.id, pair.bet.transactionId), firsts.get(key(pair.jackpot.id, pair.bet.transactionId)) ?? pair);
  if (firsts.size === 0) return [];
  const rows = [...firsts.values()]
    .map((p) => ({ jackpotId: p.jackpot.id, betTransactionId: p.bet.transactionId, state: 'counted' as const, createdAt: at }))
    .sort((a, b) => a.jackpotId - b.jackpotId || a.betTransactionId - b.betTransactionId);
  const inserted = await tx
    .insert(jackpotBets)
    .values(rows)
    .onConflictDoNothing()
    .returning({ jackpotId: jackpotBets.jackpotId, betId: jackpotBets.betTransactionId });
  const fresh = new Set(inserted.map((r) => key(r.jackpotId, r.betId)));
  return [...firsts.values()].filter((p) => fresh.has(key(p.jackpot.id, p.bet.transactionId)));
}

/** The levels of the jackpots, locked with one statement in (jackpot, position) order. */
async function lockLevelsOf(tx: Tx, jackpotIds: number[]): Promise<Map<number, LevelState[]>> {
  const rows = await tx
    .select()
    .from(jackpotLevels)
    .where(inArray(jackpotLevels.jackpotId, jackpotIds))
    .orderBy(asc(jackpotLevels.jackpotId), asc(jackpotLevels.position))
    .for('update');
  const levels = new Map<number, LevelState[]>();
  for (const row of rows) {
    levels.set(row.jackpotId, [
      ...(levels.get(row.jackpotId) ?? []),
      { row, amountCents: row.amountCents, hits: row.hits, touched: false },
    ]);
  }
  return levels;
}

/** A bet's share of each level of its jackpot; levels it gives less than a cent are left out. */
function sharesOf(pair: Pair, levels: readonly LevelState[]): { state: LevelState; share: LevelShare }[] {
  return levels.flatMap((state) => {
    const stakeCents = shareOf(pair.bet.realCents, state.row.contributionPpm);
    const poolCents = toBaseCents(stakeCents, pair.bet.currency, pair.jackpot.currency, pair.rate);
    return poolCents > 0 ? [{ state, share: { level: state.row, stakeCents, poolCents } }] : [];
  });
}

/**
 * A run of bets' contributions and draws, with their jackpots' levels locked: each new bet feeds
 * every level of its jackpots in order, then each level draws for a hit on the pool as that bet
 * leaves it (a hit pays and reseeds at once, so the next bet feeds the new pool). The ledger gets
 * one contribution per jackpot and bet currency, the pool movements one insert in order, the
 * levels one update. Answers the jackpots whose pools changed.
 */
async function contributeBets(deps: JackpotDeps, tx: Tx, pairs: Pair[], now: Date): Promise<number[]> {
  const fresh = await claimPairs(tx, pairs, now);
  if (fresh.length === 0) return [];
  const levels = await lockLevelsOf(
    tx,
    [...new Set(fresh.map((p) => p.jackpot.id))].sort((a, b) => a - b),
  );
  const fed = fresh
    .map((pair) => ({ pair, shares: sharesOf(pair, levels.get(pair.jackpot.id) ?? []) }))
    .filter((f) => f.shares.length > 0);
  if (fed.length === 0) return [];
  const ledgerIds = await postContributions(
    deps,
    tx,
    fed.map((f) => f.pair.jackpot),
    fed.flatMap((f) => f.shares.map(({ share }) => batchShare(f.pair, share))),
  );
  const movements: Movement[] = [];
  for (const { pair, shares } of fed) {
    const { jackpot, bet } = pair;
    for (const { state, share } of shares) {
      const amount = state.amountCents + share.poolCents;
      state.touched = true;
      movements.push({
        levelId: state.row.id,
        kind: 'contribution',
        amountCents: share.poolCents,
        otherCents: share.stakeCents,
        otherCurrency: bet.currency,
        betTransactionId: bet.transactionId,
        ledgerTransactionId: ledgerIds.get(`${jackpot.id}:${bet.currency}`) ?? 0,
        createdAt: now,
      });
      const forced = (await deps.forcedHits?.take(tx, state.row.id)) ?? false;
      const trigger = forced ? 'draw' : hitTrigger(jackpot, share, amount, bet.transactionId);
      if (!trigger) state.amountCents = amount;
      else {
        movements.push(...(await payHit(deps, tx, { jackpot, level: state.row, amount, bet, trigger, rate: pair.rate, now })));
        [state.amountCents, state.hits] = [state.row.seedCents, state.hits + 1];
      }
    }
  }
  await tx.insert(jackpotPoolMovements).values(movements);
  await storeLevels(
    tx,
    [...levels.values()].flat().filter((s) => s.touched),
    now,
  );
  return [...new Set(fed.map((f) => f.pair.jackpot.id))];
}

const batchShare = (pair: Pair, share: LevelShare): BatchShare => ({
  jackpotId: pair.jackpot.id,
  betTransactionId: pair.bet.transactionId,
  currency: pair.bet.currency,
  stakeCents: share.stakeCents,
  poolCents: share.poolCents,
});

/** The levels' new pools and hit counts, with one statement. */
async function storeLevels(tx: Tx, states: LevelState[], now: Date): Promise<void> {
  if (states.length === 0) return;
  const values = sql.join(
    states.map((s) => sql`(${s.row.id}::bigint, ${s.amountCents}::bigint, ${s.hits}::integer)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${jackpotLevels} set amount_cents = v.amount, hits = v.hits, updated_at = ${now}
    from (values ${values}) as v(id, amount, hits)
    where ${jackpotLevels.id} = v.id`);
}

/** Why a level drops on this bet: its must-drop ceiling, or the fair draw; undefined when it does not. */
function hitTrigger(
  jackpot: JackpotRow,
  share: LevelShare,
  amount: number,
  betTransactionId: number,
): 'ceiling' | 'draw' | undefined {
  const { level } = share;
  if (reachesCeiling(amount, level.ceilingCents)) return 'ceiling';
  const space = level.meanWinCents - level.seedCents;
  const draw = drawOf({ serverSeed: jackpot.serverSeed, levelId: level.id, betTransactionId, space });
  return isHit(draw, share.poolCents) ? 'draw' : undefined;
}

/**
 * The run's shares move from the game account to the pools: one ledger transaction per jackpot
 * and bet currency (`contributionPostings`), keyed by the jackpot, the currency and the posting's
 * first bet. Answers each posting's ledger transaction by `jackpot id:currency`.
 */
async function postContributions(
  deps: JackpotDeps,
  tx: Tx,
  feeding: readonly JackpotRow[],
  shares: readonly BatchShare[],
): Promise<Map<string, number>> {
  const byId = new Map(feeding.map((j) => [j.id, j]));
  const ledgerIds = new Map<string, number>();
  for (const posting of contributionPostings(shares)) {
    const jackpot = byId.get(posting.jackpotId);
    if (!jackpot) continue;
    const moved = await deps.wallet.movePool(
      {
        key: `jackpot:${jackpot.id}:bets:${posting.betTransactionId}:${posting.currency}`,
        kind: 'jackpot_contribution',
        poolCurrency: jackpot.currency,
        poolCents: posting.poolCents,
        counterparty: { house: 'game_provider' },
        currency: posting.currency,
        amountCents: posting.stakeCents,
        metadata: { jackpot_id: jackpot.id, first_bet_transaction_id: posting.betTransactionId },
      },
      tx,
    );
    ledgerIds.set(`${jackpot.id}:${posting.currency}`, moved.transactionId);
  }
  return ledgerIds;
}

interface Hit {
  jackpot: JackpotRow;
  level: LevelRow;
  /** The pool with this bet's share: all of it is won. */
  amount: number;
  bet: QualifyingBet;
  trigger: 'ceiling' | 'draw';
  rate: bigint;
  now: Date;
}

/**
 * A hit: the whole pool is paid to the bet's wallet (converted to its currency), the level is
 * seeded again from the promotions account, and the winner hears `jackpot_win_award`; all in the
 * transaction that holds the level's lock, so a pool is won once. Answers the win's and the seed's
 * pool movements; the caller records them after the contribution and stores the level.
 */
async function payHit(deps: JackpotDeps, tx: Tx, hit: Hit): Promise<Movement[]> {
  const { jackpot, level, bet, now } = hit;
  const paid = fromBaseCents(hit.amount, bet.currency, jackpot.currency, hit.rate);
  const [win] = await tx
    .insert(jackpotWins)
    .values({
      jackpotId: jackpot.id,
      levelId: level.id,
      playerId: bet.playerId,
      userName: publicName(await deps.playerName(tx, bet.playerId)),
      levelName: level.name,
      betTransactionId: bet.transactionId,
      amountCents: paid,
      currency: bet.currency,
      originalAmountCents: hit.amount,
      originalCurrency: jackpot.currency,
      trigger: hit.trigger,
      createdAt: now,
    })
    .returning();
  if (!win) throw new Error('jackpot win insert returned nothing');
  const payout = await deps.wallet.movePool(
    {
      key: `jackpot:win:${win.id}`,
      kind: 'jackpot_win',
      poolCurrency: jackpot.currency,
      poolCents: -hit.amount,
      counterparty: { playerId: bet.playerId },
      currency: bet.currency,
      amountCents: paid,
      metadata: { jackpot_id: jackpot.id, level_id: level.id, win_id: win.id },
    },
    tx,
  );
  const seed = await seedLevel(deps, tx, { jackpot, level, key: `jackpot:win:${win.id}:seed`, now });
  await deps.outbox.publish(tx, {
    type: REALTIME_PUSH_EVENT,
    playerId: bet.playerId,
    payload: { channel: 'jackpot_win_award', data: { ...winView(win), jackpot_id: jackpot.id, level: level.name } },
  });
  return [
    {
      levelId: level.id,
      kind: 'win',
      amountCents: -hit.amount,
      otherCents: paid,
      otherCurrency: bet.currency,
      betTransactionId: bet.transactionId,
      ledgerTransactionId: payout.transactionId,
      createdAt: now,
    },
    seed,
  ];
}

/** Funds a level's seed from the promotions account; answers the pool movement to record. */
export async function seedLevel(
  deps: JackpotDeps,
  tx: Tx,
  input: { jackpot: JackpotRow; level: LevelRow; key: string; now: Date },
): Promise<typeof jackpotPoolMovements.$inferInsert> {
  const { jackpot, level } = input;
  const moved = await deps.wallet.movePool(
    {
      key: input.key,
      kind: 'jackpot_seed',
      poolCurrency: jackpot.currency,
      poolCents: level.seedCents,
      counterparty: { house: 'promotions' },
      currency: jackpot.currency,
      amountCents: level.seedCents,
      metadata: { jackpot_id: jackpot.id, level_id: level.id },
    },
    tx,
  );
  return {
    levelId: level.id,
    kind: 'seed',
    amountCents: level.seedCents,
    otherCents: level.seedCents,
    otherCurrency: jackpot.currency,
    betTransactionId: null,
    ledgerTransactionId: moved.transactionId,
    createdAt: input.now,
  };
}

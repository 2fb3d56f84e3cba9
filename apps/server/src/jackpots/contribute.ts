import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../db/client';
import type { DomainEvent } from '../events/outbox';
import { REALTIME_PUSH_EVENT } from '../events/realtime-push';
import type { JackpotDeps } from './context';
import { lockLevels, winView, type JackpotRow, type LevelRow } from './queries';
import { drawOf, fromBaseCents, isHit, publicName, rateOf, reachesCeiling, shareOf, toBaseCents } from './rules';
import { jackpotBets, jackpotLevels, jackpotPoolMovements, jackpots, jackpotWins } from './tables';

const betPayload = z.object({
  transaction_id: z.number().int(),
  currency: z.string(),
  real_cents: z.number().int().nonnegative(),
  game_identifier: z.string().optional(),
});

/** A qualifying bet as the engine reads it from `bet.placed`. */
interface QualifyingBet {
  transactionId: number;
  playerId: number;
  currency: string;
  realCents: number;
}

/** What a bet gives a level: its share in the bet's currency and in the jackpot's. */
interface LevelShare {
  level: LevelRow;
  stakeCents: number;
  poolCents: number;
}

/** The active jackpots a game feeds. */
async function jackpotsOfGame(deps: JackpotDeps, game: string): Promise<JackpotRow[]> {
  return deps.db
    .select()
    .from(jackpots)
    .where(and(eq(jackpots.state, 'active'), sql`${jackpots.gameIdentifiers} @> ${JSON.stringify([game])}::jsonb`));
}

/**
 * `bet.placed`: the real part of a stake on a qualifying game feeds every level of the game's
 * active jackpots, then each level draws for a hit (decision 053). Keyed by the bet's transaction
 * id; answers the jackpots whose pools changed.
 */
export async function onBetPlaced(deps: JackpotDeps, event: DomainEvent): Promise<number[]> {
  const parsed = betPayload.safeParse(event.payload);
  if (!parsed.success || event.playerId === null || !parsed.data.game_identifier || parsed.data.real_cents === 0) return [];
  const bet: QualifyingBet = {
    transactionId: parsed.data.transaction_id,
    playerId: event.playerId,
    currency: parsed.data.currency,
    realCents: parsed.data.real_cents,
  };
  const changed: number[] = [];
  for (const jackpot of await jackpotsOfGame(deps, parsed.data.game_identifier)) {
    if (await contribute(deps, jackpot, bet)) changed.push(jackpot.id);
  }
  return changed;
}

/** Records the bet as handled; false when it was before (a replay) or its rollback came first. */
async function claimBet(tx: Tx, jackpotId: number, betTransactionId: number, at: Date): Promise<boolean> {
  const inserted = await tx
    .insert(jackpotBets)
    .values({ jackpotId, betTransactionId, state: 'counted', createdAt: at })
    .onConflictDoNothing()
    .returning({ id: jackpotBets.betTransactionId });
  return inserted.length > 0;
}

/** One bet's contribution to one jackpot and its draws, in one transaction with the levels locked. */
async function contribute(deps: JackpotDeps, jackpot: JackpotRow, bet: QualifyingBet): Promise<boolean> {
  const rate = rateOf(bet.currency, jackpot.currency, jackpot.rates);
  if (rate === undefined) return false;
  const now = deps.clock.now();
  const done = await deps.db.transaction(async (tx) => {
    if (!(await claimBet(tx, jackpot.id, bet.transactionId, now))) return false;
    const levels = await lockLevels(tx, jackpot.id);
    const shares = levels
      .map((level) => {
        const stakeCents = shareOf(bet.realCents, level.contributionPpm);
        return { level, stakeCents, poolCents: toBaseCents(stakeCents, bet.currency, jackpot.currency, rate) };
      })
      .filter((s) => s.poolCents > 0);
    if (shares.length === 0) return false;
    await postContribution(deps, tx, { jackpot, bet, shares, now });
    for (const share of shares) {
      const amount = share.level.amountCents + share.poolCents;
      const forced = (await deps.forcedHits?.take(tx, share.level.id)) ?? false;
      const trigger = forced ? 'draw' : hitTrigger(jackpot, share, amount, bet.transactionId);
      if (trigger) await payHit(deps, tx, { jackpot, level: share.level, amount, bet, trigger, rate, now });
      else
        await tx.update(jackpotLevels).set({ amountCents: amount, updatedAt: now }).where(eq(jackpotLevels.id, share.level.id));
    }
    return true;
  });
  if (done) deps.outbox.kick();
  return done;
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

/** The stake's shares move from the game account to the pool in one ledger transaction, recorded per level. */
async function postContribution(
  deps: JackpotDeps,
  tx: Tx,
  input: { jackpot: JackpotRow; bet: QualifyingBet; shares: LevelShare[]; now: Date },
): Promise<void> {
  const { jackpot, bet, shares } = input;
  const moved = await deps.wallet.movePool(
    {
      key: `jackpot:${jackpot.id}:bet:${bet.transactionId}`,
      kind: 'jackpot_contribution',
      poolCurrency: jackpot.currency,
      poolCents: shares.reduce((sum, s) => sum + s.poolCents, 0),
      counterparty: { house: 'game_provider' },
      currency: bet.currency,
      amountCents: shares.reduce((sum, s) => sum + s.stakeCents, 0),
      metadata: { jackpot_id: jackpot.id, bet_transaction_id: bet.transactionId },
    },
    tx,
  );
  await tx.insert(jackpotPoolMovements).values(
    shares.map((s) => ({
      levelId: s.level.id,
      kind: 'contribution' as const,
      amountCents: s.poolCents,
      otherCents: s.stakeCents,
      otherCurrency: bet.currency,
      betTransactionId: bet.transactionId,
      ledgerTransactionId: moved.transactionId,
      createdAt: input.now,
    })),
  );
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
 * transaction that holds the level's lock, so a pool is won once.
 */
async function payHit(deps: JackpotDeps, tx: Tx, hit: Hit): Promise<void> {
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
  await tx.insert(jackpotPoolMovements).values([
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
  ]);
  await tx
    .update(jackpotLevels)
    .set({ amountCents: level.seedCents, hits: sql`${jackpotLevels.hits} + 1`, updatedAt: now })
    .where(eq(jackpotLevels.id, level.id));
  await deps.outbox.publish(tx, {
    type: REALTIME_PUSH_EVENT,
    playerId: bet.playerId,
    payload: { channel: 'jackpot_win_award', data: { ...winView(win), jackpot_id: jackpot.id, level: level.name } },
  });
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

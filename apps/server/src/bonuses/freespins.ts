import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import type { FreeSpinOffer } from '../games/play';
import type { BonusDeps } from './context';
import { moveStage, pushGift, templateOf, updateGift, type GiftRow } from './gift-queries';
import { issueSpinWinnings } from './issue';
import { activateGift } from './stages';
import { giftFreespinRounds, gifts } from './tables';

/** Free-spin gifts that can still spin now: activated, within their validity, spins left. */
const spinnable = (now: Date) =>
  and(
    eq(gifts.kind, 'freespins'),
    eq(gifts.stage, 'handle_bets'),
    lt(gifts.freespinsUsed, gifts.freespinsTotal),
    or(isNull(gifts.validUntil), gt(gifts.validUntil, now)),
  );

/**
 * The player's active free spins for a game in a currency (decision 048): the oldest activated
 * free-spin gift that names the game and has spins left, or null.
 */
export async function freeSpinOffer(
  deps: BonusDeps,
  { playerId, gameId, currency }: { playerId: number; gameId: number; currency: string },
): Promise<FreeSpinOffer | null> {
  const rows = await deps.db
    .select()
    .from(gifts)
    .where(and(eq(gifts.playerId, playerId), eq(gifts.currency, currency), spinnable(deps.clock.now())))
    .orderBy(asc(gifts.id));
  if (rows.length === 0) return null;
  const identifier = await deps.gameIdentifierOf(gameId);
  const gift = rows.find((g) => identifier !== null && g.gameIds.includes(identifier) && (g.freespinBetCents ?? 0) > 0);
  if (!gift?.freespinBetCents) return null;
  return { giftId: gift.id, betCents: gift.freespinBetCents, next: gift.freespinsUsed + 1, total: gift.freespinsTotal };
}

/**
 * Spends the gift's next spin on a round, in the round's transaction: one conditional update, so
 * concurrent requests never spend more spins than the gift has, and the round id is recorded
 * (a round spends one spin). Answers the spin's number, or null when none is left.
 */
export async function takeFreeSpin(
  deps: BonusDeps,
  tx: Tx,
  { playerId, giftId, roundId }: { playerId: number; giftId: number; roundId: number },
): Promise<number | null> {
  const now = deps.clock.now();
  const [gift] = await tx
    .update(gifts)
    .set({ freespinsUsed: sql`${gifts.freespinsUsed} + 1`, updatedAt: now })
    .where(and(eq(gifts.id, giftId), eq(gifts.playerId, playerId), spinnable(now)))
    .returning();
  if (!gift) return null;
  await tx.insert(giftFreespinRounds).values({ roundId, giftId, spin: gift.freespinsUsed, createdAt: now });
  await pushGift(tx, deps.outbox, gift, now);
  return gift.freespinsUsed;
}

/**
 * A free-spin round settled: its win is added to the gift once (the round's row is marked
 * settled in the same transaction). After the last spin settles the gift is finished and its
 * winnings are issued as bonus money, which starts wagering (or waits behind the active bonus).
 */
export async function settleFreeSpin(
  deps: BonusDeps,
  { roundId, winCents }: { roundId: number; winCents: number },
): Promise<void> {
  const now = deps.clock.now();
  const winnings = await deps.db.transaction(async (tx) => {
    const [spin] = await tx
      .update(giftFreespinRounds)
      .set({ winCents, settledAt: now })
      .where(and(eq(giftFreespinRounds.roundId, roundId), isNull(giftFreespinRounds.settledAt)))
      .returning();
    if (!spin) return undefined;
    const [gift] = await tx.select().from(gifts).where(eq(gifts.id, spin.giftId)).for('update');
    if (!gift) return undefined;
    const updated = await updateGift(tx, deps.outbox, gift, { freespinWinCents: gift.freespinWinCents + winCents }, now);
    return finishWhenPlayed(deps, tx, updated, now);
  });
  deps.outbox.kick();
  if (winnings) await activateGift(deps, winnings.playerId, winnings.id, 'bonus');
}

/**
 * A gift whose every spin was played and settled: wager_done (cause `spins_played`), then
 * finished with its winnings issued as a bonus gift (none for no winnings). Answers that bonus gift.
 */
async function finishWhenPlayed(deps: BonusDeps, tx: Tx, gift: GiftRow, now: Date): Promise<GiftRow | undefined> {
  if (gift.stage !== 'handle_bets' || gift.freespinsUsed < gift.freespinsTotal) return undefined;
  const [open] = await tx
    .select({ roundId: giftFreespinRounds.roundId })
    .from(giftFreespinRounds)
    .where(and(eq(giftFreespinRounds.giftId, gift.id), isNull(giftFreespinRounds.settledAt)))
    .limit(1);
  if (open) return undefined;
  const done = await moveStage(tx, deps.outbox, gift, { to: 'wager_done', cause: 'spins_played', now });
  const template = await templateOf(tx, gift.templateId);
  const bonus = done.freespinWinCents > 0 ? await issueSpinWinnings(tx, deps.outbox, { spins: done, template, now }) : undefined;
  await moveStage(tx, deps.outbox, done, {
    to: 'finished',
    cause: bonus ? 'winnings_issued' : 'no_winnings',
    now,
    set: { convertedCents: bonus?.bonusCents ?? 0, forfeitedCents: 0, moneySettledAt: now },
  });
  return bonus;
}

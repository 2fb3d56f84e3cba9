import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import { REALTIME_PUSH_EVENT } from '../events/realtime-push';
import type { LotteryDeps } from './context';
import { drawWinners } from './rules';
import { lotteries, lotteryTickets, lotteryWinners } from './tables';

type LotteryRow = typeof lotteries.$inferSelect;
type WinnerRow = typeof lotteryWinners.$inferSelect;

/** Unpaid prizes paid per run; the rest wait for the next. */
const PAY_BATCH = 100;

/**
 * Draws every lottery past its end once, then pays the prizes not yet paid. The lottery row,
 * locked, is where two runs meet: the second finds `drawn_at` set and draws nothing; each place's
 * row is written once and paid under its own key, so a run that stopped half-way is finished by
 * the next without paying twice.
 */
export async function drawEnded(deps: LotteryDeps): Promise<number> {
  const due = await deps.db
    .select({ id: lotteries.id })
    .from(lotteries)
    .where(and(lte(lotteries.endAt, deps.clock.now()), isNull(lotteries.drawnAt), isNull(lotteries.canceledAt)));
  let drawn = 0;
  for (const { id } of due) if (await drawLottery(deps, id)) drawn += 1;
  await payOwedPrizes(deps);
  return drawn;
}

/** Draws one ended lottery; false when it is not due or another run drew it. */
async function drawLottery(deps: LotteryDeps, id: number): Promise<boolean> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [lottery] = await tx.select().from(lotteries).where(eq(lotteries.id, id)).for('update');
    if (!lottery || lottery.drawnAt || lottery.canceledAt || lottery.endAt > now) return false;
    const tickets = await tx
      .select({ number: lotteryTickets.number, playerId: lotteryTickets.playerId })
      .from(lotteryTickets)
      .where(eq(lotteryTickets.lotteryId, id))
      .orderBy(asc(lotteryTickets.number));
    const owners = new Map(tickets.map((t) => [t.number, t.playerId]));
    const winners = drawWinners(
      lottery.serverSeed,
      tickets.map((t) => t.number),
      lottery.prizes.map((p) => p.place),
    );
    const rows = winners.flatMap(({ place, ticket }) => {
      const prize = lottery.prizes.find((p) => p.place === place);
      const playerId = owners.get(ticket);
      return prize && playerId !== undefined
        ? [{ lotteryId: id, place, ticketNumber: ticket, playerId, prize, createdAt: now }]
        : [];
    });
    if (rows.length > 0) await tx.insert(lotteryWinners).values(rows).onConflictDoNothing();
    await tx.update(lotteries).set({ drawnAt: now }).where(eq(lotteries.id, id));
    return true;
  });
}

/** Pays the drawn places not yet paid, each under its own key, then marks them paid. */
async function payOwedPrizes(deps: LotteryDeps): Promise<number> {
  const owed = await deps.db
    .select({ winner: lotteryWinners, lottery: lotteries })
    .from(lotteryWinners)
    .innerJoin(lotteries, eq(lotteries.id, lotteryWinners.lotteryId))
    .where(isNull(lotteryWinners.paidAt))
    .orderBy(asc(lotteryWinners.createdAt), asc(lotteryWinners.place))
    .limit(PAY_BATCH);
  let paid = 0;
  for (const { winner, lottery } of owed) {
    await payPrize(deps, lottery, winner);
    if (await markPaid(deps, lottery, winner)) paid += 1;
  }
  if (paid > 0) deps.outbox.kick();
  return paid;
}

/** Marks a place paid and tells its winner on `lottery_notifications`; false when another run did it first. */
async function markPaid(deps: LotteryDeps, lottery: LotteryRow, winner: WinnerRow): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const marked = await tx
      .update(lotteryWinners)
      .set({ paidAt: deps.clock.now() })
      .where(
        and(
          eq(lotteryWinners.lotteryId, winner.lotteryId),
          eq(lotteryWinners.place, winner.place),
          isNull(lotteryWinners.paidAt),
        ),
      )
      .returning();
    if (marked.length === 0) return false;
    await deps.outbox.publish(tx, {
      type: REALTIME_PUSH_EVENT,
      playerId: winner.playerId,
      payload: {
        channel: 'lottery_notifications',
        data: {
          lottery_id: lottery.id,
          frontend_identifier: lottery.frontendIdentifier,
          title: lottery.title,
          place: winner.place,
          ticket: winner.ticketNumber,
          prize: winner.prize,
          currency: lottery.currency,
        },
      },
    });
    return true;
  });
}

/** The payment's key: the wallet and the bonus engine pay once per key. */
const prizeKey = (w: Pick<WinnerRow, 'lotteryId' | 'place'>) => `lottery:${w.lotteryId}:place:${w.place}`;

async function payPrize(deps: LotteryDeps, lottery: LotteryRow, winner: WinnerRow): Promise<void> {
  if (winner.prize.kind === 'money') {
    await deps.wallet.credit({
      key: prizeKey(winner),
      playerId: winner.playerId,
      currency: lottery.currency,
      amountCents: winner.prize.amount_cents,
      kind: 'promotion_prize',
      counterparty: 'promotions',
      metadata: { lottery_id: lottery.id, place: winner.place, ticket: winner.ticketNumber },
    });
    return;
  }
  await deps.bonuses.award({
    playerId: winner.playerId,
    templateId: winner.prize.template_id,
    currency: lottery.currency,
    ...(winner.prize.amount_cents === undefined ? {} : { bonusCents: winner.prize.amount_cents }),
    source: prizeKey(winner),
    cause: 'lottery_prize',
  });
}

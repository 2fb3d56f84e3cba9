import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { DomainEvent } from '../events/outbox';
import { recordStaffAction } from '../staff';
import { lockBalance, storeBalance } from './balance';
import type { LoyaltyDeps } from './context';
import { compExchanges } from './tables';

/** The shop's own ticket issues: `comp_exchange:{id}` (decision 064). */
const EXCHANGE_SOURCE = /^comp_exchange:(\d+)$/;

const voidedPayload = z.object({
  lottery_id: z.number().int(),
  source: z.string(),
  count: z.number().int(),
  canceled_by: z.number().int(),
});

/**
 * `lottery.tickets_voided` (the operator canceled the lottery): an exchange's tickets bought with
 * comp points give the points back, once. The exchange row is marked refunded by a conditional
 * update in the transaction that credits the balance and writes the audit entry, so a replayed
 * event, a second process or a retried cancel returns nothing more (decision 071).
 */
export async function onTicketsVoided(deps: LoyaltyDeps, event: DomainEvent): Promise<void> {
  const parsed = voidedPayload.safeParse(event.payload);
  if (!parsed.success || event.playerId === null) return;
  const match = EXCHANGE_SOURCE.exec(parsed.data.source);
  if (!match) return;
  const exchangeId = Number(match[1]);
  const playerId = event.playerId;
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [refunded] = await tx
      .update(compExchanges)
      .set({ refundedAt: now })
      .where(
        and(
          eq(compExchanges.id, exchangeId),
          eq(compExchanges.playerId, playerId),
          eq(compExchanges.type, 'lotteries'),
          isNull(compExchanges.refundedAt),
        ),
      )
      .returning();
    if (!refunded) return;
    const before = await lockBalance(tx, playerId, now);
    const after = await storeBalance(
      tx,
      deps.outbox,
      before,
      { chargeablePoints: before.chargeablePoints + refunded.points },
      now,
    );
    await recordStaffAction(tx, {
      actor: null,
      action: 'loyalty.exchange_refund',
      subjectKind: 'comp_exchange',
      subjectId: refunded.id,
      playerId,
      before: { chargeable_points: before.chargeablePoints, refunded_at: null },
      after: {
        chargeable_points: after.chargeablePoints,
        refunded_at: now.toISOString(),
        points: refunded.points,
        tickets: parsed.data.count,
        lottery_id: parsed.data.lottery_id,
        canceled_by: parsed.data.canceled_by,
      },
      reason: `lottery ${parsed.data.lottery_id} canceled`,
      at: now,
    });
  });
  deps.outbox.kick();
}

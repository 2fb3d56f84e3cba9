import type { LimitPeriod, LimitType } from '@casino/contracts';
import type { Db } from '../db/client';
import { liveLimits, type LiveLimit } from '../limits/store';
import { playerLimitAmounts, playerLimits } from '../limits/tables';

/** Test helpers of the limits domain: a live limit written directly, as the service would leave it. */

export async function insertLimit(
  db: Db,
  input: {
    playerId: number;
    type: LimitType;
    now: Date;
    period?: LimitPeriod;
    amounts?: Record<string, number>;
    minutes?: number;
    endsAt?: Date;
  },
): Promise<LiveLimit> {
  const [row] = await db
    .insert(playerLimits)
    .values({
      playerId: input.playerId,
      type: input.type,
      period: input.period ?? null,
      minutes: input.minutes ?? null,
      startsAt: input.now,
      endsAt: input.endsAt ?? null,
      createdAt: input.now,
    })
    .returning();
  if (!row) throw new Error('limit insert returned nothing');
  for (const [currency, amountCents] of Object.entries(input.amounts ?? {})) {
    await db.insert(playerLimitAmounts).values({ limitId: row.id, currency, amountCents, updatedAt: input.now });
  }
  const [live] = (await liveLimits(db, input.playerId, input.now)).filter((l) => l.id === row.id);
  if (!live) throw new Error('limit is not live');
  return live;
}

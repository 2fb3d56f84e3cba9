import { and, eq } from 'drizzle-orm';
import type { VipAdventuresConfig } from '@casino/contracts';
import type { Tx } from '../db/client';
import type { AdventureDeps } from './context';
import { awardSource } from './rules';
import { adventureAwards } from './tables';

interface StepAward {
  playerId: number;
  config: VipAdventuresConfig;
  /** A day (from 1), or the step after the last for the super prize. */
  step: number;
  currency: string;
  now: Date;
}

/** What a step's prize is issued as: its template, the bonus money in the currency, the activation days. */
function prizeOf(config: VipAdventuresConfig, step: number, currency: string) {
  const day = config.days[step - 1];
  if (!day) {
    const prize = config.super_prize;
    return { templateId: prize.gift_template_id, bonusCents: prize.amounts[currency], activationDays: undefined };
  }
  return {
    templateId: day.prize.gift_template_id,
    bonusCents: day.prize.type === 'bonus' ? day.prize.bonus_cents?.[currency] : undefined,
    activationDays: day.condition.period_activation_days,
  };
}

/**
 * Issues a completed step's gift once (ADV-14): the award row is claimed first, in the caller's
 * transaction, and the bonus engine's award is idempotent by its source as well.
 */
export async function awardStep(deps: AdventureDeps, tx: Tx, input: StepAward): Promise<void> {
  const adventure = input.config.start_date;
  const [claimed] = await tx
    .insert(adventureAwards)
    .values({ playerId: input.playerId, adventure, step: input.step, currency: input.currency, at: input.now })
    .onConflictDoNothing()
    .returning();
  const prize = prizeOf(input.config, input.step, input.currency);
  if (!claimed || prize.templateId === undefined) return;
  const [gift] = await deps.bonuses.award(
    {
      playerId: input.playerId,
      templateId: prize.templateId,
      currency: input.currency,
      bonusCents: prize.bonusCents,
      activationDays: prize.activationDays,
      source: awardSource(adventure, input.step, input.config.days.length),
      cause: 'adventure_prize',
    },
    tx,
  );
  if (!gift) return;
  await tx
    .update(adventureAwards)
    .set({ giftId: gift.id, giftKind: gift.kind })
    .where(
      and(
        eq(adventureAwards.playerId, input.playerId),
        eq(adventureAwards.adventure, adventure),
        eq(adventureAwards.step, input.step),
      ),
    );
}

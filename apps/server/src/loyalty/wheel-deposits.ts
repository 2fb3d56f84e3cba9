import { depositBoxes, wheelDepositRule, type WheelDepositConfig } from '@casino/contracts';
import { like } from 'drizzle-orm';
import type { DomainEvent } from '../events/outbox';
import { recordStaffAction } from '../staff';
import type { Actor } from './admin';
import type { LoyaltyDeps } from './context';
import { issueBoxes } from './loot-boxes';
import { lootBoxes } from './tables';
import { depositSucceededPayloadSchema } from '../wallet';

/** The wheel deposit configuration (the `deposit` part of wheel-config); none while the document is not set. */
export async function readDepositConfig(deps: Pick<LoyaltyDeps, 'config'>): Promise<WheelDepositConfig> {
  try {
    return (await deps.config.get('wheel-config')).deposit;
  } catch {
    return {};
  }
}

/**
 * WHEEL-10 WHEEL-15: a deposit that pays at least its rule's `pay` (the player's wheel group, or
 * default; its currency, or EUR) issues `get` boxes of the loot box wheel. The boxes' sources are
 * keyed by the payment (`deposit:payment:{id}:{n}`; a deposit outside payments by its wallet
 * transaction), and a deposit that issued boxes before issues none again, so a redelivered event
 * or a later change of the rule gives each deposit its boxes once.
 */
export async function onDepositSucceeded(deps: LoyaltyDeps, event: DomainEvent): Promise<void> {
  const parsed = depositSucceededPayloadSchema.safeParse(event.payload);
  if (!parsed.success || event.playerId === null) return;
  const playerId = event.playerId;
  const { currency, amount_cents: amountCents, payment_id: paymentId, transaction_id: transactionId } = parsed.data;
  const config = await readDepositConfig(deps);
  const facts = await deps.playerFacts(playerId);
  const count = depositBoxes(wheelDepositRule(config, facts.groups, currency), amountCents);
  if (count === 0) return;
  const key = paymentId === undefined ? `deposit:tx:${transactionId}` : `deposit:payment:${paymentId}`;
  await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ id: lootBoxes.id })
      .from(lootBoxes)
      .where(like(lootBoxes.source, `${key}:%`))
      .limit(1);
    if (before) return;
    const sources = Array.from({ length: count }, (_, n) => `${key}:${n}`);
    await issueBoxes(deps, tx, { playerId, wheel: 'rocketmart', sources });
  });
  deps.outbox.kick();
}

/** Replaces the wheel deposit configuration, recorded with it before and after (decision 046). */
export async function saveDepositConfig(
  deps: LoyaltyDeps,
  actor: Actor,
  deposit: WheelDepositConfig,
): Promise<WheelDepositConfig> {
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    // Read and locked in the transaction: a wheel save meanwhile keeps this deposit part, and this one its segments.
    const current = await deps.config.getForUpdate('wheel-config', tx);
    await deps.config.set('wheel-config', { ...current, deposit }, undefined, tx);
    await recordStaffAction(tx, {
      actor: actor.session,
      ip: actor.ip,
      at,
      action: 'wheel_deposit.update',
      subjectKind: 'wheel_config',
      subjectId: 'deposit',
      before: current.deposit,
      after: deposit,
    });
  });
  return deposit;
}

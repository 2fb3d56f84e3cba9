import type { GiftCodeRefusal } from '@casino/contracts';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { ValidationError } from '../http/errors';
import type { BonusDeps, PlayerFacts } from './context';
import { templateOf, type GiftRow, type TemplateRow } from './gift-queries';
import { isLive, issueFromTemplate } from './issue';
import { isEligible } from './rules';
import { giftCouponRedemptions, giftCoupons } from './tables';

type CouponRow = typeof giftCoupons.$inferSelect;

/** A refusal as a 422 on the code's field, the reason as its message for the client to translate. */
const refuse = (field: string, reason: GiftCodeRefusal) => new ValidationError({ [field]: [reason] });

/** Why a coupon gives this player nothing now; undefined when it may be redeemed. */
export function couponRefusal(
  coupon: Pick<CouponRow, 'validFrom' | 'validUntil'> | undefined,
  template: TemplateRow | undefined,
  facts: PlayerFacts,
  now: Date,
): GiftCodeRefusal | undefined {
  if (!coupon || !template) return 'unknown';
  if (coupon.validFrom && coupon.validFrom > now) return 'not_started';
  if ((coupon.validUntil && coupon.validUntil <= now) || !isLive(template, now)) return 'ended';
  if (!facts.canIssueBonuses) return 'bonuses_disabled';
  if (template.kind === 'deposit' || !isEligible(template.eligibility, facts)) return 'not_eligible';
  const pays = template.kind === 'freespins' ? template.freespinsCount > 0 : template.amounts[facts.currency] !== undefined;
  return pays ? undefined : 'not_eligible';
}

/** Counts one redemption unless the limit is reached; false when it is (the row is locked meanwhile). */
async function takeRedemption(tx: Tx, couponId: number): Promise<boolean> {
  const taken = await tx
    .update(giftCoupons)
    .set({ redeemedCount: sql`${giftCoupons.redeemedCount} + 1` })
    .where(
      and(
        eq(giftCoupons.id, couponId),
        or(isNull(giftCoupons.maxRedemptions), lt(giftCoupons.redeemedCount, giftCoupons.maxRedemptions)),
      ),
    )
    .returning({ id: giftCoupons.id });
  return taken.length > 0;
}

/**
 * GIFT-20 API-114 and GIFT-19 API-113: a coupon or promo code gives the player its template's gift.
 * One redemption per player (a unique row), the limit counted by one conditional update, so the
 * same code sent twice at once gives one gift and 100 players racing for 50 places get 50.
 */
export async function redeemCode(deps: BonusDeps, playerId: number, code: string, field: string): Promise<GiftRow> {
  const facts = await deps.playerFacts(playerId);
  const now = deps.clock.now();
  const issued = await deps.db.transaction(async (tx) => {
    const [coupon] = await tx.select().from(giftCoupons).where(eq(giftCoupons.code, code.toUpperCase()));
    const template = coupon ? await templateOf(tx, coupon.templateId) : undefined;
    const refusal = couponRefusal(coupon, template, facts, now);
    if (refusal || !coupon || !template) throw refuse(field, refusal ?? 'unknown');
    const mine = await tx
      .insert(giftCouponRedemptions)
      .values({ couponId: coupon.id, playerId, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: giftCouponRedemptions.id });
    const redemption = mine[0];
    if (!redemption) throw refuse(field, 'already_redeemed');
    if (!(await takeRedemption(tx, coupon.id))) throw refuse(field, 'used_up');
    const bonusCents = template.kind === 'freespins' ? 0 : (template.amounts[facts.currency] ?? 0);
    const input = { playerId, template, currency: facts.currency, bonusCents, now };
    const [gift] = await issueFromTemplate(tx, deps.outbox, { ...input, source: `coupon:${coupon.id}`, cause: 'coupon' });
    if (!gift) throw refuse(field, 'already_redeemed');
    await tx.update(giftCouponRedemptions).set({ giftId: gift.id }).where(eq(giftCouponRedemptions.id, redemption.id));
    return gift;
  });
  deps.outbox.kick();
  return issued;
}

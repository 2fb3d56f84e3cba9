import type { GiftCodeRefusal } from '@casino/contracts';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { ValidationError } from '../http/errors';
import type { BonusDeps, PlayerFacts } from './context';
import { templateOf, type GiftRow, type TemplateRow } from './gift-queries';
import { isLive, issueFromTemplate } from './issue';
import { depositBonusCents, isEligible } from './rules';
import { giftCouponRedemptions, giftCoupons } from './tables';

type CouponRow = typeof giftCoupons.$inferSelect;

/** A refusal as a 422 on the code's field, the reason as its message for the client to translate. */
const refuse = (field: string, reason: GiftCodeRefusal) => new ValidationError({ [field]: [reason] });

/**
 * Why a coupon gives this player nothing now; undefined when it may be redeemed. A deposit
 * template's code is redeemed only at a deposit (`deposit` given: its number and currency).
 */
function couponRefusal(
  coupon: Pick<CouponRow, 'validFrom' | 'validUntil'> | undefined,
  template: TemplateRow | undefined,
  facts: PlayerFacts,
  now: Date,
  deposit?: { number: number; currency: string },
): GiftCodeRefusal | undefined {
  if (!coupon || !template) return 'unknown';
  if (coupon.validFrom && coupon.validFrom > now) return 'not_started';
  if ((coupon.validUntil && coupon.validUntil <= now) || !isLive(template, now)) return 'ended';
  if (!facts.canIssueBonuses) return 'bonuses_disabled';
  if (template.kind === 'deposit' && !deposit) return 'not_eligible';
  if (!isEligible(template.eligibility, { ...facts, depositNumber: deposit?.number })) return 'not_eligible';
  const currency = deposit?.currency ?? facts.currency;
  if (template.kind === 'deposit') return template.percent !== null ? undefined : 'not_eligible';
  const pays = template.kind === 'freespins' ? template.freespinsCount > 0 : template.amounts[currency] !== undefined;
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

/** A deposit that redeems the player's stored deposit bonus code. */
interface CodedDeposit {
  playerId: number;
  code: string;
  facts: PlayerFacts;
  transactionId: number;
  number: number;
  currency: string;
  amountCents: number;
  now: Date;
}

/**
 * A succeeded deposit redeems the player's stored deposit bonus code (decision 048), in the
 * transaction that records the deposit as handled: a deposit template's percent of the deposit,
 * or the code's bonus money or free spins. One redemption per player and code, within the code's
 * limit; a code that gives nothing (unknown, ended, used up) issues nothing. In a savepoint, so a
 * refused redemption leaves no row behind.
 */
export async function redeemAtDeposit(tx: Tx, outbox: BonusDeps['outbox'], input: CodedDeposit): Promise<GiftRow[]> {
  const { playerId, facts, now } = input;
  const [coupon] = await tx.select().from(giftCoupons).where(eq(giftCoupons.code, input.code.toUpperCase()));
  const template = coupon ? await templateOf(tx, coupon.templateId) : undefined;
  const deposit = { number: input.number, currency: input.currency };
  if (couponRefusal(coupon, template, facts, now, deposit) || !coupon || !template) return [];
  const bonusCents = bonusOfCode(template, input);
  if (bonusCents === 0 && template.freespinsCount === 0) return [];
  try {
    return await tx.transaction(async (sp) => {
      const [redemption] = await sp
        .insert(giftCouponRedemptions)
        .values({ couponId: coupon.id, playerId, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: giftCouponRedemptions.id });
      if (!redemption || !(await takeRedemption(sp, coupon.id))) throw new CodeNotRedeemed();
      const gifts = await issueFromTemplate(sp, outbox, {
        playerId,
        template,
        currency: input.currency,
        bonusCents,
        now,
        source: `deposit:${input.transactionId}`,
        cause: 'deposit_bonus_code',
      });
      if (gifts[0])
        await sp.update(giftCouponRedemptions).set({ giftId: gifts[0].id }).where(eq(giftCouponRedemptions.id, redemption.id));
      return gifts;
    });
  } catch (err) {
    if (err instanceof CodeNotRedeemed) return [];
    throw err;
  }
}

/** Rolls the redemption's savepoint back: the code was redeemed before or is used up. */
class CodeNotRedeemed extends Error {}

/** The bonus money a code gives at a deposit: a deposit template's percent (capped, above the minimum), else its amount. */
function bonusOfCode(template: TemplateRow, deposit: { currency: string; amountCents: number }): number {
  if (template.kind === 'freespins') return 0;
  if (template.kind !== 'deposit' || template.percent === null) return template.amounts[deposit.currency] ?? 0;
  return depositBonusCents({
    depositCents: deposit.amountCents,
    percent: template.percent,
    maxCents: template.maxAmounts[deposit.currency],
    minDepositCents: template.minDeposits[deposit.currency],
  });
}

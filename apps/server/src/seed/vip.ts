import { VIP_CURRENCY_THRESHOLDS, VIP_DEFAULT_THRESHOLDS, VIP_RANKED } from '@casino/contracts';
import { giftTemplates } from '../bonuses/tables';
import type { Tx } from '../db/client';
import { DEFAULT_MULTIPLIERS, type RankedStatus } from '../vip/rules';
import { vipStatusGifts, vipThresholds } from '../vip/tables';

/** The gift of reaching each status, in EUR cents of bonus money (wager ×3); other currencies by their size. */
const GIFT_EUR: Record<RankedStatus, number> = { BRONZE: 2_500, SILVER: 5_000, GOLD: 10_000, PLATINUM: 25_000, DIAMOND: 100_000 };
const SIZES: Record<string, number> = { EUR: 1, USD: 1, CAD: 1, AUD: 1, NZD: 1, NOK: 10, BRL: 5 };

/** VIP-06: the requirements' Bronze thresholds per currency and `*`, the higher statuses as multiples of Bronze. */
function thresholdRows() {
  const bronze = { ...VIP_CURRENCY_THRESHOLDS, '*': VIP_DEFAULT_THRESHOLDS };
  return Object.entries(bronze).flatMap(([currency, t]) =>
    VIP_RANKED.map((status) => ({
      status,
      currency,
      depositCents: t.depositThresholdCents * DEFAULT_MULTIPLIERS[status],
      betCents: t.betSumThresholdCents * DEFAULT_MULTIPLIERS[status],
    })),
  );
}

/** The VIP thresholds and status gifts (decision 056), seeded once: the operator edits them afterwards. */
export async function seedVip(tx: Tx): Promise<void> {
  const [any] = await tx.select({ status: vipThresholds.status }).from(vipThresholds).limit(1);
  if (any) return;
  await tx.insert(vipThresholds).values(thresholdRows());
  const now = new Date();
  const templates = await tx
    .insert(giftTemplates)
    .values(
      VIP_RANKED.map((status) => ({
        kind: 'bonus' as const,
        title: `VIP ${status.charAt(0)}${status.slice(1).toLowerCase()} gift`,
        groupKey: `vip_status_${status.toLowerCase()}`,
        amounts: Object.fromEntries(Object.entries(SIZES).map(([c, f]) => [c, GIFT_EUR[status] * f])),
        wagerMultiplier: 3,
        activationDays: 14,
        validityDays: 30,
        eligibility: { groups: [], countries: [], depositNumber: null },
        createdAt: now,
      })),
    )
    .returning({ id: giftTemplates.id, groupKey: giftTemplates.groupKey });
  await tx.insert(vipStatusGifts).values(
    VIP_RANKED.map((status) => ({
      status,
      giftTemplateId: templates.find((t) => t.groupKey === `vip_status_${status.toLowerCase()}`)?.id ?? null,
    })),
  );
}

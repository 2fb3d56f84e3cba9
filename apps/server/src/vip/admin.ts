import { VIP_RANKED, type VipStatusGift, type VipThreshold } from '@casino/contracts';
import { ValidationError } from '../http/errors';
import { recordStaffAction, type StaffSession } from '../staff';
import type { VipDeps } from './context';
import { thresholdsRise, type RankedStatus } from './rules';
import { thresholdRows } from './status';
import { vipStatusGifts, vipThresholds } from './tables';

/** Who changes something, for the audit log (decision 046). */
export interface Actor {
  session: StaffSession;
  ip: string;
}

const FOREIGN_KEY_VIOLATION = '23503';

function isForeignKeyViolation(error: unknown): boolean {
  const codeOf = (e: unknown) => (typeof e === 'object' && e !== null && 'code' in e ? e.code : undefined);
  const cause = typeof error === 'object' && error !== null && 'cause' in error ? error.cause : undefined;
  return codeOf(error) === FOREIGN_KEY_VIOLATION || codeOf(cause) === FOREIGN_KEY_VIOLATION;
}

const audit = (actor: Actor, at: Date) => ({ actor: actor.session, ip: actor.ip, at });

export async function listThresholds(deps: Pick<VipDeps, 'db'>): Promise<VipThreshold[]> {
  const rows = await thresholdRows(deps.db);
  return rows
    .map((r) => ({ status: r.status, currency: r.currency, deposit_cents: r.depositCents, bet_cents: r.betCents }))
    .sort((a, b) => a.currency.localeCompare(b.currency) || VIP_RANKED.indexOf(a.status) - VIP_RANKED.indexOf(b.status));
}

/** Replaces every threshold (one list); each currency's thresholds must rise with the status. */
export async function setThresholds(deps: VipDeps, actor: Actor, thresholds: VipThreshold[]): Promise<VipThreshold[]> {
  const rows = thresholds.map((t) => ({
    status: t.status as RankedStatus,
    currency: t.currency,
    depositCents: t.deposit_cents,
    betCents: t.bet_cents,
  }));
  const keys = new Set(rows.map((r) => `${r.status}:${r.currency}`));
  if (keys.size !== rows.length) throw new ValidationError({ thresholds: ['duplicate_status_currency'] });
  if (!thresholdsRise(rows)) throw new ValidationError({ thresholds: ['not_rising_with_status'] });
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = await tx.select().from(vipThresholds);
    await tx.delete(vipThresholds);
    await tx.insert(vipThresholds).values(rows);
    await recordStaffAction(tx, {
      ...audit(actor, at),
      action: 'vip_thresholds.replace',
      subjectKind: 'vip_thresholds',
      subjectId: 'all',
      before,
      after: thresholds,
    });
  });
  return listThresholds(deps);
}

export async function listGifts(deps: Pick<VipDeps, 'db'>): Promise<VipStatusGift[]> {
  const rows = await deps.db.select().from(vipStatusGifts);
  return VIP_RANKED.map((status) => ({
    status,
    gift_template_id: rows.find((r) => r.status === status)?.giftTemplateId ?? null,
  }));
}

/** Sets the gift of each listed status (null: none); an unknown template is refused (422). */
export async function setGifts(deps: VipDeps, actor: Actor, gifts: VipStatusGift[]): Promise<VipStatusGift[]> {
  if (new Set(gifts.map((g) => g.status)).size !== gifts.length) throw new ValidationError({ gifts: ['duplicate_status'] });
  const at = deps.clock.now();
  await deps.db
    .transaction(async (tx) => {
      const before = await tx.select().from(vipStatusGifts);
      for (const gift of gifts) {
        await tx
          .insert(vipStatusGifts)
          .values({ status: gift.status, giftTemplateId: gift.gift_template_id })
          .onConflictDoUpdate({ target: vipStatusGifts.status, set: { giftTemplateId: gift.gift_template_id } });
      }
      await recordStaffAction(tx, {
        ...audit(actor, at),
        action: 'vip_gifts.update',
        subjectKind: 'vip_gifts',
        subjectId: 'all',
        before,
        after: gifts,
      });
    })
    .catch((error: unknown) => {
      // The gift template reference: an unknown template is the operator's mistake, not the server's.
      if (isForeignKeyViolation(error)) throw new ValidationError({ gift_template_id: ['unknown_template'] });
      throw error;
    });
  return listGifts(deps);
}

import {
  wheelConfigSegmentsOf,
  type LootBoxGrant,
  type WheelAdmin,
  type WheelEdit,
  type WheelSlug,
  type WheelView,
} from '@casino/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { ValidationError } from '../http/errors';
import { recordStaffAction } from '../staff';
import type { Actor } from './admin';
import type { LoyaltyDeps } from './context';
import { issueBoxes } from './loot-boxes';
import { readWheel, segmentsFor } from './wheel-store';
import { prizeAmount } from './wheel-rules';
import { lootBoxes, wheels } from './tables';

/** The wheel a page draws: the viewer's segment set (WHEEL-11), priced in their currency (EUR for guests). */
export async function wheelView(deps: LoyaltyDeps, slug: WheelSlug, currency: string, groups: number[]): Promise<WheelView> {
  const row = await readWheel(deps.db, slug);
  const { set, segments } = segmentsFor(row, groups);
  return {
    slug,
    title: row.title,
    currency,
    segment_set: set,
    segments: segments.map((s) => ({
      label: s.label,
      kind: s.kind,
      weight: s.weight,
      amount_cents: prizeAmount(s, currency),
      points: s.kind === 'points' ? s.points : 0,
      freespins_count: s.kind === 'freespins' ? s.freespins_count : 0,
    })),
  };
}

export async function wheelAdmin(deps: LoyaltyDeps, slug: WheelSlug): Promise<WheelAdmin> {
  const row = await readWheel(deps.db, slug);
  return { slug, title: row.title, segments: row.segments, groups: row.groupSegments };
}

/**
 * WHEEL-11: the front-end configuration serves the loot box wheel's segments (API-018's default,
 * API-019's groups); they are written from the wheel in the transaction that changes it, so the
 * page's configuration and the draw never differ (decision 074).
 */
async function publishSegments(deps: LoyaltyDeps, tx: Tx, wheel: Pick<WheelAdmin, 'segments' | 'groups'>): Promise<void> {
  const served = wheelConfigSegmentsOf(wheel);
  // The deposit part as it is now, locked: a deposit rules save meanwhile waits and keeps these segments.
  const { deposit } = await deps.config.getForUpdate('wheel-config', tx);
  await deps.config.set('wheel-config', { default: served.default, deposit }, undefined, tx);
  await deps.config.set('wheel-config-segments', { groups: served.groups }, undefined, tx);
}

/** Replaces a wheel's title, default segments and (when sent) its groups' sets, recorded before and after (decision 046). */
export async function saveWheel(deps: LoyaltyDeps, actor: Actor, slug: WheelSlug, edit: WheelEdit): Promise<WheelAdmin> {
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(wheels).where(eq(wheels.slug, slug)).for('update');
    if (!before) throw new Error(`wheel ${slug} is not seeded`);
    const after = { title: edit.title, segments: edit.segments, groups: edit.groups ?? before.groupSegments };
    await tx
      .update(wheels)
      .set({ title: after.title, segments: after.segments, groupSegments: after.groups, updatedAt: at })
      .where(eq(wheels.slug, slug));
    if (slug === 'rocketmart') await publishSegments(deps, tx, after);
    await recordStaffAction(tx, {
      actor: actor.session,
      ip: actor.ip,
      at,
      action: 'wheel.update',
      subjectKind: 'wheel',
      subjectId: slug,
      before: { title: before.title, segments: before.segments, groups: before.groupSegments },
      after,
    });
    return { slug, ...after };
  });
}

/**
 * Grants loot boxes of a wheel to a player, once per Idempotency-Key: each box's source is
 * `staff:{key}:{n}`, so a retried grant issues nothing new and answers the same boxes.
 */
export async function grantBoxes(deps: LoyaltyDeps, actor: Actor, grant: LootBoxGrant, key: string): Promise<number[]> {
  const at = deps.clock.now();
  const validUntil = new Date(at.getTime() + grant.valid_days * 86_400_000);
  await deps.playerFacts(grant.player_id).catch(() => {
    throw new ValidationError({ player_id: ['unknown_player'] });
  });
  return deps.db.transaction(async (tx) => {
    const sources = Array.from({ length: grant.count }, (_, n) => `staff:${grant.player_id}:${key}:${n}`);
    const [existing] = await tx.select({ id: lootBoxes.id }).from(lootBoxes).where(inArray(lootBoxes.source, sources)).limit(1);
    const ids = await issueBoxes(deps, tx, { playerId: grant.player_id, wheel: grant.wheel, sources, validUntil });
    if (!existing) {
      await recordStaffAction(tx, {
        actor: actor.session,
        ip: actor.ip,
        at,
        action: 'loot_box.grant',
        subjectKind: 'player',
        subjectId: grant.player_id,
        playerId: grant.player_id,
        after: { ...grant, ids },
      });
    }
    return ids;
  });
}

import { licenceTimeZone, quarterOf, type VipProgress, type VipStatusGift, type VipThreshold } from '@casino/contracts';
import { and, eq } from 'drizzle-orm';
import { WALLET_EVENTS } from '../wallet';
import { onVipEvents } from './accrual';
import { listGifts, listThresholds, setGifts, setThresholds, type Actor } from './admin';
import type { VipDeps } from './context';
import { evaluateQuarterEnds } from './quarter-end';
import { progressOf } from './rules';
import { readHeld, thresholdRows } from './status';
import { vipQuarterSums } from './tables';

export type { VipDeps, VipPlayerFacts } from './context';

/** What the promotions manager edits, each change recorded in the staff audit log (decision 046). */
export interface VipAdmin {
  thresholds(): Promise<VipThreshold[]>;
  setThresholds(actor: Actor, thresholds: VipThreshold[]): Promise<VipThreshold[]>;
  gifts(): Promise<VipStatusGift[]>;
  setGifts(actor: Actor, gifts: VipStatusGift[]): Promise<VipStatusGift[]>;
}

/** The VIP club: quarterly sums, statuses and their groups and gifts (docs/decisions/056-vip-club.md). */
export interface VipService {
  progress(playerId: number): Promise<VipProgress>;
  /** Re-evaluates every hold that ran out at a quarter end; answers how many. */
  evaluateQuarterEnds(): Promise<number>;
  admin: VipAdmin;
  /** Subscribes the sums to the wallet's deposit and bet events. */
  subscribe(): void;
}

async function progress(deps: VipDeps, playerId: number): Promise<VipProgress> {
  const facts = await deps.playerFacts(playerId);
  const now = deps.clock.now();
  const quarter = quarterOf(now, licenceTimeZone(facts.licence)).key;
  const [sums] = await deps.db
    .select()
    .from(vipQuarterSums)
    .where(
      and(
        eq(vipQuarterSums.playerId, playerId),
        eq(vipQuarterSums.quarter, quarter),
        eq(vipQuarterSums.currency, facts.currency),
      ),
    );
  const held = await readHeld(deps.db, playerId);
  const counted = { depositCents: sums?.depositCents ?? 0, betCents: sums?.betCents ?? 0 };
  return progressOf(facts.currency, counted, held, now, await thresholdRows(deps.db));
}

export function createVipService(deps: VipDeps): VipService {
  return {
    progress: (playerId) => progress(deps, playerId),
    evaluateQuarterEnds: () => evaluateQuarterEnds(deps),
    admin: {
      thresholds: () => listThresholds(deps),
      setThresholds: (actor, thresholds) => setThresholds(deps, actor, thresholds),
      gifts: () => listGifts(deps),
      setGifts: (actor, gifts) => setGifts(deps, actor, gifts),
    },
    subscribe() {
      // One batch handler for the three, so a batch's deposits, bets and rollbacks count in order (decision 073).
      const types = [WALLET_EVENTS.depositSucceeded, WALLET_EVENTS.betPlaced, WALLET_EVENTS.betRolledBack];
      deps.outbox.subscribeBatch(types, (events) => onVipEvents(deps, events));
    },
  };
}

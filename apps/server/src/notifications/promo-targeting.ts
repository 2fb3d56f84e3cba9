import { GROUPS, type FeConfig } from '@casino/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { Outbox } from '../events/outbox';
import type { Clock } from '../platform/clock';
import { addGroups, outsideGroups } from '../players';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Players added per round of the job; the next round takes the rest. */
const BATCH = 500;

export interface PromoTargeting {
  /**
   * Adds the players the rule of the `popup-provider-new` document matches to group 1501; answers
   * their ids (the scheduled job `promo-targeting`, run by one process per period).
   */
  run(): Promise<number[]>;
}

/**
 * The audience of the promo-provider popup (NOTIF-12, decision 015): players who played a real
 * or demo round of one of the rule's providers in its last `days` days join group 1501, unless
 * they are in it already or in 1502 (the popup was shown to them). The operator names the
 * providers in the document's `target`; without one (or with the popup off) nobody is added.
 */
export function createPromoTargeting(deps: {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  /** The popup's document; null when it was never set (nobody is added then). */
  config: () => Promise<FeConfig<'popup-provider-new'> | null>;
  /**
   * The players who played a round of one of the providers since the time, each once (game
   * play's `playersWhoPlayed`, passed in by services.ts: game play depends on limits, which
   * depends on notifications).
   */
  playersWhoPlayed(providerSlugs: readonly string[], since: Date): Promise<number[]>;
  log: FastifyBaseLogger;
}): PromoTargeting {
  const { db, clock, outbox } = deps;
  let running: Promise<number[]> | undefined;

  async function once(): Promise<number[]> {
    const document = await deps.config();
    const target = document?.target;
    if (!document?.is_enabled || !target || target.provider_slugs.length === 0) return [];
    const now = clock.now();
    const played = await deps.playersWhoPlayed(target.provider_slugs, new Date(now.getTime() - target.days * DAY_MS));
    const audience = await outsideGroups(db, played, [GROUPS.promoProviderTarget, GROUPS.promoProviderShown]);
    const added: number[] = [];
    for (const playerId of audience.slice(0, BATCH)) {
      // Each player in a transaction of their own: groups_updates tells an open tab at once.
      await db.transaction((tx) => addGroups(tx, outbox, playerId, [GROUPS.promoProviderTarget], now));
      added.push(playerId);
    }
    if (added.length > 0) outbox.kick();
    return added;
  }

  function run(): Promise<number[]> {
    running ??= once().finally(() => {
      running = undefined;
    });
    return running;
  }

  return { run };
}

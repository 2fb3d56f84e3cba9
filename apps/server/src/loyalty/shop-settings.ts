import { shopFreeSpinTerms, type ShopSettings } from '@casino/contracts';
import type { AwardInput } from '../bonuses';
import { recordStaffAction } from '../staff';

import type { Actor } from './admin';
import type { LoyaltyDeps } from './context';

type PrizeTerms = NonNullable<AwardInput['terms']>;

const NONE: ShopSettings = {
  images: {
    banner: '/promo/rocket-mart-banner.svg',
    banner_retina: '/promo/rocket-mart-banner.svg',
    card_background: '/promo/rocket-mart-card.svg',
  },
  max_win: {},
  freespin_wagers: {},
  spin_rates: {},
};

/** SHOP-16: the shop settings (the `shop-settings` configuration); while it is not set, none of its terms apply. */
export async function readShopSettings(deps: Pick<LoyaltyDeps, 'config'>): Promise<ShopSettings> {
  try {
    return await deps.config.get('shop-settings');
  } catch {
    return NONE;
  }
}

/**
 * SHOP-16: the free spins of a free-spin card are issued with its group's wager and spin rate and
 * the shop's max win, in the player's currency or else in EUR; the gift template decides the rest.
 */
export function freeSpinPrizeTerms(settings: ShopSettings, group: string, currency: string): PrizeTerms {
  const terms = shopFreeSpinTerms(settings, group, currency);
  return { freespinWager: terms.wager, maxWinCents: terms.maxWinCents, freespinBetCents: terms.spinBetCents };
}

/** Replaces the shop settings, recorded with them before and after (decision 046). */
export async function saveShopSettings(deps: LoyaltyDeps, actor: Actor, settings: ShopSettings): Promise<ShopSettings> {
  const before = await deps.config.get('shop-settings').catch(() => null);
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await deps.config.set('shop-settings', settings, undefined, tx);
    await recordStaffAction(tx, {
      actor: actor.session,
      ip: actor.ip,
      at,
      action: 'shop_settings.update',
      subjectKind: 'shop_settings',
      subjectId: 'shop-settings',
      before,
      after: settings,
    });
  });
  return settings;
}

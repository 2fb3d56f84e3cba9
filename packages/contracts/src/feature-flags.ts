import { z } from 'zod';
export * from './feature-flags-list';

/** GET /api/fe/config/feature-flags: the server-side defaults; unknown names are ignored by the web. */
export const featureFlagsConfigSchema = z.object({ flags: z.record(z.string().max(64), z.boolean()) });

/** GET /api/fe/config/popup-provider-new: the game provider the promo-provider popup presents (NOTIF-12). */
export const popupProviderNewSchema = z.object({
  is_enabled: z.boolean(),
  provider_slug: z.string().max(100),
  provider_title: z.string().max(100),
  /**
   * Who sees it (decision 015): players who played a round of one of these providers in the last
   * `days` days join group 1501, unless the popup was shown to them (1502). Without it, the
   * operator fills group 1501 by hand.
   */
  target: z
    .object({
      provider_slugs: z.array(z.string().max(100)).max(50),
      days: z.number().int().min(1).max(365),
    })
    .optional(),
});

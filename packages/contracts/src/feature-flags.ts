import { z } from 'zod';
export * from './feature-flags-list';

/** GET /api/fe/config/feature-flags: the server-side defaults; unknown names are ignored by the web. */
export const featureFlagsConfigSchema = z.object({ flags: z.record(z.string().max(64), z.boolean()) });

/** GET /api/fe/config/popup-provider-new: the game provider the promo-provider popup presents (NOTIF-12). */
export const popupProviderNewSchema = z.object({
  is_enabled: z.boolean(),
  provider_slug: z.string().max(100),
  provider_title: z.string().max(100),
});

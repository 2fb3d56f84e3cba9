import { z } from 'zod';

/**
 * Feature flags of the front end (CONF-01, CONF-12): every flag the app reads. The server holds
 * the defaults in the `feature-flags` config document; a tester can override any of them for one
 * browser on /ffc.
 */
export const FEATURE_FLAGS = [
  'survey-widget',
  'accepted-messages',
  'ios-webview-exit',
  'popup-provider-new',
  'pwa-install',
  'test-quests',
  'all-promotion-pages',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
export type FeatureFlags = Record<FeatureFlag, boolean>;

/** The values when neither the server's document nor the browser says otherwise. */
export const DEFAULT_FEATURE_FLAGS: FeatureFlags = {
  'survey-widget': true,
  'accepted-messages': true,
  'ios-webview-exit': true,
  'popup-provider-new': true,
  'pwa-install': true,
  'test-quests': false,
  'all-promotion-pages': false,
};

export const isFeatureFlag = (name: string): name is FeatureFlag => (FEATURE_FLAGS as readonly string[]).includes(name);

/** GET /api/fe/config/feature-flags: the server-side defaults; unknown names are ignored by the web. */
export const featureFlagsConfigSchema = z.object({ flags: z.record(z.string().max(64), z.boolean()) });

/** GET /api/fe/config/popup-provider-new: the game provider the promo-provider popup presents (NOTIF-12). */
export const popupProviderNewSchema = z.object({
  is_enabled: z.boolean(),
  provider_slug: z.string().max(100),
  provider_title: z.string().max(100),
});

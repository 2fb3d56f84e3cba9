/**
 * Feature flags of the front end (CONF-01, CONF-12): every flag the app reads. The server holds
 * the defaults in the `feature-flags` config document; a tester can override any of them for one
 * browser on /ffc. Apart from the schemas in feature-flags.ts, so a page can read flags without
 * loading zod.
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

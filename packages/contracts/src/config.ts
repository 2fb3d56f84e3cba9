import { z } from 'zod';
import { vipAdventuresConfigSchema } from './adventures-config';
import { featureFlagsConfigSchema, popupProviderNewSchema } from './feature-flags';
import { wheelDepositConfigSchema } from './wheels';
import { shopSettingsSchema } from './loyalty';

/**
 * Front-end configuration documents served by GET /api/fe/config/{name}. They live in the
 * database so an operator changes them without a deploy; each has one schema, checked on write
 * and on read.
 */

export const stagByReferrerNameSchema = z.object({
  default_stag: z.string(),
  referrers: z.record(z.string(), z.string()),
});
export const surveyConfigSchema = z.object({
  survey_id: z.string(),
  survey_collector_id: z.string(),
  is_enable_widget: z.boolean(),
  /**
   * Where the survey is answered: an https address in which `{survey_id}` and `{collector_id}`
   * are replaced (NOTIF-09). Without it the widget stays hidden.
   */
  survey_url: z
    .string()
    .url()
    .refine((url) => url.startsWith('https://'), 'must be an https address')
    .optional(),
});
export const bettingConfigSchema = z.object({
  is_enabled: z.boolean(),
  url: z.string().url(),
});
/** An origin (scheme, host, optional port) allowed to embed the site in an iframe (SHELL-16). */
const embedOriginSchema = z
  .string()
  .regex(/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/, 'must be an origin such as https://casino-de.example');
/** Who may frame the site and exchange messages with it: CSP frame-ancestors and the postMessage allow-list. */
export const embedConfigSchema = z.object({ allowed_origins: z.array(embedOriginSchema).max(100) });
/** The adventure calendar's front-end document (requirements §promo-3 Adventure day; docs/decisions/057-adventure-calendar.md). */
export const vipAdventuresSchema = vipAdventuresConfigSchema;
export const disabledBonusesSchema = z.object({ identifiers: z.array(z.string()) });
export const modifyGiftsConfigSchema = z.object({
  gifts: z.record(z.string(), z.object({ title_key: z.string().optional(), image: z.string().optional() })),
});
export const excludedPromoStagsSchema = z.object({ stags: z.array(z.string()) });
export const currencyConfigSchema = z.object({
  default: z.string(),
  enabled: z.array(z.string()),
});
export const additionalGiftsSchema = z.object({
  gifts: z.array(z.object({ id: z.string(), title_key: z.string(), image: z.string(), path: z.string() })),
});
export const mainWidgetConfigSchema = z.object({
  widgets: z.array(z.object({ type: z.string(), enabled: z.boolean(), position: z.number().int() })),
});
export const logoConfigSchema = z.object({
  logoUrl: z.object({ mobile: z.string(), full: z.string() }),
});
export const menuCategoriesGamesSchema = z.object({
  items: z.array(z.object({ slug: z.string(), title_key: z.string(), path: z.string(), icon: z.string() })),
});
export const PROMOTION_PAGES = [
  'tournaments',
  'lotteries',
  'actions',
  'rocket-mart',
  'rocketmart-wheel',
  'rocketplay-wheel',
  'rocketplay-vipclub',
  'aquanova-odyssey',
  'rocket-chance',
  'jackpots',
  'rocketplay-adventure',
] as const;
export type PromotionPage = (typeof PROMOTION_PAGES)[number];
export const managePromotionPagesSchema = z.object({ pages: z.record(z.string(), z.boolean()) });

export const bannerSchema = z.object({
  id: z.number().int(),
  frontend_identifier: z.string(),
  categories: z.array(z.string()),
  title: z.object({ text: z.string() }),
  description: z.object({ text: z.string() }),
  variables: z.record(z.string(), z.string()),
  image: z.string(),
  overlayImage: z.string().nullable(),
  gradient: z.array(z.string()).length(4),
  labels: z.array(z.string()),
  groupIds: z.array(z.number().int()),
  size: z.enum(['small', 'medium', 'large']),
  logged: z.enum(['all', 'guest', 'logged']),
  order: z.record(z.string(), z.number().int()),
  button: z
    .object({
      name: z.string(),
      url: z.string(),
      type: z.enum(['tournaments', 'lottery', 'link']),
      frontendIdentifier: z.string().nullable(),
      attrs: z.record(z.string(), z.string()),
    })
    .nullable(),
  secondButton: z.object({ name: z.string(), popup: z.string() }).nullable(),
  timer: z.object({ start_at: z.string(), end_at: z.string() }).nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;
export const bannersConfigSchema = z.object({ banners: z.array(bannerSchema) });

export const wheelConfigSchema = z.object({
  default: z.object({ segments: z.array(z.object({ prize: z.string(), weight: z.number().int().nonnegative() })) }),
  deposit: wheelDepositConfigSchema,
});
export const wheelConfigSegmentsSchema = z.object({
  groups: z.record(
    z.string(),
    z.array(z.object({ prize: z.string(), weight: z.number().int().nonnegative(), image: z.string().optional() })),
  ),
});

export const managerSchema = z.object({
  managerName: z.string(),
  time: z.string(),
  avatar: z.string(),
  whatsAppLink: z.string(),
  telegramLink: z.string(),
  email: z.string(),
});
export type Manager = z.infer<typeof managerSchema>;
/**
 * A stored managers entry: the public contact card plus, optionally, the staff account (a
 * `vip_manager`) that answers the support chat of the group's players. The id is never served.
 */
export const managerEntrySchema = managerSchema.extend({ manager_staff_id: z.number().int().positive().optional() });
export type ManagerEntry = z.infer<typeof managerEntrySchema>;
/** Stored config behind POST /api/fe/config/managers: a manager per VIP group id. */
export const managersStoreSchema = z.object({ by_group: z.record(z.string(), managerEntrySchema) });
export const managersRequestSchema = z.object({ userGroups: z.array(z.number().int()).max(200) }).strict();
export const managersResponseSchema = z.object({ manager: managerSchema.nullable() });

/** Every named config with its schema; `banners-config` is stored once per locale. */
export const FE_CONFIGS = {
  'stag-by-referrer-name': stagByReferrerNameSchema,
  'survey-config': surveyConfigSchema,
  'betting-config': bettingConfigSchema,
  'vip-adventures': vipAdventuresSchema,
  'disabled-bonuses': disabledBonusesSchema,
  'modify-gifts-config': modifyGiftsConfigSchema,
  'excluded-promo-stags': excludedPromoStagsSchema,
  'currency-config': currencyConfigSchema,
  'additional-gifts': additionalGiftsSchema,
  'main-widget-config': mainWidgetConfigSchema,
  'logo-config': logoConfigSchema,
  'menu-categories-games': menuCategoriesGamesSchema,
  'manage-promotion-pages': managePromotionPagesSchema,
  'banners-config': bannersConfigSchema,
  'wheel-config': wheelConfigSchema,
  'wheel-config-segments': wheelConfigSegmentsSchema,
  /** SHOP-16: the shop's images, max win, and free-spin wager and spin rate per card group. */
  'shop-settings': shopSettingsSchema,
  'feature-flags': featureFlagsConfigSchema,
  'popup-provider-new': popupProviderNewSchema,
  'embed-config': embedConfigSchema,
} as const;
export type FeConfigName = keyof typeof FE_CONFIGS;
export type FeConfig<N extends FeConfigName> = z.infer<(typeof FE_CONFIGS)[N]>;
export const FE_CONFIG_NAMES = Object.keys(FE_CONFIGS) as FeConfigName[];
export const feConfigNameSchema = z.enum(FE_CONFIG_NAMES as [FeConfigName, ...FeConfigName[]]);

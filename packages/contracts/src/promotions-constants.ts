/**
 * The promotions pages' constants (requirements §promo-9), apart from the schemas so the lobby's
 * first load takes them without zod (docs/decisions/047-lobby-first-load.md).
 */

/** BANR-03 CONST-29: the banner carousel turns every 10,000 ms. */
export const BANNER_AUTOPLAY_MS = 10_000;
/** BANR-04 CONST-29: skeleton banners while they load, per device class. */
export const BANNER_SKELETONS = { mobile: 2, desktop: 3 } as const;
/** BANR-10 CONST-33: the promo timer's end time is kept in a cookie this long. */
export const PROMO_TIMER_COOKIE_SECONDS = 86_400;
/** BANR-11 CONST-34: a closed enter-button banner comes back after this long. */
export const ENTER_BANNER_RESHOW_MS = 120_000;
/** BANR-12 CONST-35: the promo tooltip's timer. */
export const PROMO_TOOLTIP_MS = 10 * 60_000;
/** The banner category of the lobby's top slider and of the welcome-pack exit banner (BANR-06). */
export const SLIDER_CATEGORY = 'slider-index-top';
export const WELCOME_PACK_CATEGORY = 'welcome-pack';
/** CMS-11: the articles list shows this many until the visitor asks for more. */
export const ARTICLES_SHOWN = 6;

import {
  ENABLED_CURRENCIES,
  DEFAULT_CURRENCY,
  type FeConfig,
  type FeConfigName,
  FE_CONFIGS,
  LOCALES,
  GROUPS,
  DEFAULT_FEATURE_FLAGS,
  MIRROR_ORIGINS,
} from '@casino/contracts';
import { feConfigs } from '../config/tables';
import { INTERNAL_CONFIGS } from '../config/service';
import type { DbOrTx } from '../db/client';
import { demoBanners } from './data/banners';
import { demoPromoItems } from './data/promo-items';
import { demoShowcase } from './data/showcase';

/** The demo's front-end configuration. */
export const DEMO_CONFIG: { [N in Exclude<FeConfigName, 'banners-config'>]: FeConfig<N> } = {
  'stag-by-referrer-name': { default_stag: '122', referrers: { google: '241', bing: '241', yahoo: '241' } },
  'survey-config': {
    survey_id: 'player-satisfaction-2026',
    survey_collector_id: 'site-widget',
    is_enable_widget: true,
    survey_url: 'https://www.surveymonkey.com/r/{survey_id}?collector_id={collector_id}',
  },
  'betting-config': { is_enabled: false, url: 'https://sport.casino.example' },
  'vip-adventures': {
    is_enabled: true,
    group_ids: [GROUPS.tester],
    start_date: '2026-12-01',
    days: Array.from({ length: 7 }, (_, i) => ({
      day: i + 1,
      condition: {
        min_dep: { EUR: 2000 + i * 1000, USD: 2000 + i * 1000, CAD: 3000 + i * 1500, AUD: 3000 + i * 1500, NZD: 3000 + i * 1500 },
        wager: 3,
        period_activation_days: 1,
      },
      prize:
        i % 2 === 0
          ? { type: 'freespins' as const, text_key: 'adventure.prize.freespins', freespins_count: 20 + i * 10 }
          : { type: 'bonus' as const, text_key: 'adventure.prize.bonus' },
    })),
    super_prize: { text_key: 'adventure.super_prize', amounts: { EUR: 50000, USD: 50000, CAD: 75000, AUD: 75000, NZD: 75000 } },
  },
  'disabled-bonuses': { identifiers: [] },
  'modify-gifts-config': { gifts: {} },
  'excluded-promo-stags': { stags: [] },
  'currency-config': { default: DEFAULT_CURRENCY, enabled: [...ENABLED_CURRENCIES] },
  'additional-gifts': { gifts: [] },
  'main-widget-config': {
    widgets: [
      { type: 'rocket-mart', enabled: true, position: 1 },
      { type: 'lootbox', enabled: true, position: 2 },
      { type: 'quests', enabled: true, position: 3 },
      { type: 'adventures', enabled: true, position: 4 },
    ],
  },
  'logo-config': { logoUrl: { mobile: '/brand/logo-mobile.svg', full: '/brand/logo-full.svg' } },
  'menu-categories-games': {
    items: [
      { slug: 'lobby', title_key: 'menu.lobby', path: '/', icon: 'lobby' },
      { slug: 'pokies', title_key: 'menu.pokies', path: '/pokies/all', icon: 'pokies' },
      { slug: 'live', title_key: 'menu.live', path: '/live/all', icon: 'live' },
      { slug: 'new', title_key: 'menu.new', path: '/categories/new', icon: 'new' },
      { slug: 'top', title_key: 'menu.top', path: '/categories/top', icon: 'top' },
      { slug: 'jackpot', title_key: 'menu.jackpot', path: '/categories/jackpot', icon: 'jackpot' },
      { slug: 'table', title_key: 'menu.table', path: '/categories/table', icon: 'table' },
      { slug: 'crash-games', title_key: 'menu.crash', path: '/categories/crash-games', icon: 'crash' },
    ],
  },
  'manage-promotion-pages': {
    pages: {
      tournaments: true,
      lotteries: true,
      actions: true,
      'rocket-mart': true,
      'rocketmart-wheel': true,
      'rocketplay-wheel': true,
      'rocketplay-vipclub': true,
      'aquanova-odyssey': true,
      'rocket-chance': false,
      jackpots: true,
      'rocketplay-adventure': true,
    },
  },
  'wheel-config': {
    // WHEEL-11: the loot box wheel's segments are written here from the wheel (seed/wheels.ts, decision 074).
    default: { segments: [] },
    // WHEEL-10: what one deposit must pay (minor units) to get loot boxes, per wheel group and currency;
    // the demo gives none to players outside the wheel groups (`default` is left for the operator).
    deposit: {
      '21': { EUR: { pay: 2000, get: 1 }, USD: { pay: 2000, get: 1 }, CAD: { pay: 3000, get: 1 }, AUD: { pay: 3000, get: 1 } },
      '1308': { EUR: { pay: 5000, get: 1 }, USD: { pay: 5000, get: 1 }, CAD: { pay: 7500, get: 1 }, AUD: { pay: 7500, get: 1 } },
      '1309': {
        EUR: { pay: 10000, get: 2 },
        USD: { pay: 10000, get: 2 },
        CAD: { pay: 15000, get: 2 },
        AUD: { pay: 15000, get: 2 },
      },
    },
  },
  // WHEEL-11: written from the loot box wheel's group segments (seed/wheels.ts, decision 074).
  'wheel-config-segments': { groups: {} },
  // SHOP-16: the shop's images, the max win of its free spins (100,000 EUR, SHOP-26), and per free-spin card group the wager
  // on the spins' winnings and the bet of one spin (decision 074).
  'shop-settings': {
    images: {
      banner: '/promo/rocket-mart-banner.svg',
      banner_retina: '/promo/rocket-mart-banner@2x.svg',
      card_background: '/promo/rocket-mart-card.svg',
    },
    max_win: {
      EUR: 10_000_000,
      USD: 10_000_000,
      CAD: 10_000_000,
      AUD: 10_000_000,
      NZD: 10_000_000,
      NOK: 100_000_000,
      BRL: 50_000_000,
    },
    freespin_wagers: { fs_10: 30, fs_25: 30, fs_50: 25, sale_fs_20: 30 },
    spin_rates: {
      fs_10: { EUR: 20, USD: 20, CAD: 20, AUD: 20, NZD: 20, NOK: 200, BRL: 100 },
      fs_25: { EUR: 20, USD: 20, CAD: 20, AUD: 20, NZD: 20, NOK: 200, BRL: 100 },
      fs_50: { EUR: 50, USD: 50, CAD: 50, AUD: 50, NZD: 50, NOK: 500, BRL: 250 },
      sale_fs_20: { EUR: 20, USD: 20, CAD: 20, AUD: 20, NZD: 20, NOK: 200, BRL: 100 },
    },
  },
  // Server-side defaults of the /ffc flags (CONF-12); testers override them per browser.
  'feature-flags': { flags: { ...DEFAULT_FEATURE_FLAGS } },
  'popup-provider-new': { is_enabled: true, provider_slug: 'cobalt-reels', provider_title: 'Cobalt Reels' },
  // SHELL-16: the locales' mirror domains may frame the site and message it (decision 008).
  'embed-config': { allowed_origins: [...MIRROR_ORIGINS] },
};

const manager = (name: string, handle: string) => ({
  managerName: name,
  time: '09:00-21:00 CET',
  avatar: `/brand/managers/${handle}.svg`,
  whatsAppLink: `https://wa.me/3725550${handle.length}00`,
  telegramLink: `https://t.me/casino_${handle}`,
  email: `${handle}@casino.example`,
});

export const DEMO_INTERNAL_CONFIG = {
  // Euro withdrawals above 2,000.00 wait for a payments officer (docs/decisions/067-money-desk.md);
  // the other rules are there to switch on.
  'money-desk-rules': {
    review_above_cents: { EUR: 200_000 },
    new_account_days: 0,
    hold_unwagered_deposit: false,
    hold_changed_method: false,
  },
  managers: {
    by_group: {
      [GROUPS.vipDiamond]: manager('Helena Kask', 'helena'),
      [GROUPS.vipPlatinum]: manager('Marco Bianchi', 'marco'),
      [GROUPS.vipGold]: manager('Sophie Tremblay', 'sophie'),
      [GROUPS.vipSilver]: manager('Liam Walker', 'liam'),
      [GROUPS.vipBronze]: manager('Liam Walker', 'liam'),
    },
  },
  project: {
    name: 'Rocket Casino',
    brand: 'rocket',
    support_email: 'support@casino.example',
    support_phone: '+372 555 0100',
    licence: { default: 'CW', available: ['CW', 'EE'] },
    socials: [
      { name: 'instagram', url: 'https://instagram.com/casino.example' },
      { name: 'x', url: 'https://x.com/casino_example' },
      { name: 'telegram', url: 'https://t.me/casino_example' },
    ],
  },
  'crypto-exchange-rates': {
    base: 'EUR',
    updated_at: '2026-11-01T00:00:00.000Z',
    rates: { BTC: '0.0000105', ETH: '0.00031', LTC: '0.0112', BCH: '0.0021', DOG: '5.85', USDT: '1.08' },
  },
  // What one unit of each currency is worth in euros, for the reports' totals (decision 068).
  'report-rates': {
    base: 'EUR',
    rates: {
      USD: '0.92',
      AUD: '0.6',
      CAD: '0.67',
      NZD: '0.55',
      GBP: '1.17',
      BRL: '0.16',
      NOK: '0.085',
      JPY: '0.0061',
      KZT: '0.0018',
      BTC: '95000',
      BCH: '470',
      ETH: '3200',
      LTC: '89',
      DOG: '0.17',
      USDT: '0.92',
    },
  },
};

/** Adds every config document that is missing; operator edits stay as they are. */
export async function seedConfig(tx: DbOrTx, now = new Date()): Promise<void> {
  const rows: (typeof feConfigs.$inferInsert)[] = [];
  for (const [name, value] of Object.entries(DEMO_CONFIG)) {
    rows.push({ name, locale: '', value: FE_CONFIGS[name as FeConfigName].parse(value) });
  }
  for (const [name, value] of Object.entries(DEMO_INTERNAL_CONFIG)) {
    rows.push({ name, locale: '', value: INTERNAL_CONFIGS[name as keyof typeof INTERNAL_CONFIGS].parse(value) });
  }
  for (const locale of LOCALES) {
    rows.push({ name: 'banners-config', locale, value: FE_CONFIGS['banners-config'].parse({ banners: demoBanners(locale) }) });
  }
  rows.push({ name: 'promo-items', locale: '', value: INTERNAL_CONFIGS['promo-items'].parse({ items: demoPromoItems(now) }) });
  rows.push({ name: 'promo-showcase', locale: '', value: INTERNAL_CONFIGS['promo-showcase'].parse(demoShowcase()) });
  await tx.insert(feConfigs).values(rows).onConflictDoNothing();
}

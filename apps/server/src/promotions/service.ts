import {
  GROUPS,
  LOCALES,
  type ActivityHub,
  type Banner,
  type FeConfig,
  type Locale,
  type PromoCard,
  type PromoItem,
  type Showcase,
  type ShowcaseStore,
  type Tournament,
} from '@casino/contracts';
import type { Db, Tx } from '../db/client';
import { isNotFound } from '../http/errors';
import type { Clock } from '../platform/clock';
import type { TtlCache } from '../platform/ttl-cache';
import { recordStaffAction, type StaffSession } from '../staff';
import { activityHub, type HubDeps } from './hub';
import {
  GUEST,
  missingBannerTexts,
  missingItemLocales,
  promoCards,
  visibleBanners,
  type LiveTargets,
  type Viewer,
} from './rules';

/** Who changes something, for the audit log (decision 046). */
export interface Actor {
  session: StaffSession;
  ip: string;
}

/** The documents the promotions pages read, kept by the config domain (passed in by services.ts). */
export interface PromotionDocuments {
  banners(locale: Locale): Promise<Banner[]>;
  setBanners(locale: Locale, banners: Banner[], tx: Tx): Promise<void>;
  items(): Promise<PromoItem[]>;
  setItems(items: PromoItem[], tx: Tx): Promise<void>;
  pages(): Promise<FeConfig<'manage-promotion-pages'>['pages']>;
  /** CMS-10 CMS-11: the awards and articles per locale. */
  showcase(): Promise<ShowcaseStore>;
  setShowcase(store: ShowcaseStore, tx: Tx): Promise<void>;
}

export interface PromotionDeps extends HubDeps {
  db: Db;
  clock: Clock;
  cache: TtlCache;
  documents: PromotionDocuments;
  /** The tournaments and quests, all of them (competitions' entry). */
  tournaments(): Promise<Tournament[]>;
  /** The frontend identifiers of lotteries that exist and have not ended. */
  liveLotteries(): Promise<string[]>;
  /** A locale's message catalogue (the CMS's entry), to show the operator missing banner texts. */
  messages(locale: Locale): Promise<Record<string, string>>;
  groupsOf(playerId: number): Promise<number[]>;
}

export interface PromotionService {
  /** API-017 BANR-01: the banners of a locale this viewer may see now. */
  banners(locale: Locale, playerId: number | null): Promise<Banner[]>;
  /** BANR-13: the promo items of /promotions. */
  items(locale: Locale, playerId: number | null): Promise<PromoCard[]>;
  /** BANR-15: the activity hub of a signed-in player. */
  hub(playerId: number): Promise<ActivityHub>;
  /** Whether a managed promotion page is on for this viewer (an unlisted page is on; testers see every page). */
  pageEnabled(page: string, playerId: number | null): Promise<boolean>;
  staffBanners(locale: Locale): Promise<{ banners: Banner[]; missing: Partial<Record<Locale, string[]>> }>;
  saveBanners(actor: Actor, locale: Locale, banners: Banner[]): Promise<void>;
  staffItems(): Promise<{ item: PromoItem; missing_locales: Locale[] }[]>;
  saveItem(actor: Actor, item: PromoItem): Promise<void>;
  deleteItem(actor: Actor, id: number): Promise<boolean>;
  /** CMS-10 CMS-11: the awards and articles of a locale (the English ones where it has none), the newest article first. */
  showcase(locale: Locale): Promise<Showcase>;
  staffShowcase(locale: Locale): Promise<Showcase & { missing_locales: Locale[] }>;
  saveShowcase(actor: Actor, locale: Locale, showcase: Showcase): Promise<void>;
}

const LIVE_KEY = 'promotions:live-targets';

export function createPromotionService(deps: PromotionDeps): PromotionService {
  const { db, clock, cache, documents } = deps;
  /** One cached lookup for every banner render: the promotions that exist and have not ended. */
  const liveTargets = () =>
    cache.get<LiveTargets>(LIVE_KEY, async () => {
      const [tournaments, lotteries] = await Promise.all([deps.tournaments(), deps.liveLotteries()]);
      const live = tournaments.filter((t) => t.status !== 'archive' && !t.canceled).map((t) => t.frontend_identifier);
      return { tournaments: new Set(live), lotteries: new Set(lotteries) };
    });
  const viewerOf = async (playerId: number | null): Promise<Viewer> =>
    playerId === null ? GUEST : { signedIn: true, groups: await deps.groupsOf(playerId) };
  const showcaseOrNone = (): Promise<ShowcaseStore> =>
    documents.showcase().catch((err: unknown) => (isNotFound(err) ? { locales: {} } : Promise.reject(err)));
  const itemsOrNone = () => documents.items().catch((err: unknown) => (isNotFound(err) ? [] : Promise.reject(err)));
  const audit = (actor: Actor) => ({ actor: actor.session, ip: actor.ip, at: clock.now() });

  return {
    async banners(locale, playerId) {
      const [banners, viewer, live] = await Promise.all([documents.banners(locale), viewerOf(playerId), liveTargets()]);
      return visibleBanners(banners, viewer, clock.now(), live);
    },
    async items(locale, playerId) {
      const [items, viewer] = await Promise.all([itemsOrNone(), viewerOf(playerId)]);
      return promoCards(items, locale, viewer, clock.now());
    },
    hub: (playerId) => activityHub(deps, playerId),
    async pageEnabled(page, playerId) {
      const pages: Record<string, boolean> = await documents
        .pages()
        .catch((err: unknown) => (isNotFound(err) ? {} : Promise.reject(err)));
      if (pages[page] !== false) return true;
      return (await viewerOf(playerId)).groups.includes(GROUPS.tester);
    },
    async staffBanners(locale) {
      const missing: Partial<Record<Locale, string[]>> = {};
      await Promise.all(
        LOCALES.map(async (each) => {
          const [banners, messages] = await Promise.all([documents.banners(each), deps.messages(each)]);
          const lacking = missingBannerTexts(banners, messages);
          if (lacking.length > 0) missing[each] = lacking;
        }),
      );
      return { banners: await documents.banners(locale), missing };
    },
    async saveBanners(actor, locale, banners) {
      const before = await documents.banners(locale);
      await db.transaction(async (tx) => {
        await documents.setBanners(locale, banners, tx);
        await recordStaffAction(tx, {
          ...audit(actor),
          action: 'banners.replace',
          subjectKind: 'banners',
          subjectId: locale,
          before,
          after: banners,
        });
      });
      cache.clear(LIVE_KEY);
    },
    async staffItems() {
      return (await itemsOrNone()).map((item) => ({ item, missing_locales: missingItemLocales(item) }));
    },
    async saveItem(actor, item) {
      const items = await itemsOrNone();
      const before = items.find((i) => i.id === item.id) ?? null;
      const next = before ? items.map((i) => (i.id === item.id ? item : i)) : [...items, item];
      await db.transaction(async (tx) => {
        await documents.setItems(next, tx);
        const action = before ? 'promo_item.update' : 'promo_item.create';
        await recordStaffAction(tx, {
          ...audit(actor),
          action,
          subjectKind: 'promo_item',
          subjectId: item.id,
          before,
          after: item,
        });
      });
    },
    async deleteItem(actor, id) {
      const items = await itemsOrNone();
      const before = items.find((i) => i.id === id);
      if (!before) return false;
      await db.transaction(async (tx) => {
        await documents.setItems(
          items.filter((i) => i.id !== id),
          tx,
        );
        await recordStaffAction(tx, {
          ...audit(actor),
          action: 'promo_item.delete',
          subjectKind: 'promo_item',
          subjectId: id,
          before,
          after: null,
        });
      });
      return true;
    },
    async showcase(locale) {
      const { locales } = await showcaseOrNone();
      const own = locales[locale] ?? locales.en ?? EMPTY_SHOWCASE;
      return { awards: own.awards, articles: newestFirst(own.articles) };
    },
    async staffShowcase(locale) {
      const { locales } = await showcaseOrNone();
      return { ...(locales[locale] ?? EMPTY_SHOWCASE), missing_locales: LOCALES.filter((each) => !locales[each]) };
    },
    async saveShowcase(actor, locale, showcase) {
      const store = await showcaseOrNone();
      const before = store.locales[locale] ?? null;
      await db.transaction(async (tx) => {
        await documents.setShowcase({ locales: { ...store.locales, [locale]: showcase } }, tx);
        await recordStaffAction(tx, {
          ...audit(actor),
          action: 'showcase.replace',
          subjectKind: 'showcase',
          subjectId: locale,
          before,
          after: showcase,
        });
      });
    },
  };
}

const EMPTY_SHOWCASE: Showcase = { awards: [], articles: [] };
const newestFirst = (articles: Showcase['articles']) => [...articles].sort((a, b) => b.date.localeCompare(a.date));

import { LOCALES, promoStatus, type Banner, type Locale, type PromoCard, type PromoItem } from '@casino/contracts';

/** Who looks: a guest, or a signed-in player with their groups. */
export interface Viewer {
  signedIn: boolean;
  groups: readonly number[];
}

export const GUEST: Viewer = { signedIn: false, groups: [] };

/** The promotions a banner or promo item may point at that are running or yet to come, by frontend identifier. */
export interface LiveTargets {
  tournaments: ReadonlySet<string>;
  lotteries: ReadonlySet<string>;
}

/**
 * VAL-24: a banner with groupIds shows only to a signed-in player in one of them; `logged`
 * keeps a banner to guests or to signed-in players.
 */
export function bannerAudienceOk(banner: Banner, viewer: Viewer): boolean {
  if (banner.logged === 'guest' && viewer.signedIn) return false;
  if (banner.logged === 'logged' && !viewer.signedIn) return false;
  if (banner.groupIds.length === 0) return true;
  return viewer.signedIn && banner.groupIds.some((id) => viewer.groups.includes(id));
}

/** A banner with a timer shows from its start until its end. */
export function bannerOnTime(banner: Banner, now: Date): boolean {
  if (!banner.timer) return true;
  const at = now.getTime();
  return Date.parse(banner.timer.start_at) <= at && at < Date.parse(banner.timer.end_at);
}

/** A banner whose button names a tournament or lottery shows only while that promotion exists and has not ended. */
export function bannerTargetLive(banner: Banner, live: LiveTargets): boolean {
  const button = banner.button;
  if (!button?.frontendIdentifier) return true;
  if (button.type === 'tournaments') return live.tournaments.has(button.frontendIdentifier);
  if (button.type === 'lottery') return live.lotteries.has(button.frontendIdentifier);
  return true;
}

/** The banners this viewer sees now (API-017), in the stored order. */
export function visibleBanners(banners: readonly Banner[], viewer: Viewer, now: Date, live: LiveTargets): Banner[] {
  return banners.filter((b) => bannerAudienceOk(b, viewer) && bannerOnTime(b, now) && bannerTargetLive(b, live));
}

/** Where a promo item leads on the site (BANR-13). */
export function promoUrl(item: Pick<PromoItem, 'kind' | 'target'>): string {
  switch (item.kind) {
    case 'tournament':
      return `/tournaments/${item.target}`;
    case 'quest':
      return `/action/${item.target}`;
    case 'lottery':
      return `/lottery/${item.target}`;
    case 'shop':
      return '/rocket-mart';
    case 'gift':
      return '/profile/gifts';
    case 'link':
      return item.target.startsWith('/') ? item.target : `/${item.target}`;
  }
}

const STATUS_RANK = { active: 0, future: 1, archive: 2 } as const;

/**
 * The promo items a viewer sees on /promotions (BANR-07, BANR-08), in a locale: published, in
 * one of their groups if the item names groups, with texts in that locale or English; active
 * first, then future, then archive, each by the operator's order.
 */
export function promoCards(items: readonly PromoItem[], locale: Locale, viewer: Viewer, now: Date): PromoCard[] {
  return items
    .filter((item) => item.published)
    .filter((item) => item.group_ids.length === 0 || item.group_ids.some((id) => viewer.groups.includes(id)))
    .flatMap((item) => {
      const texts = item.texts[locale] ?? item.texts.en;
      if (!texts) return [];
      const card: PromoCard = {
        frontend_identifier: item.frontend_identifier,
        status: promoStatus(item.start_at, item.end_at, now),
        start_at: item.start_at,
        end_at: item.end_at,
        title: texts.title,
        description: texts.description,
        textTimes: texts.text_times,
        image: item.image,
        kind: item.kind,
        url: promoUrl(item),
      };
      return [{ card, order: item.order }];
    })
    .sort((a, b) => STATUS_RANK[a.card.status] - STATUS_RANK[b.card.status] || a.order - b.order)
    .map(({ card }) => card);
}

/** The locales a promo item has no texts for yet. */
export function missingItemLocales(item: PromoItem): Locale[] {
  return LOCALES.filter((locale) => !item.texts[locale]);
}

/** The banners' message keys (title, description, button names) a locale's catalogue has no text for. */
export function missingBannerTexts(banners: readonly Banner[], messages: Readonly<Record<string, string>>): string[] {
  const keys = banners.flatMap((b) => [b.title.text, b.description.text, b.button?.name, b.secondButton?.name]);
  return [...new Set(keys.filter((key): key is string => Boolean(key) && !Object.hasOwn(messages, key as string)))];
}

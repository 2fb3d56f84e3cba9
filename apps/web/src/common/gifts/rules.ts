import { FREESPIN_ENDED_STAGES, PAST_GIFT_STAGES, type Gift } from '@casino/contracts';

/** The three lists of /profile/gifts (requirements §promo-4, docs/decisions/045-gifts-page.md). */
export type GiftSection = 'new' | 'active' | 'past';

type SectionFields = Pick<Gift, 'kind' | 'stage' | 'activatable' | 'activatable_until' | 'amount_wager_requirement_cents'>;

/**
 * GIFT-06 GIFT-07: a bonus is past in a terminal stage; a free-spin gift stays current unless
 * finished, canceled or expired (its spins may still be played after wager_done or lost).
 */
export function isPastGift(gift: Pick<Gift, 'kind' | 'stage'>): boolean {
  const ended = gift.kind === 'freespins' ? FREESPIN_ENDED_STAGES : PAST_GIFT_STAGES;
  return ended.includes(gift.stage);
}

/**
 * GIFT-08: a current gift is 'new' when it can be activated before a deadline, or when it has no
 * wager amount and is not being played yet; any other current gift is 'active'.
 */
export function giftSection(gift: SectionFields): GiftSection {
  if (isPastGift(gift)) return 'past';
  if (gift.activatable && gift.activatable_until !== null) return 'new';
  if (gift.amount_wager_requirement_cents === 0 && gift.stage !== 'handle_bets') return 'new';
  return 'active';
}

/** The gifts of each list, in the order given (the server lists newest first). */
export function sortIntoSections<T extends SectionFields>(gifts: readonly T[]): Record<GiftSection, T[]> {
  const sections: Record<GiftSection, T[]> = { new: [], active: [], past: [] };
  for (const gift of gifts) sections[giftSection(gift)].push(gift);
  return sections;
}

/** The header's count: the gifts that are new or active. */
export function currentGiftCount(gifts: readonly SectionFields[]): number {
  return gifts.filter((gift) => giftSection(gift) !== 'past').length;
}

/** GIFT-09: the titles whose gifts announce nothing (the wheel's and rocket chance's own prizes). */
const SILENT_TITLE = /wheel|rocket[\s_-]*chance/i;

/** GIFT-09 RT-05 RT-06: a gift change is announced only when the gift was just issued, and not for a silent title. */
export function announcesGift(gift: Pick<Gift, 'stage' | 'title' | 'title_key' | 'group_key'>): boolean {
  if (gift.stage !== 'issued') return false;
  return ![gift.title, gift.title_key ?? '', gift.group_key].some((text) => SILENT_TITLE.test(text));
}

/** GIFT-10: a title key the catalogue translates wins over the plain title. */
export function giftTitle(gift: Pick<Gift, 'title' | 'title_key'>, translate: (key: string) => string): string {
  if (!gift.title_key) return gift.title;
  const translated = translate(gift.title_key);
  return translated && translated !== gift.title_key ? translated : gift.title;
}

/** The free spins left to play. */
export function freespinsLeft(gift: Pick<Gift, 'freespins_total' | 'freespins_used'>): number {
  return Math.max(0, gift.freespins_total - (gift.freespins_used ?? 0));
}

interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** The time left until `deadline`, in whole days, hours, minutes and seconds; null once it has passed. */
export function remainingUntil(deadline: string, now: number): Remaining | null {
  const left = Math.floor((Date.parse(deadline) - now) / 1000);
  if (!Number.isFinite(left) || left <= 0) return null;
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}

import { isSaleGroup, MAX_TICKETS_PER_EXCHANGE, type ShopCard, type ShopCardType } from '@casino/contracts';

/** SHOP-02 SHOP-14: the shop's tabs; the first is the shop's main page. */
export const SHOP_TABS = ['all', 'discounts', 'freespins', 'money', 'special'] as const;
export type ShopTab = (typeof SHOP_TABS)[number];

export const isShopTab = (value: string | undefined): value is ShopTab => SHOP_TABS.includes(value as ShopTab);

/** The tab of each card type: loot boxes and lottery tickets are special rewards. */
const TAB_OF_TYPE: Record<ShopCardType, ShopTab> = {
  money: 'money',
  freespins: 'freespins',
  special: 'special',
  lootboxes: 'special',
  lotteries: 'special',
};

/** The cards a tab shows: sale cards only under discounts (and all), the others by their type's tab. */
export function cardsOfTab(cards: readonly ShopCard[], tab: ShopTab): ShopCard[] {
  if (tab === 'all') return [...cards];
  if (tab === 'discounts') return cards.filter((c) => isSaleGroup(c.group));
  return cards.filter((c) => !isSaleGroup(c.group) && TAB_OF_TYPE[c.type] === tab);
}

/** SHOP-04: the discounts tab exists only while a sale is on with cards, and for a signed-in player. */
export const hasDiscounts = (cards: readonly ShopCard[], signedIn: boolean): boolean =>
  signedIn && cards.some((c) => isSaleGroup(c.group) && c.sale !== null);

/** SHOP-05: a tab is marked when the signed-in player can afford one of its cards. */
export const canAffordIn = (cards: readonly ShopCard[], points: number | undefined): boolean =>
  points !== undefined && cards.some((c) => c.rate.points <= points);

/** SHOP-18: the coins still missing for a card (0 when the player has enough). */
export const missingPoints = (card: ShopCard, points: number): number => Math.max(0, card.rate.points - points);

/** Whether the reward is a bonus, which needs the player's bonus setting (SHOP-21); real money and lottery tickets do not. */
export const isBonusReward = (card: ShopCard): boolean =>
  card.type === 'money' ? card.money_kind === 'bonus' : card.type !== 'lotteries';

/** The lottery stepper's top (requirements §promo-4, the lottery exchange): floor(balance / cost), at most one exchange's worth. */
export const maxTickets = (card: ShopCard, points: number): number =>
  card.rate.points > 0 ? Math.min(MAX_TICKETS_PER_EXCHANGE, Math.floor(points / card.rate.points)) : 0;

/** The stepper shows only when the player can afford more than one ticket. */
export const showsTicketStepper = (card: ShopCard, points: number): boolean =>
  card.type === 'lotteries' && maxTickets(card, points) > 1;

/** DECISIONS-22: what a guest is shown: the first rate, EUR where present. */
export const guestRate = (card: ShopCard) => card.rates.find((r) => r.currency === 'EUR') ?? card.rates[0] ?? card.rate;

import type { ShopCard } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import {
  canAffordIn,
  cardsOfTab,
  guestRate,
  hasDiscounts,
  isBonusReward,
  maxTickets,
  missingPoints,
  showsTicketStepper,
} from './rules';

const card = (group: string, type: ShopCard['type'], points: number, extra: Partial<ShopCard> = {}): ShopCard => ({
  type,
  group,
  title: group,
  label: null,
  money_kind: type === 'money' ? 'real' : null,
  rate: { currency: 'EUR', points, amount_cents: 0 },
  rates: [{ currency: 'EUR', points, amount_cents: 0 }],
  freespins_count: 0,
  lottery_ids: [],
  wager: 0,
  games: [],
  sale: null,
  ...extra,
});

const sale = card('sale_fs', 'freespins', 60, { sale: { end_date: '31/12/2026', discount_percent: 40, full_price: 100 } });
const cards = [sale, card('fs_10', 'freespins', 50), card('money_10', 'money', 400), card('cashback', 'special', 150)];

describe('the shop rules', () => {
  it('SHOP-02 SHOP-13 the tabs: sale cards only under discounts, the others by type, all of them under all', () => {
    expect(cardsOfTab(cards, 'all')).toHaveLength(4);
    expect(cardsOfTab(cards, 'discounts').map((c) => c.group)).toEqual(['sale_fs']);
    expect(cardsOfTab(cards, 'freespins').map((c) => c.group)).toEqual(['fs_10']);
    expect(cardsOfTab(cards, 'money').map((c) => c.group)).toEqual(['money_10']);
  });

  it('SHOP-04 the discounts tab only for a signed-in player while a sale has cards', () => {
    expect(hasDiscounts(cards, true)).toBe(true);
    expect(hasDiscounts(cards, false)).toBe(false);
    expect(hasDiscounts(cards.slice(1), true)).toBe(false);
  });

  it('SHOP-05 SHOP-18 SHOP-24 a tab is marked when a card is affordable; the popup shows what is missing', () => {
    expect(canAffordIn(cardsOfTab(cards, 'money'), 399)).toBe(false);
    expect(canAffordIn(cardsOfTab(cards, 'money'), 400)).toBe(true);
    expect(canAffordIn(cards, undefined)).toBe(false);
    expect(missingPoints(cards[2] as ShopCard, 150)).toBe(250);
    expect(missingPoints(cards[2] as ShopCard, 500)).toBe(0);
  });

  it('SHOP-19 SHOP-21 guests see the EUR rate; real money needs no bonus setting', () => {
    const usdFirst = card('m', 'money', 10, {
      rates: [
        { currency: 'USD', points: 11, amount_cents: 100 },
        { currency: 'EUR', points: 10, amount_cents: 100 },
      ],
    });
    expect(guestRate(usdFirst).currency).toBe('EUR');
    expect(isBonusReward(cards[2] as ShopCard)).toBe(false);
    expect(isBonusReward(card('b', 'money', 1, { money_kind: 'bonus' }))).toBe(true);
    expect(isBonusReward(sale)).toBe(true);
  });

  it('SHOP-11 SHOP-14 loot boxes and lottery tickets are special rewards; tickets need no bonus setting, boxes do', () => {
    const box = card('lootbox_1', 'lootboxes', 100);
    const ticket = card('lottery_weekly', 'lotteries', 30, { lottery_ids: [4] });
    expect(cardsOfTab([...cards, box, ticket], 'special').map((c) => c.group)).toEqual([
      'cashback',
      'lootbox_1',
      'lottery_weekly',
    ]);
    expect(isBonusReward(ticket)).toBe(false);
    expect(isBonusReward(box)).toBe(true);
  });

  it('SHOP-11 LOTT-05 the lottery stepper runs from 1 to floor(balance / cost), shown only when more than one ticket is affordable', () => {
    const ticket = card('lottery_weekly', 'lotteries', 30, { lottery_ids: [4] });
    expect(maxTickets(ticket, 95)).toBe(3);
    expect(maxTickets(ticket, 29)).toBe(0);
    expect(maxTickets(ticket, 1_000_000)).toBe(100);
    expect(showsTicketStepper(ticket, 59)).toBe(false);
    expect(showsTicketStepper(ticket, 60)).toBe(true);
    expect(showsTicketStepper(card('fs_10', 'freespins', 30), 600)).toBe(false);
  });
});

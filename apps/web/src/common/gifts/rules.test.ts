import { GIFT_STAGES } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import {
  announcesGift,
  currentGiftCount,
  freespinsLeft,
  giftSection,
  giftTitle,
  isPastGift,
  remainingUntil,
  sortIntoSections,
} from './rules';
import { aGift } from './test-gift';

describe('gift stages', () => {
  it('GIFT-05 GIFT-06 a bonus is past in finished, canceled, expired, wager_done and lost, and current otherwise', () => {
    const past = GIFT_STAGES.filter((stage) => isPastGift(aGift({ stage })));
    expect(past.sort()).toEqual(['canceled', 'expired', 'finished', 'lost', 'wager_done']);
  });

  it('GIFT-07 a free-spin gift stays current after wager_done and lost, and is past only when finished, canceled or expired', () => {
    const past = GIFT_STAGES.filter((stage) => isPastGift(aGift({ kind: 'freespins', stage })));
    expect(past.sort()).toEqual(['canceled', 'expired', 'finished']);
    expect(giftSection(aGift({ kind: 'freespins', stage: 'wager_done' }))).toBe('active');
  });

  it('GIFT-08 a gift activatable before a deadline is new; without the deadline it is not', () => {
    const offer = { stage: 'issued' as const, activatable: true, activatable_until: '2026-12-01T00:00:00.000Z' };
    expect(giftSection(aGift(offer))).toBe('new');
    expect(giftSection(aGift({ ...offer, activatable_until: null }))).toBe('active');
  });

  it('GIFT-08 a gift with no wager amount is new until it is played; a wagering bonus is active', () => {
    expect(giftSection(aGift({ stage: 'issued', amount_wager_requirement_cents: 0 }))).toBe('new');
    expect(giftSection(aGift({ stage: 'wait', amount_wager_requirement_cents: 0 }))).toBe('new');
    expect(giftSection(aGift({ kind: 'freespins', stage: 'handle_bets', amount_wager_requirement_cents: 0 }))).toBe('active');
    expect(giftSection(aGift({ stage: 'handle_bets', amount_wager_cents: 5_000 }))).toBe('active');
    expect(giftSection(aGift({ stage: 'wait' }))).toBe('active');
  });

  it('GIFT-01 sorts gifts into new, active and past keeping their order, and counts the current ones for the header', () => {
    const gifts = [
      aGift({ id: 1, stage: 'issued', activatable: true, activatable_until: '2026-12-01T00:00:00.000Z' }),
      aGift({ id: 2 }),
      aGift({ id: 3, stage: 'canceled' }),
      aGift({ id: 4, stage: 'issued', activatable: true, activatable_until: '2026-12-02T00:00:00.000Z' }),
    ];
    const sections = sortIntoSections(gifts);
    expect(sections.new.map((gift) => gift.id)).toEqual([1, 4]);
    expect(sections.active.map((gift) => gift.id)).toEqual([2]);
    expect(sections.past.map((gift) => gift.id)).toEqual([3]);
    expect(currentGiftCount(gifts)).toBe(3);
  });
});

describe('gift notices and titles', () => {
  it('GIFT-09 RT-05 RT-06 only a gift at stage issued is announced', () => {
    expect(announcesGift(aGift({ stage: 'issued' }))).toBe(true);
    for (const stage of GIFT_STAGES.filter((s) => s !== 'issued')) expect(announcesGift(aGift({ stage }))).toBe(false);
  });

  it('GIFT-09 gifts titled for the wheel or rocket chance are never announced', () => {
    for (const title of ['Wheel prize', 'Lucky wheel spins', 'Rocket Chance', 'rocket_chance bonus', 'Rocket-chance']) {
      expect(announcesGift(aGift({ stage: 'issued', title }))).toBe(false);
    }
    expect(announcesGift(aGift({ stage: 'issued', title: 'Bonus', title_key: 'gifts.title.wheel_spins' }))).toBe(false);
    expect(announcesGift(aGift({ stage: 'issued', title: 'Rocket reload' }))).toBe(true);
  });

  it('GIFT-10 the title is translated from its key when the catalogue has it, else the plain title shows', () => {
    const catalogue: Record<string, string> = { 'gifts.title.welcome': 'Willkommensbonus' };
    const translate = (key: string) => catalogue[key] ?? key;
    expect(giftTitle(aGift({ title_key: 'gifts.title.welcome' }), translate)).toBe('Willkommensbonus');
    expect(giftTitle(aGift({ title_key: 'gifts.title.unknown' }), translate)).toBe('Welcome bonus');
    expect(giftTitle(aGift(), translate)).toBe('Welcome bonus');
  });
});

describe('free spins and deadlines', () => {
  it('counts the free spins left, never below zero', () => {
    expect(freespinsLeft(aGift({ freespins_total: 20, freespins_used: 3 }))).toBe(17);
    expect(freespinsLeft(aGift({ freespins_total: 20, freespins_used: 25 }))).toBe(0);
    expect(freespinsLeft(aGift({ freespins_total: 20, freespins_used: undefined }))).toBe(20);
  });

  it('splits the time to a deadline into days, hours, minutes and seconds, and gives nothing once it passed', () => {
    const now = Date.parse('2026-11-26T10:00:00.000Z');
    expect(remainingUntil('2026-11-28T13:04:05.900Z', now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(remainingUntil('2026-11-26T10:00:00.000Z', now)).toBeNull();
    expect(remainingUntil('not a date', now)).toBeNull();
  });
});

import type { LotteryNotification } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { isLotteryPage, winMessage } from './win-notice';

const i18n = createI18n('de', {
  'lotteries.won': 'Du hast mit Los #{{ticket}} Platz {{place}} in {{title}} gewonnen: {{prize}}',
  'competitions.prizes.gift': 'ein Geschenk',
  'competitions.prizes.bonus': '{{amount}} Bonusgeld',
});
const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency}`;

const win: LotteryNotification = {
  lottery_id: 4,
  frontend_identifier: 'weekly-lottery',
  title: 'Wochenlotterie',
  place: 2,
  ticket: 17,
  prize: { place: 2, kind: 'money', amount_cents: 5_000 },
  currency: 'EUR',
};

describe('the lottery winner notice', () => {
  it('LOTT-07 tells the winner the place, the lottery, the ticket and the prize in their language', () => {
    const t = i18n.t.bind(i18n);
    expect(winMessage(win, t, money)).toBe('Du hast mit Los #17 Platz 2 in Wochenlotterie gewonnen: 50.00 EUR');
    const gift = { ...win, prize: { place: 2, kind: 'gift' as const, template_id: 3 } };
    expect(winMessage(gift, t, money)).toContain('gewonnen: ein Geschenk');
  });

  it('LOTT-07 reloads only the page of the lottery won, in any locale', () => {
    expect(isLotteryPage('/lottery/weekly-lottery', 'weekly-lottery')).toBe(true);
    expect(isLotteryPage('/de/lottery/weekly-lottery', 'weekly-lottery')).toBe(true);
    expect(isLotteryPage('/lottery/other', 'weekly-lottery')).toBe(false);
    expect(isLotteryPage('/tournaments/lotteries', 'weekly-lottery')).toBe(false);
  });
});

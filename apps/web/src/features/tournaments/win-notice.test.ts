import type { TournamentNotification } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { isCompetitionPage, tournamentWinMessage } from './win-notice';

const i18n = createI18n('de', {
  'competitions.won_place': 'Du hast Platz {{place}} in {{title}} erreicht: {{prize}} gehört dir.',
  'competitions.won_level': 'Du hast Stufe {{place}} von {{title}} geschafft: {{prize}} gehört dir.',
  'competitions.prizes.gift': 'ein Freispiel-Geschenk',
  'competitions.prizes.bonus': 'Bonus {{amount}}',
});
const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency}`;

const win: TournamentNotification = {
  tournament_id: 4,
  award_place: 1,
  previous_place: null,
  amount_cents: 540,
  currency: 'USD',
  title: 'Wochenrennen',
  frontend_identifier: 'weekly-race',
  quest_level: false,
  prize: { place: 1, kind: 'money', amount_cents: 500 },
};

describe('the tournament winner notice', () => {
  it('RT-13 TOUR-12 tells the winner the place, the tournament and the prize as paid in their currency', () => {
    const t = i18n.t.bind(i18n);
    expect(tournamentWinMessage(win, t, money)).toBe('Du hast Platz 1 in Wochenrennen erreicht: 5.40 USD gehört dir.');
    const gift = { ...win, amount_cents: null, prize: { place: 1, kind: 'gift' as const, template_id: 3 } };
    expect(tournamentWinMessage(gift, t, money)).toBe(
      'Du hast Platz 1 in Wochenrennen erreicht: ein Freispiel-Geschenk gehört dir.',
    );
    const level = { ...win, award_place: 2, quest_level: true, title: 'Starter' };
    expect(tournamentWinMessage(level, t, money)).toBe('Du hast Stufe 2 von Starter geschafft: 5.40 USD gehört dir.');
  });

  it('RT-13 reloads only the page of the tournament or quest won, in any locale', () => {
    expect(isCompetitionPage('/tournaments/weekly-race', 'weekly-race')).toBe(true);
    expect(isCompetitionPage('/de/tournaments/weekly-race', 'weekly-race')).toBe(true);
    expect(isCompetitionPage('/action/starter', 'starter')).toBe(true);
    expect(isCompetitionPage('/tournaments/other', 'weekly-race')).toBe(false);
  });
});

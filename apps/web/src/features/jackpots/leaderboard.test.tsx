import type { JackpotWin } from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { Leaderboard } from './leaderboard';

const i18n = createI18n('en', {
  'jackpots.leaderboard': 'Winners',
  'jackpots.biggest': 'Biggest',
  'jackpots.latest': 'Latest',
  'jackpots.player': 'Player',
  'jackpots.level': 'Level',
  'jackpots.amount': 'Amount',
  'jackpots.no_wins': 'No winner yet',
});

const win = (id: number, amountCents: number, currency: string, userName = 'Magnificent'): JackpotWin => ({
  id,
  user_name: userName,
  created_at: '2026-11-27T09:00:00.000Z',
  amount_cents: amountCents,
  currency,
  jackpot_original_amount_cents: amountCents,
  jackpot_original_currency: 'EUR',
  jackpot_level_name: 'Mini',
});

/** The leaderboard with both lists already loaded, as the lobby's prefetch leaves them. */
function render(biggest: JackpotWin[], latest: JackpotWin[]): string {
  const client = new QueryClient();
  client.setQueryData(['jackpots', 'wins', 'biggest'], biggest);
  client.setQueryData(['jackpots', 'wins', 'latest'], latest);
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={['/']}>
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>
          <Leaderboard />
        </I18nextProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

/** The amount cells of a rendered list, in order. */
const amountCells = (html: string) =>
  [...html.matchAll(/<tr><td>[^<]*<\/td><td>Mini<\/td><td>([^<]*)<\/td><\/tr>/g)].map((m) => m[1]);

describe('jackpot leaderboard', () => {
  it('JACK-11 amounts show in main units with 2 decimals, in the winner’s currency', () => {
    const html = render([win(1, 123_456, 'EUR'), win(2, 100_000, 'USD')], [win(3, 5, 'EUR'), win(4, 1_230, 'CAD')]);
    expect(amountCells(html)).toEqual(['€1,234.56', '$1,000.00', '€0.05', 'CA$12.30']);
  });

  it('JACK-10 JACK-07 both lists show their winners by masked name; an empty list says so', () => {
    const html = render([win(1, 500, 'EUR', 'Ada Lovelace')], []);
    expect(html).toContain('<td>Ada Lo***</td>');
    expect(html).toContain('No winner yet');
    expect(html.match(/role="tabpanel"/g)).toHaveLength(2);
  });
});

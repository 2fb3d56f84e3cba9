import type { DepositGift } from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { giftKeys } from './api';
import { DepositGiftPicker } from './deposit-gift-picker';

const i18n = createI18n('en', {
  'gifts.welcome_1': 'Welcome pack: deposit 1',
  'gifts.deposit.legend': 'Choose a deposit bonus',
  'gifts.deposit.none': 'No bonus',
  'gifts.deposit.offer': '{{percent}}% up to {{max}}',
  'gifts.deposit.min': 'For a deposit of at least {{min}}',
  'gifts.deposit.wager': 'Wager the bonus {{multiplier}} times',
  'gifts.deposit.spins_one': 'Plus {{count}} free spin',
  'gifts.deposit.spins_other': 'Plus {{count}} free spins',
  'gifts.deposit.too_small': 'Deposit at least {{min}} to receive this bonus.',
});

const welcome: DepositGift = {
  id: 41,
  kind: 'deposit',
  stage: 'issued',
  title: 'Welcome pack: deposit 1',
  title_key: 'gifts.welcome_1',
  group_key: 'welcome_pack_1',
  currency: 'EUR',
  bonuses: [],
  percent: 100,
  max_amount_cents: 50_000,
  min_deposit_cents: 2_000,
  deposit_number: 1,
  wager_multiplier: 35,
  freespins_total: 50,
  game_ids: [],
  activatable_until: null,
};

function render(gifts: DepositGift[], value: string | null, amountCents: number | null) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(giftKeys.deposit, gifts);
  return renderToStaticMarkup(
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <DepositGiftPicker value={value} onChange={() => undefined} amountCents={amountCents} />
        </I18nextProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('the deposit gift picker', () => {
  it('GIFT-14 offers "no bonus" and each deposit gift the server lists, with what it gives; the value is the gift id', () => {
    const html = render([welcome], '41', 5_000);
    expect(html).toContain('<legend>Choose a deposit bonus</legend>');
    expect(html).toContain('No bonus');
    expect(html).toMatch(/<input type="radio"[^>]*checked=""[^>]*value="41"/);
    expect(html).not.toMatch(/<input type="radio" name="[^"]*" checked=""\/>/);
    expect(html).toContain('100% up to €500.00');
    expect(html).toContain('For a deposit of at least €20.00');
    expect(html).toContain('Wager the bonus 35 times');
    expect(html).toContain('Plus 50 free spins');
    expect(html).not.toContain('to receive this bonus');
  });

  it('says when the amount typed is below the chosen gift minimum', () => {
    expect(render([welcome], '41', 1_000)).toContain('Deposit at least €20.00 to receive this bonus.');
  });

  it('GIFT-14 shows nothing when the player may choose no deposit gift', () => {
    expect(render([], null, 5_000)).toBe('');
  });
});

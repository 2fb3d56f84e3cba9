import type { RegistrationGift } from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { RegistrationGifts } from './registration-gifts';

const i18n = createI18n('de', {
  'gifts.registration': 'Registrierungsgeschenk',
  'gifts.signup.heading': 'Ein Geschenk für neue Spieler',
  'gifts.signup.bonus': '{{amount}} Bonusgeld',
  'gifts.deposit.wager': 'Bonus {{multiplier}}-mal umsetzen',
  'gifts.signup.spins_one': '{{count}} Freispiel',
  'gifts.signup.spins_other': '{{count}} Freispiele',
});

const gift: RegistrationGift = {
  id: 7,
  kind: 'registration',
  stage: 'issued',
  title: 'Registration gift',
  title_key: 'gifts.registration',
  group_key: 'registration',
  currency: 'EUR',
  bonuses: [],
  amount_cents: 500,
  wager_multiplier: 30,
  freespins_total: 20,
  game_ids: [],
};

function render(gifts: RegistrationGift[] | undefined, currency: string | undefined) {
  const queryClient = new QueryClient();
  if (gifts) queryClient.setQueryData(['gifts', 'registration-preview', currency], gifts);
  return renderToStaticMarkup(
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <RegistrationGifts currency={currency} />
        </I18nextProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('the registration gifts of the sign-up sheet', () => {
  it('GIFT-11 GIFT-10 shows the gift a new player gets: its translated title, bonus money, wager and free spins', () => {
    const html = render([gift], 'EUR');
    expect(html).toContain('Ein Geschenk für neue Spieler');
    expect(html).toContain('Registrierungsgeschenk');
    expect(html).toMatch(/5[.,]00\s?€? Bonusgeld/);
    expect(html).toContain('Bonus 30-mal umsetzen');
    expect(html).toContain('20 Freispiele');
    expect(render([{ ...gift, freespins_total: 1 }], 'EUR')).toContain('1 Freispiel<');
  });

  it('GIFT-11 shows nothing while the currency or the gifts are not known, or when there is no gift', () => {
    expect(render(undefined, 'EUR')).toBe('');
    expect(render([gift], undefined)).toBe('');
    expect(render([], 'EUR')).toBe('');
  });
});

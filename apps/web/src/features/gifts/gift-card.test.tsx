import type { Gift } from '@casino/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aGift as giftOf } from '../../common/gifts/test-gift';
import { createI18n } from '../../i18n/i18n';
import { forfeitLines } from './cancel-dialog';
import { GiftCard } from './gift-card';

const messages = {
  'gifts.title.welcome': 'Willkommensbonus',
  'gifts.stage.issued': 'Bereit zur Aktivierung',
  'gifts.stage.handle_bets': 'Umsatz läuft',
  'gifts.stage.finished': 'Abgeschlossen',
  'gifts.card.wagering': '{{done}} von {{required}} umgesetzt',
  'gifts.card.spins_used_one': '{{used}} von {{count}} Freispiel gespielt',
  'gifts.card.spins_used_other': '{{used}} von {{count}} Freispielen gespielt',
  'gifts.card.spin_bet': '{{bet}} pro Dreh',
  'gifts.card.games': 'Spielbar auf:',
  'gifts.card.activate_until': 'Aktivieren innerhalb von',
  'gifts.card.activate': 'Aktivieren',
  'gifts.card.cancel': 'Geschenk stornieren',
  'gifts.cancel.spins_one': '{{count}} Freispiel, das du noch nicht gespielt hast',
  'gifts.cancel.spins_other': '{{count}} Freispiele, die du noch nicht gespielt hast',
  'gifts.cancel.spin_winnings': 'die Gewinne deiner Freispiele, {{amount}} Bonusgeld',
  'gifts.cancel.bonus_active': 'das restliche Bonusgeld in deinem Guthaben, bis zu {{amount}}',
  'gifts.cancel.bonus_offer': 'dieses Angebot über {{amount}} Bonusgeld',
  'gifts.cancel.progress': 'deinen Umsatzfortschritt von {{percent}} %',
};
const i18n = createI18n('de', messages);

/** The card tests' gift: id 7, a third of its wagering done. */
const aGift = (fields: Partial<Gift> = {}): Gift => giftOf({ id: 7, amount_wager_cents: 99_999, ...fields });

const actions = { onActivate: () => undefined, onCancel: () => undefined, busy: false };
const render = (gift: Gift) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={['/de/profile/gifts']}>
      <I18nextProvider i18n={i18n}>
        <GiftCard gift={gift} actions={actions} />
      </I18nextProvider>
    </MemoryRouter>,
  );

describe('the gift card', () => {
  it('GIFT-02 GIFT-10 shows the translated title, the amount and the wagering progress floored, as a progressbar', () => {
    const html = render(aGift({ title_key: 'gifts.title.welcome' }));
    expect(html).toContain('Willkommensbonus');
    expect(html).not.toContain('Welcome bonus');
    expect(html).toMatch(/100,00\s€/);
    expect(html).toMatch(/999,99\s€ von 3\.000,00\s€ umgesetzt/);
    // 99,999 of 300,000 is 33.33…%: floored to 33, never rounded up.
    expect(html).toMatch(/role="progressbar"[^>]*aria-valuenow="33"/);
    expect(html).toContain('Geschenk stornieren');
    expect(html).not.toContain('>Aktivieren<');
  });

  it('GIFT-08 GIFT-12 a new gift offers Activate with its activation deadline', () => {
    const html = render(aGift({ stage: 'issued', activatable: true, activatable_until: '2099-12-01T00:00:00.000Z' }));
    expect(html).toContain('>Aktivieren<');
    expect(html).toContain('Aktivieren innerhalb von');
    expect(html).toContain('dateTime="2099-12-01T00:00:00.000Z"');
  });

  it('shows free spins as "3 of 20" with their stake and links to the games they play on', () => {
    const html = render(
      aGift({
        kind: 'freespins',
        amount_cents: 0,
        amount_wager_requirement_cents: 0,
        freespins_total: 20,
        freespins_used: 3,
        freespin_bet_cents: 20,
        game_ids: ['inhouse:rocket-slots', 'inhouse:fruit_party'],
      }),
    );
    expect(html).toMatch(/3 von 20 Freispielen gespielt · 0,20\s€ pro Dreh/);
    expect(html).toMatch(/href="\/de\/play\/inhouse\/rocket-slots"[^>]*>Rocket slots<\/a>/);
    expect(html).toMatch(/href="\/de\/play\/inhouse\/fruit_party"[^>]*>Fruit party<\/a>/);
    expect(html).not.toContain('progressbar');
  });

  it('GIFT-06 a past gift offers no action', () => {
    const html = render(aGift({ stage: 'finished' }));
    expect(html).toContain('Abgeschlossen');
    expect(html).not.toContain('<button');
  });
});

describe('what canceling forfeits', () => {
  const t = i18n.t.bind(i18n);
  const money = (cents: number) => `€${(cents / 100).toFixed(2)}`;

  it('GIFT-13 a wagering bonus forfeits its bonus money and the progress made', () => {
    expect(forfeitLines(aGift(), t, money)).toEqual([
      'das restliche Bonusgeld in deinem Guthaben, bis zu €100.00',
      'deinen Umsatzfortschritt von 33 %',
    ]);
  });

  it('GIFT-13 an offer not yet activated forfeits the offer only', () => {
    expect(forfeitLines(aGift({ stage: 'issued', activatable: true }), t, money)).toEqual([
      'dieses Angebot über €100.00 Bonusgeld',
    ]);
  });

  it('GIFT-13 free spins forfeit the spins not played and their winnings', () => {
    const spins = aGift({ kind: 'freespins', freespins_total: 20, freespins_used: 19, amount_cents: 250 });
    expect(forfeitLines({ ...spins, stage: 'issued' }, t, money)).toEqual([
      '1 Freispiel, das du noch nicht gespielt hast',
      'die Gewinne deiner Freispiele, €2.50 Bonusgeld',
    ]);
  });
});

import type { Showcase, ShowcaseStore } from '@casino/contracts';

/**
 * The demo's awards and articles (CMS-10, CMS-11): English and German of their own, the other
 * locales show the English ones until an operator writes theirs. Eight articles, so the list
 * shows six and a "Show more".
 */
const TOPICS = [
  ['2026-11-20', 'Rocket chance is back for the winter', 'Weekly spins and a lottery draw every Friday.', 'Rocket Chance ist zurück für den Winter', 'Wöchentliche Drehs und jeden Freitag eine Lotterieziehung.'],
  ['2026-11-12', 'How our weekly race works', 'Bet, climb the table and share the prize pool.', 'So funktioniert unser Wochenrennen', 'Setzen, in der Tabelle steigen und den Preispool teilen.'],
  ['2026-11-03', 'Faster withdrawals with crypto', 'Most crypto withdrawals now arrive within an hour.', 'Schnellere Auszahlungen mit Krypto', 'Die meisten Krypto-Auszahlungen kommen jetzt in einer Stunde an.'],
  ['2026-10-25', 'Meet the VIP club managers', 'Personal managers for every VIP status.', 'Lerne die Manager des VIP-Clubs kennen', 'Persönliche Manager für jeden VIP-Status.'],
  ['2026-10-14', 'The adventure calendar explained', 'Daily deposit tasks and a super prize at the end.', 'Der Abenteuerkalender erklärt', 'Tägliche Einzahlungsaufgaben und ein Superpreis am Ende.'],
  ['2026-10-02', 'Comp points: what they buy', 'Free spins, bonus money and lottery tickets in the shop.', 'Comp-Punkte: was sie kaufen', 'Freispiele, Bonusgeld und Lotterielose im Shop.'],
  ['2026-09-18', 'Playing safely: limits that work', 'Deposit, loss and session limits in your profile.', 'Sicher spielen: Limits, die wirken', 'Einzahlungs-, Verlust- und Sitzungslimits in deinem Profil.'],
  ['2026-09-05', 'Our new live casino studio', 'More tables, more dealers, day and night.', 'Unser neues Live-Casino-Studio', 'Mehr Tische, mehr Dealer, Tag und Nacht.'],
] as const;
/** Each article leads to the page it is about. */
const URLS = ['/rocket-chance', '/tournaments', '/benefits-of-crypto', '/rocketplay-vipclub', '/rocketplay-adventure', '/rocket-mart', '/profile/limits', '/promotions'];
const IMAGES = ['/promo/tournament.svg', '/promo/jackpot.svg', '/promo/welcome-en.svg'];

function showcase(german: boolean): Showcase {
  return {
    awards: [
      { name: 'iGaming Awards', nomination: german ? 'Bestes neues Casino' : 'Best new casino', prize: 'winner', year: 2026, imgUrl: '/promo/jackpot.svg' },
      { name: 'Player Choice', nomination: german ? 'Beste mobile Seite' : 'Best mobile site', prize: 'nominee', year: 2026, imgUrl: '/promo/tournament.svg' },
      { name: 'Casino Review Awards', nomination: german ? 'Bester Kundendienst' : 'Best support', prize: 'winner', year: 2025, imgUrl: '/promo/welcome-en.svg' },
    ],
    articles: TOPICS.map(([date, title, alt, titleDe, altDe], i) => ({
      url: URLS[i] ?? '/promotions',
      date,
      title: german ? titleDe : title,
      img: IMAGES[i % IMAGES.length] ?? '',
      imgAlt: german ? altDe : alt,
    })),
  };
}

export const demoShowcase = (): ShowcaseStore => ({ locales: { en: showcase(false), de: showcase(true) } });

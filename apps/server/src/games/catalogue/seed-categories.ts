import type { GameCategorySlug } from '@casino/contracts';

/** [en, de, fr-CA, no, it, et]; the English variants (en-AU, en-CA, en-NZ, en-KW) take `en`, except where noted. */
type Titles = readonly [string, string, string, string, string, string];

const TITLES: Record<GameCategorySlug, Titles> = {
  new: ['New', 'Neu', 'Nouveautés', 'Nye', 'Novità', 'Uued'],
  top: ['Top games', 'Top-Spiele', 'Meilleurs jeux', 'Toppspill', 'Giochi top', 'Tippmängud'],
  recommended: ['Recommended', 'Empfohlen', 'Recommandés', 'Anbefalt', 'Consigliati', 'Soovitatud'],
  'bonus-wagering': ['Bonus wagering', 'Bonus-Umsatz', 'Mise du bonus', 'Bonusomsetning', 'Puntata bonus', 'Boonuse panustamine'],
  megaways: ['Megaways', 'Megaways', 'Megaways', 'Megaways', 'Megaways', 'Megaways'],
  'bonus-buy': ['Bonus buy', 'Bonuskauf', 'Achat de bonus', 'Bonuskjøp', 'Acquista bonus', 'Boonuse ost'],
  blackjack: ['Blackjack', 'Blackjack', 'Blackjack', 'Blackjack', 'Blackjack', 'Blackjack'],
  roulette: ['Roulette', 'Roulette', 'Roulette', 'Rulett', 'Roulette', 'Rulett'],
  baccarat: ['Baccarat', 'Baccarat', 'Baccara', 'Baccarat', 'Baccarat', 'Bakaraa'],
  poker: ['Poker', 'Poker', 'Poker', 'Poker', 'Poker', 'Pokker'],
  table: ['Table games', 'Tischspiele', 'Jeux de table', 'Bordspill', 'Giochi da tavolo', 'Lauamängud'],
  'btc-games': ['Bitcoin games', 'Bitcoin-Spiele', 'Jeux Bitcoin', 'Bitcoin-spill', 'Giochi Bitcoin', 'Bitcoini mängud'],
  'game-shows': ['Game shows', 'Spielshows', 'Jeux télévisés', 'Spilleshow', 'Game show', 'Mängusaated'],
  'mystic-jackpots': [
    'Mystic jackpots',
    'Mystische Jackpots',
    'Jackpots mystiques',
    'Mystiske jackpotter',
    'Jackpot mistici',
    'Müstilised jäckpotid',
  ],
  jackpot: ['Jackpots', 'Jackpots', 'Jackpots', 'Jackpotter', 'Jackpot', 'Jäckpotid'],
  'crash-games': ['Crash games', 'Crash-Spiele', 'Jeux crash', 'Crash-spill', 'Giochi crash', 'Crash-mängud'],
  'lottery-games': ['Lottery games', 'Lotteriespiele', 'Jeux de loterie', 'Lotterispill', 'Giochi a lotteria', 'Loteriimängud'],
  'fishing-games': ['Fishing games', 'Angelspiele', 'Jeux de pêche', 'Fiskespill', 'Giochi di pesca', 'Kalapüügimängud'],
  'high-volatility': [
    'High volatility',
    'Hohe Volatilität',
    'Volatilité élevée',
    'Høy volatilitet',
    'Alta volatilità',
    'Kõrge volatiilsus',
  ],
  'low-volatility': [
    'Low volatility',
    'Niedrige Volatilität',
    'Faible volatilité',
    'Lav volatilitet',
    'Bassa volatilità',
    'Madal volatiilsus',
  ],
  special: ['Specials', 'Specials', 'Spéciaux', 'Spesialer', 'Speciali', 'Eripakkumised'],
  coin: ['Coin games', 'Münzspiele', 'Jeux de pièces', 'Myntspill', 'Giochi con monete', 'Mündimängud'],
  live: ['Live casino', 'Live-Casino', 'Casino en direct', 'Live-kasino', 'Casinò dal vivo', 'Live-kasiino'],
  pokies: ['Slots', 'Spielautomaten', 'Machines à sous', 'Spilleautomater', 'Slot', 'Slotid'],
};

/** Australians and New Zealanders call slot machines pokies. */
const OCEANIA_OVERRIDES: Partial<Record<GameCategorySlug, string>> = { pokies: 'Pokies' };

/** The title of a category in every locale of the casino. */
export function categoryTitles(slug: GameCategorySlug): Record<string, string> {
  const [en, de, fr, no, it, et] = TITLES[slug];
  const oceania = OCEANIA_OVERRIDES[slug] ?? en;
  return { en, de, 'en-AU': oceania, 'en-CA': en, 'en-NZ': oceania, 'fr-CA': fr, no, it, et, 'en-KW': en };
}

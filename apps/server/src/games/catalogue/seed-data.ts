import { CURRENCIES, DEMO_CURRENCY, GAME_CATEGORY_SLUGS } from '@casino/contracts';
import { normalizeTitle, slugify } from './normalize';
import { categoryTitles } from './seed-categories';

/**
 * The demo catalogue, generated from word lists by a seeded generator: every start (and every
 * test database) gets the same games, ids, titles and positions.
 */
const CATALOGUE_SEED = 0x5eed_ca5e;
const DEMO_GAME_COUNT = 3_200;
/** The release date the "new" collection counts back from; fixed so the seed never drifts. */
const CATALOGUE_EPOCH = Date.UTC(2026, 10, 1);
const DAY_MS = 86_400_000;

/** mulberry32: small, fast and good enough to pick words; never Math.random. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const STUDIO_FIRST = [
  'Aurora',
  'Basalt',
  'Cobalt',
  'Driftwood',
  'Ember',
  'Fjordlight',
  'Granite',
  'Harbor',
  'Indigo',
  'Juniper',
  'Kestrel',
  'Lumen',
  'Marigold',
  'Nimbus',
  'Obsidian',
  'Pinewood',
  'Quartz',
  'Redcliff',
  'Saffron',
  'Tidewater',
  'Umber',
  'Velvet',
  'Willow',
  'Xenon',
  'Yarrow',
  'Zephyr',
  'Amberline',
  'Bluefin',
  'Copperleaf',
  'Duskfall',
  'Evergreen',
  'Foxglove',
  'Goldcrest',
  'Hollowpeak',
  'Ironbark',
  'Jadestone',
  'Kingfisher',
  'Lanternfly',
];
const STUDIO_SECOND = ['Studios', 'Games', 'Gaming', 'Interactive', 'Play', 'Labs', 'Reels', 'Works'];
const PROVIDER_COUNT = 48;

const ADJECTIVES = [
  'Golden',
  'Wild',
  'Lucky',
  'Mystic',
  'Royal',
  'Crystal',
  'Blazing',
  'Frozen',
  'Ancient',
  'Electric',
  'Midnight',
  'Emerald',
  'Silver',
  'Thunder',
  'Hidden',
  'Savage',
  'Cosmic',
  'Sacred',
  'Sunny',
  'Velvet',
  'Crimson',
  'Shining',
  'Dragon',
  'Jungle',
  'Arctic',
  'Neon',
  'Burning',
  'Magic',
  'Fiery',
  'Stellar',
  'Señorita',
  'Crème',
  'Café',
  'Noël',
  'Fiesta',
  'Éclat',
  'Brûlée',
  'Jubilé',
  'Mañana',
  'Göta',
];
const NOUNS = [
  'Pharaoh',
  'Fortune',
  'Treasure',
  'Tiger',
  'Phoenix',
  'Gems',
  'Fruits',
  'Riches',
  'Legends',
  'Temple',
  'Empire',
  'Kingdom',
  'Wolves',
  'Buffalo',
  'Diamonds',
  'Vikings',
  'Samurai',
  'Pirates',
  'Safari',
  'Oasis',
  'Galaxy',
  'Cherries',
  'Sevens',
  'Bandit',
  'Volcano',
  'Pyramids',
  'Panda',
  'Koi',
  'Lotus',
  'Rhino',
  'Mermaid',
  'Wizard',
  'Carnival',
  'Goddess',
  'Horizon',
  'Clover',
  'Reef',
  'Cowboys',
  'Nebula',
  'Harvest',
];
const SUFFIXES = ['', '', '', '', 'Deluxe', 'Rising', 'Unleashed', 'Returns', 'Gold', 'Xtreme', 'Hold and Win', '2'];
const FISHING_NOUNS = ['Fishing Frenzy', 'Big Catch', 'Deep Sea Haul', 'Bass Bonanza', 'Reel Angler', 'Ocean Hunter'];

type Genre = 'slot' | 'table' | 'live' | 'crash' | 'dice' | 'scratch';
const TABLE_KINDS = [
  { engine: 'roulette', category: 'roulette', names: ['Roulette', 'Wheel', 'Spin Table'] },
  { engine: 'blackjack', category: 'blackjack', names: ['Blackjack', 'Twenty-One', 'Pontoon'] },
  { engine: 'baccarat', category: 'baccarat', names: ['Baccarat', 'Punto Banco', 'Mini Baccarat'] },
  { engine: 'video-poker', category: 'poker', names: ['Video Poker', 'Jacks or Better', 'Hold’em'] },
] as const;

interface SeedProvider {
  id: number;
  slug: string;
  title: string;
  position: number;
}
interface SeedGame {
  id: number;
  identifier: string;
  name: string;
  title: string;
  title_search: string;
  slug: string;
  seo_title: string;
  provider_slug: string;
  categories: string[];
  badges: { type: string; theme: string }[];
  has_demo_mode: boolean;
  devices: string[];
  engine: string;
  volatility: string | null;
  released_on: string;
  popularity_rank: number;
  last_activity_at: string | null;
  currencies: Record<string, number>;
  collections: Record<string, number>;
  jackpot_amounts: Record<string, number> | null;
}
interface SeedCatalogue {
  providers: SeedProvider[];
  categories: { id: number; slug: string; position: number; titles: Record<string, string> }[];
  games: SeedGame[];
}

/**
 * The seeded draws the generator makes. Every game takes its draws in one fixed order, so the
 * functions below must keep theirs: a draw moved or skipped changes every game after it.
 */
interface Draws {
  random: () => number;
  pick<T>(list: readonly T[]): T;
  chance(p: number): boolean;
}

function drawsOf(random: () => number): Draws {
  return {
    random,
    pick: <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T,
    chance: (p: number) => random() < p,
  };
}

/** The studios, named from two word lists (no draws). */
function seedProviders(): SeedProvider[] {
  const providers: SeedProvider[] = [];
  for (let i = 0; providers.length < PROVIDER_COUNT; i++) {
    const title = `${STUDIO_FIRST[i % STUDIO_FIRST.length]} ${STUDIO_SECOND[(i * 3 + Math.floor(i / STUDIO_FIRST.length)) % STUDIO_SECOND.length]}`;
    providers.push({ id: providers.length + 1, slug: slugify(title), title, position: providers.length + 1 });
  }
  return providers;
}

/** Popularity: a seeded shuffle of 1..count. */
function shuffledRanks(count: number, random: () => number): number[] {
  const ranks = Array.from({ length: count }, (_, i) => i + 1);
  for (let i = ranks.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [ranks[i], ranks[j]] = [ranks[j] as number, ranks[i] as number];
  }
  return ranks;
}

/** The genre a draw falls in: 70% slots, then tables, live, crash, dice and scratch games. */
function genreOf(roll: number): Genre {
  if (roll < 0.7) return 'slot';
  if (roll < 0.8) return 'table';
  if (roll < 0.88) return 'live';
  if (roll < 0.93) return 'crash';
  if (roll < 0.97) return 'dice';
  return 'scratch';
}

/** What a genre makes of a game: its engine, volatility, first categories and the name before any suffix. */
interface Theme {
  engine: string;
  volatility: string | null;
  base: string;
  categories: Set<string>;
}

function slotTheme({ random, pick, chance }: Draws): Theme {
  const categories = new Set<string>();
  const model = random();
  const engine = model < 0.6 ? 'slot-lines' : model < 0.8 ? 'slot-ways' : 'slot-bonus-buy';
  const volatility = pick(['low', 'medium', 'medium', 'high']);
  categories.add('pokies');
  if (engine === 'slot-ways') categories.add('megaways');
  if (engine === 'slot-bonus-buy') categories.add('bonus-buy');
  if (volatility === 'high') categories.add('high-volatility');
  if (volatility === 'low') categories.add('low-volatility');
  const fishing = chance(0.05);
  if (fishing) categories.add('fishing-games');
  if (chance(0.06)) categories.add('jackpot');
  else if (chance(0.04)) categories.add('mystic-jackpots');
  if (chance(0.35)) categories.add('bonus-wagering');
  if (chance(0.03)) categories.add('pragmatic-drop-wins');
  let base = fishing ? `${pick(ADJECTIVES)} ${pick(FISHING_NOUNS)}` : `${pick(ADJECTIVES)} ${pick(NOUNS)}`;
  if (engine === 'slot-ways') base += ' Megaways';
  return { engine, volatility, base, categories };
}

function tableTheme(genre: 'table' | 'live', { pick, chance }: Draws): Theme {
  const categories = new Set<string>();
  const kind = pick(TABLE_KINDS.slice(0, genre === 'live' ? 3 : 4));
  const show = genre === 'live' && chance(0.25);
  categories.add(genre === 'live' ? 'live' : 'table');
  categories.add(show ? 'game-shows' : kind.category);
  if (genre === 'live' && chance(0.1)) categories.add('pragmatic-drop-wins-live');
  let base = show
    ? `${pick(ADJECTIVES)} ${pick(['Wheel Show', 'Money Drop', 'Prize Parade', 'Dream Catcher'])}`
    : `${pick(ADJECTIVES)} ${pick(kind.names)}`;
  if (genre === 'live') base = `Live ${base}`;
  return { engine: show ? 'roulette' : kind.engine, volatility: null, base, categories };
}

function crashTheme({ pick, chance }: Draws): Theme {
  const categories = new Set<string>(['crash-games']);
  if (chance(0.5)) categories.add('btc-games');
  if (chance(0.3)) categories.add('coin');
  const base = `${pick(ADJECTIVES)} ${pick(['Rocket', 'Jet', 'Comet', 'Balloon', 'Aviator', 'Lift-off'])}`;
  return { engine: 'crash', volatility: null, base, categories };
}

function diceTheme({ pick, chance }: Draws): Theme {
  const categories = new Set<string>();
  categories.add(chance(0.5) ? 'coin' : 'btc-games');
  if (chance(0.3)) categories.add('btc-games');
  const base = `${pick(ADJECTIVES)} ${pick(['Dice', 'Coin Flip', 'Hi-Lo', 'Plinko', 'Mines'])}`;
  return { engine: 'dice', volatility: null, base, categories };
}

function scratchTheme({ pick }: Draws): Theme {
  const base = `${pick(ADJECTIVES)} ${pick(['Scratch', 'Keno', 'Bingo', 'Lotto', 'Scratchcard'])}`;
  return { engine: 'scratch', volatility: null, base, categories: new Set(['lottery-games']) };
}

function themeOf(genre: Genre, draws: Draws): Theme {
  switch (genre) {
    case 'slot':
      return slotTheme(draws);
    case 'table':
    case 'live':
      return tableTheme(genre, draws);
    case 'crash':
      return crashTheme(draws);
    case 'dice':
      return diceTheme(draws);
    default:
      return scratchTheme(draws);
  }
}

/** A name whose slug no earlier game took: a repeat gets a Roman numeral. */
function uniqueName(base: string, suffix: string, usedSlugs: Set<string>): { name: string; slug: string } {
  let name = suffix ? `${base} ${suffix}` : base;
  let slug = slugify(name);
  for (let n = 2; usedSlugs.has(slug); n++) {
    name = `${base}${suffix ? ` ${suffix}` : ''} ${toRoman(n)}`;
    slug = slugify(name);
  }
  usedSlugs.add(slug);
  return { name, slug };
}

/** The collections a game joins by its release, its popularity and a few draws. */
function addCollections(categories: Set<string>, popularity: number, released: number, { chance }: Draws): void {
  if (released > CATALOGUE_EPOCH - 60 * DAY_MS) categories.add('new');
  if (popularity <= 250) categories.add('top');
  if (chance(0.08)) categories.add('recommended');
  if (chance(0.03)) categories.add('special');
  if (chance(0.12)) categories.add('animated');
  if (chance(0.03)) categories.add('exclusive');
  if (released > CATALOGUE_EPOCH - 10 * DAY_MS) categories.add('prerelease');
}

/** The currencies a game launches in, each with its launch id; the demo currency when it has a demo. */
function launchCurrencies(
  id: number,
  hasDemo: boolean,
  { chance }: Draws,
): { codes: string[]; launchIds: Record<string, number> } {
  // Some studios are not licensed for every currency: the lobby shows those games locked.
  const lacking = new Set<string>();
  if (chance(0.08)) for (const c of ['BTC', 'BCH', 'ETH', 'LTC', 'DOG', 'USDT']) lacking.add(c);
  if (chance(0.06)) for (const c of ['JPY', 'KZT', 'BRL']) lacking.add(c);
  if (chance(0.03)) lacking.add('EUR');
  const codes = CURRENCIES.map((c) => c.code).filter((c) => !lacking.has(c));
  if (hasDemo) codes.push(DEMO_CURRENCY);
  const launchIds: Record<string, number> = {};
  for (const currency of codes) launchIds[currency] = id * 100 + currencyIndex(currency);
  return { codes, launchIds };
}

function badgesOf(categories: ReadonlySet<string>, popularity: number): SeedGame['badges'] {
  const badges: SeedGame['badges'] = [];
  if (categories.has('new')) badges.push({ type: 'new', theme: 'green' });
  if (popularity <= 60) badges.push({ type: 'hot', theme: 'red' });
  if (categories.has('exclusive')) badges.push({ type: 'exclusive', theme: 'purple' });
  if (categories.has('jackpot') || categories.has('mystic-jackpots')) badges.push({ type: 'jackpot', theme: 'gold' });
  if (categories.has('pragmatic-drop-wins') || categories.has('pragmatic-drop-wins-live'))
    badges.push({ type: 'drops', theme: 'blue' });
  return badges;
}

/** One game of the catalogue, its draws taken in the generator's fixed order. */
function seedGame(
  draws: Draws,
  { id, providers, popularity, usedSlugs }: { id: number; providers: SeedProvider[]; popularity: number; usedSlugs: Set<string> },
): SeedGame {
  const { random, pick, chance } = draws;
  const provider = providers[Math.floor(random() * providers.length)] as SeedProvider;
  const genre = genreOf(random());
  const { engine, volatility, base, categories } = themeOf(genre, draws);
  const suffix = genre === 'slot' ? pick(SUFFIXES) : '';
  const { name, slug } = uniqueName(base, suffix, usedSlugs);
  const title = name.length > 28 && name.endsWith(' Hold and Win') ? name.replace(' Hold and Win', ' H&W') : name;
  const released = CATALOGUE_EPOCH - Math.floor(random() * 7 * 365) * DAY_MS;
  addCollections(categories, popularity, released, draws);
  const hasDemo = genre !== 'live' && !chance(0.05);
  const deviceRoll = random();
  const devices = deviceRoll < 0.06 ? ['desktop'] : deviceRoll < 0.08 ? ['mobile'] : ['desktop', 'mobile'];
  const { codes, launchIds } = launchCurrencies(id, hasDemo, draws);
  const badges = badgesOf(categories, popularity);
  const jackpot = categories.has('jackpot') || categories.has('mystic-jackpots');
  const lastActivity = chance(0.7) ? new Date(CATALOGUE_EPOCH - Math.floor(random() * 30 * DAY_MS)).toISOString() : null;
  return {
    id,
    identifier: `${provider.slug}:${slug}`,
    name,
    title,
    title_search: normalizeTitle(title),
    slug,
    seo_title: `${title} by ${provider.title}`,
    provider_slug: provider.slug,
    categories: [...categories],
    badges,
    has_demo_mode: hasDemo,
    devices,
    engine,
    volatility,
    released_on: new Date(released).toISOString().slice(0, 10),
    popularity_rank: popularity,
    last_activity_at: lastActivity,
    currencies: launchIds,
    collections: {},
    jackpot_amounts: jackpot ? jackpotAmounts(codes, random) : null,
  };
}

/** Each collection's curated order: popularity with a seeded nudge, so a collection is not the plain popularity list. */
function orderCollections(games: SeedGame[], random: () => number): void {
  for (const slug of GAME_CATEGORY_SLUGS) {
    const members = games
      .filter((g) => g.categories.includes(slug))
      .map((g) => ({ id: g.id, score: g.popularity_rank + random() * 400 }))
      .sort((a, b) => a.score - b.score || a.id - b.id);
    members.forEach((m, position) => {
      const game = games[m.id - 1];
      if (game) game.collections[slug] = position + 1;
    });
  }
}

/** Builds the whole demo catalogue; pure and deterministic. */
export function generateCatalogue(count = DEMO_GAME_COUNT): SeedCatalogue {
  const random = seededRandom(CATALOGUE_SEED);
  const draws = drawsOf(random);
  const providers = seedProviders();
  const ranks = shuffledRanks(count, random);
  const usedSlugs = new Set<string>();
  const games: SeedGame[] = [];
  for (let index = 0; index < count; index++) {
    games.push(seedGame(draws, { id: index + 1, providers, popularity: ranks[index] as number, usedSlugs }));
  }
  const categories = GAME_CATEGORY_SLUGS.map((slug, i) => ({
    id: i + 1,
    slug,
    position: i + 1,
    titles: categoryTitles(slug),
  }));
  orderCollections(games, random);
  return { providers, categories, games };
}

function currencyIndex(code: string): number {
  if (code === DEMO_CURRENCY) return 99;
  return CURRENCIES.findIndex((c) => c.code === code) + 1;
}

/** A progressive pool per currency, in minor units: 20,000 to 2,000,000 of the currency's unit. */
function jackpotAmounts(codes: string[], random: () => number): Record<string, number> {
  const units = 20_000 + Math.floor(random() * 1_980_000);
  const out: Record<string, number> = {};
  for (const code of codes) {
    const info = CURRENCIES.find((c) => c.code === code);
    if (!info) continue;
    // Crypto pools are smaller in count of coins: a rough fixed rate per unit keeps them plausible.
    const scale = info.fiat ? 1 : code === 'BTC' ? 0.00001 : code === 'ETH' ? 0.0003 : 0.01;
    out[code] = Math.round(units * scale * info.subunits_to_unit);
  }
  return out;
}

function toRoman(n: number): string {
  const table: [number, string][] = [
    [10, 'X'],
    [9, 'IX'],
    [5, 'V'],
    [4, 'IV'],
    [1, 'I'],
  ];
  let out = '';
  let rest = n;
  for (const [value, letters] of table) {
    while (rest >= value) {
      out += letters;
      rest -= value;
    }
  }
  return out;
}

/**
 * The catalogue's plain values: category slugs, paging, search and the favourites' content types
 * (requirements §core-2, §core-3, §core-7). Apart from the schemas in games.ts, so a page can use them without loading zod.
 */

/** Category slugs of requirements §core-2 (GAME-03) that hold games; `all`, `lobby` are page kinds, not game categories. */
export const GAME_CATEGORY_SLUGS = [
  'new',
  'top',
  'recommended',
  'bonus-wagering',
  'megaways',
  'bonus-buy',
  'blackjack',
  'roulette',
  'baccarat',
  'poker',
  'table',
  'btc-games',
  'game-shows',
  'mystic-jackpots',
  'jackpot',
  'crash-games',
  'lottery-games',
  'fishing-games',
  'high-volatility',
  'low-volatility',
  'special',
  'coin',
  'live',
  'pokies',
] as const;
export type GameCategorySlug = (typeof GAME_CATEGORY_SLUGS)[number];

/** Marker categories of requirements §core-3 (GAME-06): carried in `categories`, not shown as lobby rows. */
export const GAME_MARKER_CATEGORIES = [
  'animated',
  'exclusive',
  'prerelease',
  'pragmatic-drop-wins',
  'pragmatic-drop-wins-live',
] as const;

/** Categories whose random-game card goes at the end rather than after position 10 (GAME-18). */
export const RANDOM_CARD_AT_END_CATEGORIES: readonly string[] = ['special', 'new', 'top', 'recommended'];
/** Position after which the random-game card is inserted in other category lists (GAME-18). */
export const RANDOM_CARD_POSITION = 10;
/** Category collections are read up to this page (GAME-09). */
export const CATEGORY_MAX_PAGE = 100;
/** The largest page a client may ask for; larger sizes are refused with 422. */
export const GAMES_MAX_PAGE_SIZE = 100;
/** Search runs for queries of at least this many characters (DECISIONS-6), debounced (GAME-23). */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_DEBOUNCE_MS = 300;
/** The currency code of demo play (requirements §core-3: the FUN id for demo). */
export const DEMO_CURRENCY = 'FUN';

/** GET /api/player/favorite_games content types, chosen by the `accept-client` header (GAME-16). */
export const FAVORITES_IDS_TYPE = 'application/vnd.casino.favorites.ids+json';
export const FAVORITES_FULL_TYPE = 'application/vnd.casino.favorites.full+json';

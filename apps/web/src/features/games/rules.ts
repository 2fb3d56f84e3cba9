import {
  INFINITE_SCROLL_THRESHOLD_PX,
  RANDOM_CARD_AT_END_CATEGORIES,
  RANDOM_CARD_POSITION,
  SEARCH_MIN_LENGTH,
  type Device,
  type Game,
} from '@casino/contracts';
import type { GamesListFilter } from './api';

/** The page kinds of the catalogue (GAME-04). */
export type CategoryKind = 'main' | 'pokies' | 'live' | 'category' | 'producer' | 'favourites';

/** What a catalogue page lists: its kind, the category or provider slug, and the first page to show. */
export interface CategoryTarget {
  kind: CategoryKind;
  /** Category slug (main: 'all'), or the provider slug for a producer page. */
  slug: string;
  page: number;
}

/** One cell of a game list: a game, the random-game card or the cashback card. */
export type ListItem = { type: 'game'; game: Game } | { type: 'random' } | { type: 'cashback' };

/**
 * The catalogue page a locale-less path names (GAME-02), or null when the path is not one.
 * Category slugs outside the known list are still returned: the server's collections decide
 * whether the page exists (an unknown one answers 404).
 */
export function categoryFromPath(path: string): CategoryTarget | null {
  const parts = path.split('/').filter(Boolean);
  const [first, second, third, ...rest] = parts;
  if (rest.length > 0) return null;
  if (first === 'favorite-games' && parts.length === 1) return { kind: 'favourites', slug: 'favourites', page: 1 };
  if ((first === 'pokies' || first === 'live') && second && !third) {
    return { kind: first, slug: second === 'all' ? first : second, page: 1 };
  }
  if (first === 'slots' && !third) {
    return second && second !== 'all' ? { kind: 'category', slug: second, page: 1 } : { kind: 'main', slug: 'all', page: 1 };
  }
  if (first === 'categories' && second && !third) {
    return second === 'all' ? { kind: 'main', slug: 'all', page: 1 } : { kind: 'category', slug: second, page: 1 };
  }
  if (first === 'producers' && second) {
    if (third === undefined) return { kind: 'producer', slug: second, page: 1 };
    if (!/^[1-9]\d{0,2}$/.test(third)) return null;
    return { kind: 'producer', slug: second, page: Number(third) };
  }
  return null;
}

/**
 * Where the random-game card goes in a list of `count` games (GAME-18): after position 10, or
 * at the end for special, new, top and recommended, and at the end of a shorter list. Null for
 * an empty list (there is nothing to pick from).
 */
export function randomCardIndex(count: number, slug: string): number | null {
  if (count === 0) return null;
  if (RANDOM_CARD_AT_END_CATEGORIES.includes(slug)) return count;
  return Math.min(RANDOM_CARD_POSITION, count);
}

/** Plain game cells, no cards (search results, favourites). */
export function gameItems(games: readonly Game[]): ListItem[] {
  return games.map((game) => ({ type: 'game', game }));
}

/**
 * The cells of a category list: the cashback card first on live pages (GAME-19), the games, and
 * the random-game card at its place (GAME-18). Favourites get neither card.
 */
export function listItems(games: readonly Game[], target: Pick<CategoryTarget, 'kind' | 'slug'>): ListItem[] {
  const items = gameItems(games);
  if (target.kind === 'favourites') return items;
  const at = randomCardIndex(games.length, target.slug);
  if (at !== null) items.splice(at, 0, { type: 'random' });
  if (target.kind === 'live') items.unshift({ type: 'cashback' });
  return items;
}

/**
 * What the search popup shows for the (debounced) query (GAME-23, GAME-24, DECISIONS-6 and DECISIONS-7):
 * the recommended games below the minimum length, else a title search.
 */
export function searchMode(query: string): { kind: 'recommended' } | { kind: 'search'; title: string } {
  const title = query.trim();
  return title.length >= SEARCH_MIN_LENGTH ? { kind: 'search', title } : { kind: 'recommended' };
}

/** The device the catalogue is filtered for, from the browser's user agent. */
export function deviceFromUserAgent(userAgent: string | null | undefined): Device {
  return /Mobi|Android|iPhone|iPad|iPod/i.test(userAgent ?? '') ? 'mobile' : 'desktop';
}

/** Picks one game of the list with `random` in [0, 1), or null for an empty list. */
export function pickRandomGame<G>(games: readonly G[], random: () => number = Math.random): G | null {
  if (games.length === 0) return null;
  return games[Math.min(games.length - 1, Math.floor(random() * games.length))] ?? null;
}

/**
 * The games filter of a catalogue page: everything, a provider, or one category; under /live only
 * its live-dealer games, under /pokies none of them (/live/roulette is not the RNG roulettes).
 */
export function filterFor(target: CategoryTarget): GamesListFilter {
  if (target.kind === 'main') return {};
  if (target.kind === 'producer') return { providers: [target.slug] };
  if (target.kind === 'live') return { categories: [target.slug], live: true };
  if (target.kind === 'pokies') return { categories: [target.slug], live: false };
  return { categories: [target.slug] };
}

/** Games of all loaded pages, each once (a game moving between pages while scrolling shows once). */
export function uniqueGames(pages: readonly { data: readonly Game[] }[]): Game[] {
  const seen = new Set<number>();
  const games: Game[] = [];
  for (const page of pages) {
    for (const game of page.data) {
      if (seen.has(game.id)) continue;
      seen.add(game.id);
      games.push(game);
    }
  }
  return games;
}

/**
 * Whether the end of a list is near the viewport or already above it: its top is less than
 * 500 px below the viewport's bottom (GAME-21). An end above the viewport counts too: a fling
 * or the End key can carry it past the viewport in one frame, and the page must still load.
 */
export function endIsNear(endTop: number, viewportHeight: number): boolean {
  return endTop < viewportHeight + INFINITE_SCROLL_THRESHOLD_PX;
}

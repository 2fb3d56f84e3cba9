import type { Game } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import {
  categoryFromPath,
  deviceFromUserAgent,
  endIsNear,
  filterFor,
  listItems,
  pickRandomGame,
  randomCardIndex,
  searchMode,
  uniqueGames,
} from './rules';
import { isCurrencyLocked } from '../../common/games/currency-lock';

function game(id: number, currencies: Record<string, { id: number }> = { EUR: { id } }): Game {
  return {
    id,
    identifier: `studio:game-${id}`,
    name: `Game ${id}`,
    title: `Game ${id}`,
    slug: `game-${id}`,
    seo_title: `Game ${id}`,
    provider: 'studio',
    provider_title: 'Studio',
    preview: `/previews/${id}.svg`,
    preview_width: 300,
    preview_height: 400,
    categories: [],
    badges: [],
    currencies,
    has_demo_mode: true,
    collections: {},
    last_activity_at: null,
    engine: 'slot-lines',
    devices: ['mobile', 'desktop'],
  };
}
const games = (n: number) => Array.from({ length: n }, (_, i) => game(i + 1));

describe('GAME-18 CONST-49 random-game card placement', () => {
  it('GAME-18 goes after position 10 in a category list', () => {
    expect(randomCardIndex(40, 'megaways')).toBe(10);
    const items = listItems(games(40), { kind: 'category', slug: 'megaways' });
    expect(items).toHaveLength(41);
    expect(items[10]).toEqual({ type: 'random' });
    expect(items.slice(0, 10).every((i) => i.type === 'game')).toBe(true);
  });

  it.each(['special', 'new', 'top', 'recommended'])('GAME-18 goes at the end of %s', (slug) => {
    const items = listItems(games(25), { kind: 'category', slug });
    expect(items.at(-1)).toEqual({ type: 'random' });
    expect(items.filter((i) => i.type === 'random')).toHaveLength(1);
  });

  it('GAME-18 goes at the end of a list shorter than 10, and nowhere in an empty one or in favourites', () => {
    expect(randomCardIndex(4, 'roulette')).toBe(4);
    expect(randomCardIndex(0, 'roulette')).toBeNull();
    expect(listItems(games(12), { kind: 'favourites', slug: 'favourites' }).some((i) => i.type === 'random')).toBe(false);
  });

  it('GAME-19 CONST-49 the live category starts with the cashback card, other kinds do not', () => {
    const live = listItems(games(20), { kind: 'live', slug: 'live' });
    expect(live[0]).toEqual({ type: 'cashback' });
    expect(live[11]).toEqual({ type: 'random' });
    expect(listItems(games(20), { kind: 'pokies', slug: 'pokies' }).some((i) => i.type === 'cashback')).toBe(false);
  });

  it('GAME-18 the card opens one game of the loaded list', () => {
    const list = games(3);
    expect(pickRandomGame(list, () => 0)).toBe(list[0]);
    expect(pickRandomGame(list, () => 0.9999)).toBe(list[2]);
    expect(pickRandomGame([], () => 0.5)).toBeNull();
  });
});

describe('GAME-15 currency-not-supported lock', () => {
  const eurOnly = game(1, { EUR: { id: 11 }, FUN: { id: 12 } });
  it('GAME-15 locks a game without an id for a logged-in fiat player currency', () => {
    expect(isCurrencyLocked(eurOnly, { currency: 'NOK' })).toBe(true);
    expect(isCurrencyLocked(eurOnly, { currency: 'EUR' })).toBe(false);
  });
  it('GAME-15 never locks for guests or crypto players', () => {
    expect(isCurrencyLocked(eurOnly, null)).toBe(false);
    expect(isCurrencyLocked(eurOnly, { currency: 'BTC' })).toBe(false);
    expect(isCurrencyLocked(eurOnly, { currency: 'USDT' })).toBe(false);
  });
});

describe('GAME-23 GAME-24 search minimum length', () => {
  it('GAME-23 CONST-38 a query of 2 characters (spaces trimmed) shows the recommended games, 3 characters search', () => {
    expect(searchMode('')).toEqual({ kind: 'recommended' });
    expect(searchMode('bo')).toEqual({ kind: 'recommended' });
    expect(searchMode('  bo  ')).toEqual({ kind: 'recommended' });
    expect(searchMode(' boo ')).toEqual({ kind: 'search', title: 'boo' });
  });
});

describe('GAME-02 GAME-04 catalogue paths and page kinds', () => {
  it.each([
    ['/pokies/all', { kind: 'pokies', slug: 'pokies', page: 1 }],
    ['/pokies/megaways', { kind: 'pokies', slug: 'megaways', page: 1 }],
    ['/live/all', { kind: 'live', slug: 'live', page: 1 }],
    ['/live/roulette', { kind: 'live', slug: 'roulette', page: 1 }],
    ['/slots', { kind: 'main', slug: 'all', page: 1 }],
    ['/slots/jackpot', { kind: 'category', slug: 'jackpot', page: 1 }],
    ['/categories/new', { kind: 'category', slug: 'new', page: 1 }],
    ['/categories/all', { kind: 'main', slug: 'all', page: 1 }],
    ['/favorite-games', { kind: 'favourites', slug: 'favourites', page: 1 }],
    ['/producers/nova', { kind: 'producer', slug: 'nova', page: 1 }],
    ['/producers/nova/3', { kind: 'producer', slug: 'nova', page: 3 }],
  ])('GAME-04 %s', (path, target) => {
    expect(categoryFromPath(path)).toEqual(target);
  });
  it.each(['/producers/nova/0', '/producers/nova/x', '/producers/nova/1000', '/categories/a/b', '/support'])(
    'GAME-02 %s is not a catalogue page',
    (path) => {
      expect(categoryFromPath(path)).toBeNull();
    },
  );
  it('GAME-08 the device comes from the user agent', () => {
    expect(deviceFromUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148')).toBe('mobile');
    expect(deviceFromUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/130')).toBe('desktop');
    expect(deviceFromUserAgent(null)).toBe('desktop');
  });
});

describe('GAME-08 GAME-21 list filters and pages', () => {
  it('GAME-02 GAME-08 a page kind asks games_filter for everything, a provider or a category; /live for live games only, /pokies for no live game', () => {
    expect(filterFor({ kind: 'main', slug: 'all', page: 1 })).toEqual({});
    expect(filterFor({ kind: 'producer', slug: 'nova', page: 2 })).toEqual({ providers: ['nova'] });
    expect(filterFor({ kind: 'category', slug: 'roulette', page: 1 })).toEqual({ categories: ['roulette'] });
    expect(filterFor(categoryFromPath('/live/roulette') ?? { kind: 'main', slug: 'all', page: 1 })).toEqual({
      categories: ['roulette'],
      live: true,
    });
    expect(filterFor(categoryFromPath('/pokies/roulette') ?? { kind: 'main', slug: 'all', page: 1 })).toEqual({
      categories: ['roulette'],
      live: false,
    });
  });
  it('GAME-21 a game that moved to the next page while scrolling shows once', () => {
    const [a, b, c] = games(3) as [Game, Game, Game];
    expect(uniqueGames([{ data: [a, b] }, { data: [b, c] }]).map((g) => g.id)).toEqual([1, 2, 3]);
  });
  it('GAME-21 the end of a list is near within 500 px below the viewport, and anywhere above it (a fling past it)', () => {
    expect(endIsNear(844 + 499, 844)).toBe(true);
    expect(endIsNear(844 + 500, 844)).toBe(false);
    expect(endIsNear(300, 844)).toBe(true);
    expect(endIsNear(-5000, 844)).toBe(true);
  });
});

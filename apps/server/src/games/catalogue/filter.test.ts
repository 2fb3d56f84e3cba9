import { describe, expect, it } from 'vitest';
import { filterCriteriaOf, inCollectionOrder, matchesFilter, pageBody, type FilterInput } from './filter';
import type { CatalogueGame, CatalogueSnapshot } from './snapshot';

const game = (id: number, fields: Partial<CatalogueGame> & { cats?: string[] }): CatalogueGame =>
  ({
    id,
    provider: 'studio',
    devices: ['desktop', 'mobile'],
    popularity: id,
    collections: {},
    json: `{"id":${id}}`,
    ...fields,
    categories: new Set(fields.cats ?? []),
  }) as CatalogueGame;

const request = (filter: FilterInput['filter'], page = 1): FilterInput => ({ device: 'desktop', filter, page, page_size: 2 });

describe('GAME-28 the games filter', () => {
  it('GAME-28 one question asked in any order or with repeats has one key (one cached answer)', () => {
    const a = filterCriteriaOf(request({ providers: ['b', 'a', 'a'], categories: { identifiers: ['top', 'new'] } }));
    const b = filterCriteriaOf(request({ providers: ['a', 'b'], categories: { identifiers: ['new', 'top', 'new'] } }));
    expect(a.key).toBe(b.key);
    expect(a.providers).toEqual(['a', 'b']);
    expect(filterCriteriaOf(request({ title: '!!!' }))).toMatchObject({ impossible: true, title: '' });
  });

  it('GAME-28 combines device, providers (OR), categories (OR) and live (AND)', () => {
    const matches = matchesFilter(
      filterCriteriaOf(request({ providers: ['x'], categories: { identifiers: ['live', 'top'] }, live: true })),
    );
    expect(matches(game(1, { provider: 'x', cats: ['live'] }))).toBe(true);
    expect(matches(game(2, { provider: 'y', cats: ['live'] }))).toBe(false);
    expect(matches(game(3, { provider: 'x', cats: ['top'] }))).toBe(false);
    expect(matches(game(4, { provider: 'x', cats: ['live'], devices: ['mobile'] }))).toBe(false);
  });

  it('GAME-28 orders by the best position in the asked collections, then by popularity', () => {
    const games = [
      game(1, { cats: ['a'], collections: { a: 3 } }),
      game(2, { cats: ['b'], collections: { b: 1 } }),
      game(3, { cats: ['a', 'b'], collections: { a: 1, b: 5 } }),
      game(4, { cats: ['c'] }),
    ];
    const snap = { byPopularity: games } as unknown as CatalogueSnapshot;
    expect(inCollectionOrder(snap, ['a', 'b']).map((g) => g.id)).toEqual([2, 3, 1]);
  });

  it('GAME-07 GAME-08 answers past the last page with an empty page whose prev_page is the last page there is', () => {
    const games = [game(1, {}), game(2, {}), game(3, {})];
    expect(JSON.parse(pageBody(games, 2, 2))).toMatchObject({ data: [{ id: 3 }], pagination: { prev_page: 1, total_pages: 2 } });
    expect(JSON.parse(pageBody(games, 5, 2))).toMatchObject({ data: [], pagination: { prev_page: 2, total_pages: 2 } });
  });
});

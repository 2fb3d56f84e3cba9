import { describe, expect, it } from 'vitest';
import { catalogueSitemapPaths } from './sitemap';

describe('sitemap catalogue pages', () => {
  it('ROUTE-19 GAME-02 lists each category and provider page that has games, and the provider index', () => {
    const categories = [
      { id: 1, title: 'Pokies', slug: 'pokies', games_count: 40 },
      { id: 2, title: 'New', slug: 'new', games_count: 12 },
      { id: 3, title: 'Empty', slug: 'empty', games_count: 0 },
    ];
    const providers = [
      { id: 1, title: 'Aurora Studios', slug: 'aurora-studios', url: '/a.svg', games_count: 9 },
      { id: 2, title: 'Gone', slug: 'gone', url: '/g.svg', games_count: 0 },
    ];
    expect(catalogueSitemapPaths(categories, providers)).toEqual([
      '/pokies/all',
      '/categories/new',
      '/producers',
      '/producers/aurora-studios',
    ]);
    expect(catalogueSitemapPaths(categories, [])).toEqual(['/pokies/all', '/categories/new']);
  });
});

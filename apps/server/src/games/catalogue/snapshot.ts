import { DEFAULT_LOCALE, type Game } from '@casino/contracts';
import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { gameCategories, gameProviders, games } from './tables';

export const PREVIEW_WIDTH = 300;
export const PREVIEW_HEIGHT = 400;
const previewUrl = (id: number) => `/api/games/art/${id}.svg`;
const logoUrl = (slug: string) => `/api/games/logos/${slug}.svg`;

/** A game as the lists need it: what filters read, and its JSON written once. */
export interface CatalogueGame {
  id: number;
  provider: string;
  providerTitle: string;
  title: string;
  categories: ReadonlySet<string>;
  devices: readonly string[];
  popularity: number;
  collections: Readonly<Record<string, number>>;
  jackpotAmounts: Record<string, number> | null;
  identifier: string;
  game: Game;
  /** `JSON.stringify(game)`, so a page of 40 games is a string join, not 40 serialisations. */
  json: string;
}

/** The whole catalogue in memory: ~3,000 games are a few MB and every list is served from here. */
export interface CatalogueSnapshot {
  loadedAt: number;
  byId: ReadonlyMap<number, CatalogueGame>;
  byPopularity: readonly CatalogueGame[];
  providers: { id: number; title: string; slug: string; url: string; games_count: number }[];
  categories: { id: number; slug: string; titles: Record<string, string>; games_count: number }[];
}

/** Reads the catalogue tables into a snapshot (three queries, whatever the size). */
export async function loadSnapshot(db: DbOrTx, now: number): Promise<CatalogueSnapshot> {
  const [providerRows, categoryRows, gameRows] = await Promise.all([
    db.select().from(gameProviders).orderBy(asc(gameProviders.position)),
    db.select().from(gameCategories).orderBy(asc(gameCategories.position)),
    db.select().from(games).orderBy(asc(games.popularityRank), asc(games.id)),
  ]);
  const providerTitles = new Map(providerRows.map((p) => [p.slug, p.title]));
  const providerCounts = new Map<string, number>();
  const categoryCounts = new Map<string, number>();
  const byPopularity = gameRows.map((row): CatalogueGame => {
    providerCounts.set(row.providerSlug, (providerCounts.get(row.providerSlug) ?? 0) + 1);
    for (const slug of row.categories) categoryCounts.set(slug, (categoryCounts.get(slug) ?? 0) + 1);
    const providerTitle = providerTitles.get(row.providerSlug) ?? row.providerSlug;
    const game: Game = {
      id: row.id,
      identifier: row.identifier,
      name: row.name,
      title: row.title,
      slug: row.slug,
      seo_title: row.seoTitle,
      provider: row.providerSlug,
      provider_title: providerTitle,
      preview: previewUrl(row.id),
      preview_width: PREVIEW_WIDTH,
      preview_height: PREVIEW_HEIGHT,
      categories: row.categories,
      badges: row.badges,
      currencies: Object.fromEntries(Object.entries(row.currencies).map(([code, id]) => [code, { id }])),
      has_demo_mode: row.hasDemoMode,
      collections: row.collections,
      last_activity_at: row.lastActivityAt ? row.lastActivityAt.toISOString() : null,
      engine: row.engine,
      devices: row.devices.filter((d): d is 'mobile' | 'desktop' => d === 'mobile' || d === 'desktop'),
    };
    return {
      id: row.id,
      provider: row.providerSlug,
      providerTitle,
      title: row.title,
      categories: new Set(row.categories),
      devices: row.devices,
      popularity: row.popularityRank,
      collections: row.collections,
      jackpotAmounts: row.jackpotAmounts,
      identifier: row.identifier,
      game,
      json: JSON.stringify(game),
    };
  });
  return {
    loadedAt: now,
    byId: new Map(byPopularity.map((g) => [g.id, g])),
    byPopularity,
    providers: providerRows.map((p) => ({
      id: p.id,
      title: p.title,
      slug: p.slug,
      url: logoUrl(p.slug),
      games_count: providerCounts.get(p.slug) ?? 0,
    })),
    categories: categoryRows.map((c) => ({
      id: c.id,
      slug: c.slug,
      titles: c.titles,
      games_count: categoryCounts.get(c.slug) ?? 0,
    })),
  };
}

/** A category's title in a locale, English when the locale has none. */
export const titleIn = (titles: Record<string, string>, locale: string, slug: string) =>
  titles[locale] ?? titles[DEFAULT_LOCALE] ?? slug;

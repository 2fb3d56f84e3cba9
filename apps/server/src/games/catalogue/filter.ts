import { paginate, type Device } from '@casino/contracts';
import { cachedBody, type CachedBody } from './cached-body';
import { normalizeTitle } from './normalize';
import { heldSnapshot, type SnapshotCache } from './snapshot-cache';
import type { CatalogueGame, CatalogueSnapshot } from './snapshot';
import { searchTitles } from './title-search';

/** A request of POST /api/games_filter. */
export type FilterInput = {
  device: Device;
  filter: { title?: string; providers?: string[]; categories?: { identifiers: string[] }; live?: boolean };
  page: number;
  page_size: number;
};

/** A filter in one canonical form: the same question asked in any order has one key, and one cached answer. */
interface FilterCriteria {
  device: Device;
  /** The normalised title ('' for none). */
  title: string;
  /** Only punctuation or symbols were asked for: no title can match. */
  impossible: boolean;
  providers: string[];
  categories: string[];
  live: boolean | undefined;
  page: number;
  pageSize: number;
  key: string;
}

export function filterCriteriaOf(request: FilterInput): FilterCriteria {
  const rawTitle = request.filter.title ?? '';
  const title = rawTitle === '' ? '' : normalizeTitle(rawTitle);
  const impossible = rawTitle.trim() !== '' && title === '';
  const providers = [...new Set(request.filter.providers ?? [])].sort();
  const categories = [...new Set(request.filter.categories?.identifiers ?? [])].sort();
  const live = request.filter.live;
  const key = JSON.stringify([
    request.device,
    impossible ? null : title,
    providers,
    categories,
    live ?? null,
    request.page,
    request.page_size,
  ]);
  return {
    device: request.device,
    title,
    impossible,
    providers,
    categories,
    live,
    page: request.page,
    pageSize: request.page_size,
    key,
  };
}

/** The games in the order of the asked collections (the best position in any of them), then popularity. */
export function inCollectionOrder(snap: CatalogueSnapshot, categories: readonly string[]): CatalogueGame[] {
  const position = (g: CatalogueGame) => Math.min(...categories.map((c) => g.collections[c] ?? Number.MAX_SAFE_INTEGER));
  return snap.byPopularity
    .filter((g) => categories.some((c) => g.categories.has(c)))
    .map((g) => ({ g, p: position(g) }))
    .sort((a, b) => a.p - b.p || a.g.popularity - b.g.popularity)
    .map((x) => x.g);
}

/** Whether a game passes the filter's device, studio, collection and live criteria. */
export function matchesFilter(criteria: FilterCriteria): (g: CatalogueGame) => boolean {
  const providerSet = new Set(criteria.providers);
  return (g) =>
    g.devices.includes(criteria.device) &&
    (providerSet.size === 0 || providerSet.has(g.provider)) &&
    (criteria.categories.length === 0 || criteria.categories.some((c) => g.categories.has(c))) &&
    (criteria.live === undefined || g.categories.has('live') === criteria.live);
}

/** One page of the matches as the JSON answer; past the end, an empty page whose prev_page is the last page there is (decision 022). */
export function pageBody(matches: readonly CatalogueGame[], page: number, pageSize: number): string {
  const start = (page - 1) * pageSize;
  const games = matches.slice(start, start + pageSize);
  const pagination = paginate(page, pageSize, matches.length);
  if (page > pagination.total_pages) pagination.prev_page = pagination.total_pages;
  return `{"data":[${games.map((g) => g.json).join(',')}],"pagination":${JSON.stringify(pagination)}}`;
}

/**
 * The ids matching a title, best first; kept with the snapshot held now (which may have changed
 * while the filter waited for its snapshot). A failed search is not kept: the next request tries again.
 */
function titleMatches(cache: SnapshotCache, title: string): Promise<number[]> {
  const held = heldSnapshot(cache);
  let hit = held.titles.get(title);
  if (!hit) {
    hit = searchTitles(cache.db, title).then((rows) => rows.map((r) => Number((r as { id: number }).id)));
    held.titles.set(title, hit);
    hit.catch(() => held.titles.delete(title));
  }
  return hit;
}

/** The games the filter starts from, in the order of the answer: title matches, collection order, or popularity. */
async function candidates(
  cache: SnapshotCache,
  snap: CatalogueSnapshot,
  criteria: FilterCriteria,
): Promise<readonly CatalogueGame[]> {
  if (criteria.impossible) return [];
  if (criteria.title) return (await titleMatches(cache, criteria.title)).flatMap((id) => snap.byId.get(id) ?? []);
  if (criteria.categories.length > 0) return inCollectionOrder(snap, criteria.categories);
  return snap.byPopularity;
}

/** POST /api/games_filter: one page of games (GAME-08, GAME-28), answered from the snapshot's cache when asked before. */
export async function filterGames(cache: SnapshotCache, request: FilterInput): Promise<CachedBody> {
  const held = heldSnapshot(cache);
  const criteria = filterCriteriaOf(request);
  const cached = held.responses.get(criteria.key);
  if (cached) return cached;
  const snap = await held.snapshot;
  const list = await candidates(cache, snap, criteria);
  const body = cachedBody(pageBody(list.filter(matchesFilter(criteria)), criteria.page, criteria.pageSize));
  held.responses.set(criteria.key, body);
  return body;
}

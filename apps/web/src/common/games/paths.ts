import type { Game } from '@casino/contracts';

/** Every catalogue path is built here, without the locale prefix (the caller localizes). */

/** The game page (another capability): /play/{provider}/{slug}?mode=real|demo. */
export function playPath(game: Pick<Game, 'provider' | 'slug'>, mode: 'real' | 'demo'): string {
  return `/play/${encodeURIComponent(game.provider)}/${encodeURIComponent(game.slug)}?mode=${mode}`;
}

/** Registration, coming back to `target` (already localized) after signing up or in (GAME-14). */
export function registrationPath(target: string): string {
  return `/registration?redirect=${encodeURIComponent(target)}`;
}

/** The "see all" page of a category: pokies and live have their own trees (GAME-02). */
export function categoryPath(slug: string): string {
  if (slug === 'pokies' || slug === 'live') return `/${slug}/all`;
  return `/categories/${encodeURIComponent(slug)}`;
}

/** The provider index: every provider with games, each linking to its producerPath. */
export const PRODUCERS_PATH = '/producers';

export function producerPath(slug: string): string {
  return `/producers/${encodeURIComponent(slug)}`;
}

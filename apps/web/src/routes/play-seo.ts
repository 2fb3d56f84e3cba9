import type { Game } from '@casino/contracts';

/**
 * A game page's title from the catalogue's seo_title (requirements §core-2 SEO), when an operator wrote one.
 * The catalogue fills seo_title with "{title} by {provider}" by default; that default is left to
 * the translated play.page.meta_title message, so a German page does not read "by". Null then.
 */
export function customSeoTitle(game: Pick<Game, 'title' | 'provider_title' | 'seo_title'>): string | null {
  const seo = game.seo_title.trim();
  if (!seo || seo === `${game.title} by ${game.provider_title}`) return null;
  return seo;
}

import { HydrationBoundary } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { loadCategoryPage } from '../features/games/category-loader.server';
import { CategoryPage } from '../features/games/category-page';
import { NotFound } from '../shell/not-found';
import { metaFromLayout, notFoundMeta } from './route-meta';
// The jackpot section's styles come with the page, so its server-rendered markup is styled at once.
import '../features/jackpots/jackpots.css';
import type { Route } from './+types/games-category';

/**
 * The catalogue pages (GAME-02, GAME-04): /pokies/*, /live/*, /slots*, /categories/{slug} and
 * /producers/{slug}[/{page}], rendered on the server with their first page of games.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCategoryPage(context, request);
}

export { samePathKeepsData as shouldRevalidate } from './revalidate';

/** JACK-01: the mystic-jackpots category shows the jackpot section above its games, its code loaded apart. */
const JackpotSection = lazy(() => import('../features/jackpots/jackpot-section'));

export const meta: Route.MetaFunction = ({ data: loaderData, matches, location }) => {
  if (!loaderData?.found) return loaderData?.unavailable ? [{ name: 'robots', content: 'noindex' }] : notFoundMeta(matches);
  if (loaderData.title === null) {
    return metaFromLayout(matches, location.pathname, 'games.main.meta_title', 'games.main.meta_description');
  }
  const keys =
    loaderData.target.kind === 'producer'
      ? (['games.producer.meta_title', 'games.producer.meta_description'] as const)
      : (['games.category.meta_title', 'games.category.meta_description'] as const);
  return metaFromLayout(matches, location.pathname, keys[0], keys[1], { title: loaderData.title });
};

export default function GamesCategory({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (!loaderData.found) {
    if (!loaderData.unavailable) return <NotFound />;
    return (
      <section className="category-page">
        <h1>{t('games.main.title')}</h1>
        <p role="alert">{t('games.list.error')}</p>
      </section>
    );
  }
  const { target, title, device, dehydratedState } = loaderData;
  return (
    <HydrationBoundary state={dehydratedState}>
      {target.slug === 'mystic-jackpots' && (
        <Suspense fallback={null}>
          <JackpotSection />
        </Suspense>
      )}
      <CategoryPage target={target} title={title ?? t('games.main.title')} device={device} />
    </HydrationBoundary>
  );
}

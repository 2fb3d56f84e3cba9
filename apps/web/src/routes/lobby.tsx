import { HydrationBoundary, QueryClient, dehydrate, useQuery, type DehydratedState } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { splitLocalePath, type Game } from '@casino/contracts';
import { browserApi, serverApi } from '../api/server-api';
import { prefetchLobbyRows, prefetchPlayedGames } from '../features/games/lobby-prefetch.server';
import { TILE_FIELDS, type TileGame } from '../features/games/game-tile';
import { LobbyRows } from '../features/games/lobby-rows';
import { deviceFromUserAgent } from '../features/games/rules';
import { LobbyHero } from '../features/lobby/lobby-hero';
import { CategoryLinks } from '../features/lobby/category-links';
import { prefetchJackpots } from '../features/jackpots/prefetch.server';
import { bannersQuery, sendBannerViews } from '../features/promotions/banners';
import { prefetchBanners } from '../features/promotions/prefetch.server';
import { useLocale } from '../i18n/locale';
import { metaFromLayout } from './route-meta';
// The jackpot section's styles come with the page, so its server-rendered markup is styled at once.
import '../features/jackpots/jackpots.css';
import type { Route } from './+types/lobby';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = splitLocalePath(new URL(request.url).pathname);
  const device = deviceFromUserAgent(request.headers.get('user-agent'));
  const api = serverApi(context, request);
  const queryClient = new QueryClient();
  await Promise.all([
    prefetchBanners(queryClient, api, request, locale),
    prefetchLobbyRows(queryClient, api, locale, device),
    prefetchPlayedGames(queryClient, api, request),
    prefetchJackpots(queryClient, api),
  ]);
  return { device, dehydratedState: packRowGames(dehydrate(queryClient)) };
}

type PackedGame = Omit<TileGame, 'currencies'> & { currencies: Game['currencies'] | string };

/** Replaces the games of the rows' pages in a dehydrated state; other queries stay as they are. */
function mapRowGames(state: DehydratedState, map: (game: PackedGame) => PackedGame): DehydratedState {
  const queries = state.queries.map((query) => {
    const data = query.state.data as { data?: unknown } | undefined;
    if (query.queryKey[0] !== 'games' || query.queryKey[1] !== 'page' || !Array.isArray(data?.data)) return query;
    const games = (data.data as PackedGame[]).map(map);
    return { ...query, state: { ...query.state, data: { ...data, data: games } } };
  });
  return { ...state, queries };
}

/**
 * The rows' games as the page carries them: only what a tile reads (TILE_FIELDS, about half of
 * a game's fields), and each currencies map (16 codes, each with its game id) as one string,
 * "AUD:80203 BCH:80212 ...". React Router's encoder walks every value of the page's data one by
 * one, so each value left out is work saved on every render and bytes off every page. The data
 * is copied, never changed: it is shared with other renders. unpackCurrencies restores the maps
 * on both sides before the rows read them.
 */
function packRowGames(state: DehydratedState): DehydratedState {
  return mapRowGames(state, (game) => {
    const tile = Object.fromEntries(TILE_FIELDS.map((field) => [field, game[field]])) as PackedGame;
    if (typeof tile.currencies !== 'string')
      tile.currencies = Object.entries(tile.currencies)
        .map(([code, { id }]) => `${code}:${id}`)
        .join(' ');
    return tile;
  });
}

function unpackCurrencies(state: DehydratedState): DehydratedState {
  return mapRowGames(state, (game) =>
    typeof game.currencies !== 'string'
      ? game
      : {
          ...game,
          currencies: Object.fromEntries(
            game.currencies
              .split(' ')
              .filter(Boolean)
              .map((pair) => {
                const at = pair.lastIndexOf(':');
                return [pair.slice(0, at), { id: Number(pair.slice(at + 1)) }];
              }),
          ),
        },
  );
}

export { samePathKeepsData as shouldRevalidate } from './revalidate';

/** JACK-01: the jackpot section's code loads on its own, so the lobby's first load does not grow. */
const JackpotSection = lazy(() => import('../features/jackpots/jackpot-section'));
/**
 * Below the rows, the live wins load on their own (what they show arrives live). The category
 * links stay in the lobby's code: they are navigation, and a lazy part of a server render is
 * streamed after the page's main element, hidden until the script moves it.
 */
const RecentWins = lazy(() => import('../features/lobby/recent-wins').then((m) => ({ default: m.RecentWins })));

export const meta: Route.MetaFunction = ({ matches, location }) =>
  metaFromLayout(matches, location.pathname, 'lobby.meta.title', 'lobby.meta.description');

export default function Lobby({ loaderData }: Route.ComponentProps) {
  const state = useMemo(() => unpackCurrencies(loaderData.dehydratedState), [loaderData.dehydratedState]);
  return (
    <HydrationBoundary state={state}>
      <LobbyContent device={loaderData.device} />
    </HydrationBoundary>
  );
}

function LobbyContent({ device }: { device: 'mobile' | 'desktop' }) {
  const locale = useLocale();
  const banners = useQuery(bannersQuery(browserApi(), locale));
  return (
    <div className="lobby">
      <LobbyHero banners={banners.data} device={device} onLeave={(seen) => sendBannerViews(locale, seen)} />
      <LobbyRows device={device} />
      <Suspense fallback={null}>
        <JackpotSection />
      </Suspense>
      <CategoryLinks />
      <Suspense fallback={null}>
        <RecentWins />
      </Suspense>
    </div>
  );
}

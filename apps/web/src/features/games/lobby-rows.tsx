import { useQuery } from '@tanstack/react-query';
import { LOBBY_ROW_SIZE, type Category, type Device, type GamesPage } from '@casino/contracts';
import { useDeferredValue, useId, useRef } from 'react';
import { useNearViewport } from './use-near-viewport';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { browserApi } from '../../api/server-api';
import { useHydrated } from '../../common/hooks/use-hydrated';
import { useLocale, useLocalePath } from '../../i18n/locale';
import { collectionsQuery, gamesPageQuery, playedGamesQuery } from './api';
import { GameTile, SkeletonTile, type TileGame } from './game-tile';
import { RowArrows } from './row-arrows';
import { categoryPath } from '../../common/games/paths';
import { useGamePlayer, type GamePlayer } from '../../common/games/use-game-player';

/** The category rows of the lobby, in this order, when the catalogue has games in them. */
const LOBBY_ROWS = ['new', 'top', 'pokies', 'live', 'jackpot', 'megaways', 'bonus-buy', 'table', 'crash-games'] as const;

/** Rows rendered with the page; the others fetch their games when they come within 500 px. */
export const LOBBY_EAGER_ROWS = 3;

/**
 * Tiles of a row in the server's HTML: a full desktop row of 6 and the next one (a phone shows
 * fewer). The rest of the row, off screen to the side, is added once the page is interactive,
 * which keeps the lobby's server render short (Speed) without moving anything in view.
 */
const LOBBY_SERVER_TILES = 7;

/** The lobby's rows among the server's categories, in lobby order. */
export function lobbyCategories(collections: readonly Category[]): Category[] {
  return LOBBY_ROWS.flatMap((slug) => collections.filter((c) => c.slug === slug && c.games_count > 0));
}

/**
 * The one query a lobby row reads: the first 15 games of its category (GAME-20). The server
 * render hands its rows over with only the fields a tile reads (routes/lobby.tsx), so the row
 * reads its games as tiles.
 */
function lobbyRowQuery(slug: string, device: Device) {
  return {
    ...gamesPageQuery(browserApi(), { categories: [slug] }, device, LOBBY_ROW_SIZE, 1),
    select: (page: GamesPage): Omit<GamesPage, 'data'> & { data: TileGame[] } => page,
  };
}

/** The lobby's game rows: at most 15 games each with a "see all" link to the category page. */
export function LobbyRows({ device }: { device: Device }) {
  const locale = useLocale();
  const player = useGamePlayer();
  const collections = useQuery(collectionsQuery(browserApi(), locale));
  return (
    <div className="lobby-rows">
      {player && <RecentlyPlayedRow player={player} />}
      {lobbyCategories(collections.data ?? []).map((category, index) => (
        <LobbyRow
          key={category.slug}
          category={category}
          device={device}
          player={player}
          first={index === 0}
          deferred={index >= LOBBY_EAGER_ROWS}
        />
      ))}
    </div>
  );
}

/**
 * The signed-in player's last games (GAME-27), shown once there are some. Signing out reloads
 * the page, which drops them with the rest of the player's client state.
 */
function RecentlyPlayedRow({ player }: { player: GamePlayer }) {
  const { t } = useTranslation();
  const titleId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const played = useQuery(playedGamesQuery(browserApi()));
  const games = (played.data ?? []).slice(0, LOBBY_ROW_SIZE);
  if (games.length === 0) return null;
  return (
    <section className="game-row" aria-labelledby={titleId}>
      <div className="game-row__header">
        <h2 id={titleId}>{t('games.row.recently_played')}</h2>
        <div className="game-row__actions">
          <RowArrows listRef={listRef} count={games.length} />
        </div>
      </div>
      <ul ref={listRef} className="game-row__list" aria-labelledby={titleId}>
        {games.map((game) => (
          <li key={game.id} className="game-row__cell">
            <GameTile game={game} player={player} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function LobbyRow({
  category,
  device,
  player,
  first,
  deferred,
}: {
  category: Category;
  device: Device;
  player: GamePlayer | null;
  first: boolean;
  deferred: boolean;
}) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const titleId = useId();
  const [near, ref] = useNearViewport(!deferred);
  const games = useQuery({ ...lobbyRowQuery(category.slug, device), enabled: near });
  // A row's games arriving after hydration render in interruptible slices, not in one task.
  const page = useDeferredValue(games.data);
  const shown = useHydrated() ? LOBBY_ROW_SIZE : LOBBY_SERVER_TILES;
  const listRef = useRef<HTMLUListElement>(null);
  return (
    <section ref={ref} className="game-row" aria-labelledby={titleId}>
      <div className="game-row__header">
        <h2 id={titleId}>{category.title}</h2>
        <div className="game-row__actions">
          <Link className="game-row__all" to={to(categoryPath(category.slug))}>
            {t('games.row.see_all')}
            <span className="visually-hidden"> {category.title}</span>
          </Link>
          <RowArrows listRef={listRef} count={page ? Math.min(shown, page.data.length) : 0} />
        </div>
      </div>
      <ul ref={listRef} className="game-row__list" aria-labelledby={titleId} aria-busy={page === undefined}>
        {page
          ? page.data.slice(0, shown).map((game, index) => (
              <li key={game.id} className="game-row__cell">
                <GameTile game={game} player={player} eager={first && index < 4} />
              </li>
            ))
          : Array.from({ length: 6 }, (_, i) => (
              <li key={i} className="game-row__cell" aria-hidden="true">
                <SkeletonTile />
              </li>
            ))}
      </ul>
    </section>
  );
}

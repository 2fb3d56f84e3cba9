import type { Game } from '@casino/contracts';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../i18n/locale';
import { FavouriteButton } from './favourite-button';
import { playPath, registrationPath } from '../../common/games/paths';
import type { GamePlayer } from '../../common/games/use-game-player';
import { isCurrencyLocked } from '../../common/games/currency-lock';

/** What a tile reads of a game: the lobby's rows carry only these (routes/lobby.tsx). */
export const TILE_FIELDS = [
  'id',
  'title',
  'slug',
  'provider',
  'provider_title',
  'preview',
  'preview_width',
  'preview_height',
  'badges',
  'currencies',
  'has_demo_mode',
] as const satisfies readonly (keyof Game)[];
export type TileGame = Pick<Game, (typeof TILE_FIELDS)[number]>;

interface GameTileProps {
  game: TileGame;
  player: GamePlayer | null;
  /** The first row loads its images at once (they are the largest paint); the rest lazily. */
  eager?: boolean;
}

/** Where pressing play leads: registration for a guest (coming back to the game), else the game (GAME-14). */
export function usePlayHref(): (game: TileGame, player: GamePlayer | null) => string {
  const to = useLocalePath();
  return (game, player) => {
    const target = to(playPath(game, 'real'));
    return player ? target : to(registrationPath(target));
  };
}

/** A game tile (GAME-13..17): preview, title, provider, badges, play, demo and favourite. */
export const GameTile = memo(function GameTile({ game, player, eager = false }: GameTileProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const playHref = usePlayHref();
  const locked = isCurrencyLocked(game, player);
  return (
    <article className={`game-tile${locked ? ' game-tile--locked' : ''}`} aria-label={game.title}>
      <div className="game-tile__media">
        <img
          src={game.preview}
          width={game.preview_width}
          height={game.preview_height}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          {...(eager ? { fetchPriority: 'high' as const } : {})}
        />
        {game.badges.length > 0 && (
          <ul className="game-tile__badges">
            {game.badges.map((badge) => (
              <li key={badge.type} className={`game-badge game-badge--${badge.theme}`}>
                {t(`games.badge.${badge.type}`, { defaultValue: badge.type })}
              </li>
            ))}
          </ul>
        )}
        {locked && <p className="game-tile__locked">{t('games.tile.currency_not_supported')}</p>}
      </div>
      <div className="game-tile__body">
        <p className="game-tile__title">{game.title}</p>
        <p className="game-tile__provider">{game.provider_title}</p>
      </div>
      <div className="game-tile__actions">
        {!locked && (
          <Link
            className="button button--primary game-tile__play"
            to={playHref(game, player)}
            aria-label={t('games.tile.play_title', { title: game.title })}
          >
            {t('games.tile.play')}
          </Link>
        )}
        {game.has_demo_mode && (
          <Link
            className="button button--ghost game-tile__demo"
            to={to(playPath(game, 'demo'))}
            aria-label={t('games.tile.demo_title', { title: game.title })}
          >
            {t('games.tile.demo')}
          </Link>
        )}
        {player && <FavouriteButton gameId={game.id} title={game.title} />}
      </div>
    </article>
  );
});

/** A placeholder of a tile's exact size while games load (no layout shift). */
export function SkeletonTile() {
  return (
    <div className="game-tile game-tile--skeleton" aria-hidden="true">
      <div className="game-tile__media" />
      <div className="game-tile__skeleton-body" />
    </div>
  );
}

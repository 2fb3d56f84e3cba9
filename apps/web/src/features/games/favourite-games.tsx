import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { browserApi } from '../../api/server-api';
import { useLocalePath } from '../../i18n/locale';
import { favouriteGamesQuery } from './api';
import { WindowedGameGrid } from './windowed-game-grid';
import { listItems } from './rules';
import { useGamePlayer } from '../../common/games/use-game-player';

/** The favourites page (GAME-04 kind favourites): the player's games, newest favourite first. */
export function FavouriteGames({ title }: { title: string }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const titleId = useId();
  const player = useGamePlayer();
  const favourites = useQuery(favouriteGamesQuery(browserApi()));
  const games = useMemo(() => favourites.data ?? [], [favourites.data]);
  const items = useMemo(() => listItems(games, { kind: 'favourites', slug: 'favourites' }), [games]);
  return (
    <section className="category-page" aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      {favourites.isSuccess && games.length === 0 ? (
        <p className="category-page__empty">
          {t('games.favourites.empty')} <Link to={to('/')}>{t('games.favourites.browse')}</Link>
        </p>
      ) : (
        <WindowedGameGrid items={items} games={games} player={player} label={title} loading={favourites.isPending} />
      )}
      {favourites.isError && <p role="alert">{t('games.list.error')}</p>}
    </section>
  );
}

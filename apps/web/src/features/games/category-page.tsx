import { useInfiniteQuery } from '@tanstack/react-query';
import type { Device } from '@casino/contracts';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/server-api';
import { gamesListQuery } from './api';
import { WindowedGameGrid } from './windowed-game-grid';
import { filterFor, listItems, uniqueGames, type CategoryTarget } from './rules';
import { useGamePlayer } from '../../common/games/use-game-player';

/** A category, live, pokies, main or producer page: its title and the infinite list of games. */
export function CategoryPage({ target, title, device }: { target: CategoryTarget; title: string; device: Device }) {
  const { t } = useTranslation();
  const titleId = useId();
  const player = useGamePlayer();
  const list = useInfiniteQuery(gamesListQuery(browserApi(), filterFor(target), device, target.page));
  const games = useMemo(() => uniqueGames(list.data?.pages ?? []), [list.data]);
  const items = useMemo(() => listItems(games, target), [games, target]);
  const total = list.data?.pages[0]?.pagination.total_count;
  return (
    <section className="category-page" aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      {total !== undefined && <p className="category-page__count">{t('games.list.count', { count: total })}</p>}
      {list.isSuccess && games.length === 0 ? (
        <p className="category-page__empty">{t('games.list.empty')}</p>
      ) : (
        <WindowedGameGrid
          items={items}
          games={games}
          player={player}
          label={title}
          loading={list.isPending}
          hasMore={list.hasNextPage}
          loadingMore={list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage({ cancelRefetch: false })}
        />
      )}
      {list.isError && <p role="alert">{t('games.list.error')}</p>}
    </section>
  );
}

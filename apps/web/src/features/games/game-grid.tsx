import { INFINITE_SCROLL_THRESHOLD_PX, type Game } from '@casino/contracts';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { GameTile, SkeletonTile } from './game-tile';
import type { ListItem } from './rules';
import { CashbackCard, RandomGameCard } from './special-cards';
import type { GamePlayer } from './use-game-player';

/** Tiles in the first row on the widest layout: their images load eagerly. */
const EAGER_TILES = 6;
const SKELETONS = 8;

interface GameGridProps {
  items: readonly ListItem[];
  games: readonly Game[];
  player: GamePlayer | null;
  /** Accessible name of the list. */
  label: string;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  /** Skeletons only (the first page is loading). */
  loading?: boolean;
}

/**
 * A grid of game tiles with infinite scroll (GAME-21): the next page loads when the end of the
 * list comes within 500 px of the viewport, or when the "more" button is pressed. Off-screen
 * rows skip layout and paint (content-visibility), so thousands of tiles stay smooth on a phone.
 */
export function GameGrid({ items, games, player, label, hasMore, loadingMore, onLoadMore, loading }: GameGridProps) {
  const { t } = useTranslation();
  return (
    <>
      <ul className="game-grid" aria-label={label} aria-busy={loading || loadingMore}>
        {items.map((item, index) => (
          <li key={item.type === 'game' ? item.game.id : item.type} className="game-grid__cell">
            {item.type === 'game' ? (
              <GameTile game={item.game} player={player} eager={index < EAGER_TILES} />
            ) : item.type === 'random' ? (
              <RandomGameCard games={games} player={player} />
            ) : (
              <CashbackCard />
            )}
          </li>
        ))}
        {(loading || loadingMore) &&
          Array.from({ length: SKELETONS }, (_, i) => (
            <li key={`skeleton-${i}`} className="game-grid__cell" aria-hidden="true">
              <SkeletonTile />
            </li>
          ))}
      </ul>
      {hasMore && onLoadMore && <LoadMore onLoadMore={onLoadMore} busy={Boolean(loadingMore)} label={t('games.list.more')} />}
    </>
  );
}

function LoadMore({ onLoadMore, busy, label }: { onLoadMore: () => void; busy: boolean; label: string }) {
  const ref = useRef<HTMLButtonElement>(null);
  const loadMore = useEffectEvent(onLoadMore);
  // A new observer after each load reports at once whether the end is still near (a tall screen).
  useEffect(() => {
    const element = ref.current;
    if (busy || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: `0px 0px ${INFINITE_SCROLL_THRESHOLD_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [busy]);
  return (
    <div className="game-grid__more">
      <button ref={ref} type="button" className="button button--ghost" disabled={busy} onClick={onLoadMore}>
        {label}
      </button>
    </div>
  );
}

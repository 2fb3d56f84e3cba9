import { INFINITE_SCROLL_THRESHOLD_PX, type Game } from '@casino/contracts';
import { useEffect, useEffectEvent, useRef, type CSSProperties, type FocusEventHandler, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { GameTile, SkeletonTile } from './game-tile';
import type { ListItem } from './rules';
import { CashbackCard, RandomGameCard } from './special-cards';
import type { GamePlayer } from '../../common/games/use-game-player';

/** Tiles in the first row on the widest layout: their images load eagerly. */
const EAGER_TILES = 6;
const SKELETONS = 8;

export interface GameGridProps {
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

/** A cell of the grid: a list item, or a skeleton (null) while a page loads. */
interface GridCell {
  key: string;
  item: ListItem | null;
}

/** The list items, then skeletons while a page loads. */
export function gridCells(items: readonly ListItem[], busy: boolean): GridCell[] {
  const cells: GridCell[] = items.map((item) => ({
    key: item.type === 'game' ? `game-${item.game.id}` : item.type,
    item,
  }));
  if (busy) for (let i = 0; i < SKELETONS; i++) cells.push({ key: `skeleton-${i}`, item: null });
  return cells;
}

interface CellOptions {
  games: readonly Game[];
  player: GamePlayer | null;
  /** How many items the list holds (aria-setsize). */
  size: number;
  /** The row the cell starts (windowed grids measure each row's first cell). */
  row?: number;
  ref?: Ref<HTMLLIElement>;
  style?: CSSProperties;
}

/**
 * One cell: a tile, the random-game or cashback card, or a skeleton. Items carry their position
 * and the list's size, so assistive technology knows the list when only part of it is mounted.
 */
export function renderGridCell(cell: GridCell, index: number, { games, player, size, row, ref, style }: CellOptions) {
  const { item } = cell;
  return (
    <li
      key={cell.key}
      className="game-grid__cell"
      data-cell={cell.key}
      data-row={row}
      ref={ref}
      style={style}
      {...(item ? { 'aria-posinset': index + 1, 'aria-setsize': size } : { 'aria-hidden': true })}
    >
      {item === null ? (
        <SkeletonTile />
      ) : item.type === 'game' ? (
        <GameTile game={item.game} player={player} eager={index < EAGER_TILES} />
      ) : item.type === 'random' ? (
        <RandomGameCard games={games} player={player} />
      ) : (
        <CashbackCard />
      )}
    </li>
  );
}

/**
 * A grid of game tiles, every cell mounted (the search popup's one page; off-screen cells skip
 * layout and paint). Category pages use the windowed grid (windowed-game-grid.tsx).
 */
export function GameGrid({ items, games, player, label, hasMore, loadingMore, onLoadMore, loading }: GameGridProps) {
  const busy = Boolean(loading || loadingMore);
  const cells = gridCells(items, busy);
  return (
    <GridFrame label={label} busy={busy} hasMore={hasMore} loadingMore={loadingMore} onLoadMore={onLoadMore}>
      {cells.map((cell, index) => renderGridCell(cell, index, { games, player, size: items.length }))}
    </GridFrame>
  );
}

interface GridFrameProps extends Pick<GameGridProps, 'label' | 'hasMore' | 'loadingMore' | 'onLoadMore'> {
  busy: boolean;
  children: ReactNode;
  listRef?: Ref<HTMLUListElement>;
  className?: string;
  style?: CSSProperties;
  onFocus?: FocusEventHandler<HTMLUListElement>;
  onBlur?: FocusEventHandler<HTMLUListElement>;
}

/** The list and, while more can load, the "more" button that also loads on coming near (GAME-21). */
export function GridFrame({
  label,
  busy,
  hasMore,
  loadingMore,
  onLoadMore,
  children,
  listRef,
  className,
  style,
  onFocus,
  onBlur,
}: GridFrameProps) {
  const { t } = useTranslation();
  return (
    <>
      <ul
        ref={listRef}
        className={className ? `game-grid ${className}` : 'game-grid'}
        aria-label={label}
        aria-busy={busy}
        style={style}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        {children}
      </ul>
      {hasMore && onLoadMore && <LoadMore onLoadMore={onLoadMore} busy={Boolean(loadingMore)} label={t('games.list.more')} />}
    </>
  );
}

/**
 * Infinite scroll (GAME-21): the next page loads when the end of the list comes within 500 px of
 * the viewport, or when the button is pressed.
 */
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

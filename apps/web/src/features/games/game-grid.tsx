import type { Game } from '@casino/contracts';
import { useEffect, useEffectEvent, useRef, type CSSProperties, type FocusEventHandler, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { GameTile, SkeletonTile } from './game-tile';
import { endIsNear, type ListItem } from './rules';
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
 * Infinite scroll (GAME-21): the next page loads whenever the end of the list is within 500 px
 * of the viewport or above it, or when the button is pressed. The position is checked when the
 * list is ready for another page and on every scroll (of the page or of a scrolling popup) and
 * resize, at most once a frame, so a jump past the end is seen as well as a slow approach.
 */
function LoadMore({ onLoadMore, busy, label }: { onLoadMore: () => void; busy: boolean; label: string }) {
  const ref = useRef<HTMLButtonElement>(null);
  const loadMore = useEffectEvent(onLoadMore);
  useEffect(() => {
    if (busy) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const element = ref.current;
      // An element not rendered (in a hidden part of the page) has no boxes and loads nothing.
      if (element && element.getClientRects().length > 0 && endIsNear(element.getBoundingClientRect().top, window.innerHeight))
        loadMore();
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(check);
    };
    schedule();
    const options = { capture: true, passive: true } as const;
    document.addEventListener('scroll', schedule, options);
    window.addEventListener('resize', schedule, options);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('scroll', schedule, options);
      window.removeEventListener('resize', schedule, options);
    };
  }, [busy]);
  return (
    <div className="game-grid__more">
      <button ref={ref} type="button" className="button button--ghost" disabled={busy} onClick={onLoadMore}>
        {label}
      </button>
    </div>
  );
}

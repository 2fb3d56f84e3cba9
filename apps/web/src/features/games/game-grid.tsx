import { INFINITE_SCROLL_THRESHOLD_PX, type Game } from '@casino/contracts';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { GameTile, SkeletonTile } from './game-tile';
import type { ListItem } from './rules';
import { CashbackCard, RandomGameCard } from './special-cards';
import type { GamePlayer } from './use-game-player';

/** Tiles in the first row on the widest layout: their images load eagerly. */
const EAGER_TILES = 6;
const SKELETONS = 8;
/** Rows kept mounted above and below the viewport. */
const OVERSCAN_ROWS = 3;
/** The height of a tile below its 3:4 preview (title, provider, actions): `.game-tile__skeleton-body`. */
const TILE_BODY_PX = 110;

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
  /**
   * Only the rows near the viewport are mounted (the page scrolls, not the list). Off for a list
   * inside a scrolling popup (search), which is one page long.
   */
  windowed?: boolean;
}

/** A cell of the grid: a list item, or a skeleton while the next page loads. */
type Cell = { key: string; item: ListItem | null };

/** The grid as the browser laid it out: what the rows are made of and where they start. */
interface GridLayout {
  columns: number;
  columnWidth: number;
  rowGap: number;
  /** The list's top in the document (the virtualizer's scroll margin). */
  top: number;
}

const keyOf = (item: ListItem) => (item.type === 'game' ? `game-${item.game.id}` : item.type);

/**
 * A grid of game tiles with infinite scroll (GAME-21): the next page loads when the end of the
 * list comes within 500 px of the viewport, or when the "more" button is pressed.
 *
 * Long lists are windowed: the server and the first render in the browser output every cell
 * (the first page is real links for crawlers and for a player before the scripts run); once the
 * grid is measured only the rows near the viewport stay mounted, the rest being padding of the
 * rows' measured height, so a 3,000-game list costs a phone a few dozen tiles. The rows are
 * those of the CSS grid, whose column count is read from the browser, and a tile holding the
 * focus stays mounted while it has it, even when scrolled far away.
 */
export function GameGrid({
  items,
  games,
  player,
  label,
  hasMore,
  loadingMore,
  onLoadMore,
  loading,
  windowed = true,
}: GameGridProps) {
  const { t } = useTranslation();
  const busy = Boolean(loading || loadingMore);
  const cells: Cell[] = items.map((item) => ({ key: keyOf(item), item }));
  if (busy) for (let i = 0; i < SKELETONS; i++) cells.push({ key: `skeleton-${i}`, item: null });

  const listRef = useRef<HTMLUListElement>(null);
  const layout = useGridLayout(listRef, windowed, cells.length);
  const [focusedKey, setFocusedKey] = useState<string | null>(null);

  const columns = layout?.columns ?? 1;
  const rowCount = Math.ceil(cells.length / columns);
  const virtualizer = useWindowVirtualizer<HTMLLIElement>({
    count: layout ? rowCount : 0,
    enabled: layout !== null,
    estimateSize: () => (layout ? (layout.columnWidth * 4) / 3 + TILE_BODY_PX : 330),
    overscan: OVERSCAN_ROWS,
    gap: layout?.rowGap ?? 0,
    scrollMargin: layout?.top ?? 0,
    indexAttribute: 'data-row',
    // Rows appear and disappear at the edges of the viewport; the page must not jump meanwhile.
    useFlushSync: false,
  });

  const onFocus = useCallback((event: FocusEvent<HTMLUListElement>) => {
    const cell = (event.target as Element).closest<HTMLElement>('[data-cell]');
    setFocusedKey(cell?.dataset.cell ?? null);
  }, []);
  const onBlur = useCallback((event: FocusEvent<HTMLUListElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedKey(null);
  }, []);

  const renderCell = (cell: Cell, index: number, extra?: { row?: number; style?: CSSProperties }): ReactNode => {
    const { item } = cell;
    return (
      <li
        key={cell.key}
        className="game-grid__cell"
        data-cell={cell.key}
        data-row={extra?.row}
        ref={extra?.row === undefined ? undefined : virtualizer.measureElement}
        style={extra?.style}
        {...(item ? { 'aria-posinset': index + 1, 'aria-setsize': items.length } : { 'aria-hidden': true })}
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
  };

  let content: ReactNode;
  let style: CSSProperties | undefined;
  const rows = layout ? virtualizer.getVirtualItems() : [];
  const firstRow = rows[0];
  const lastRow = rows.at(-1);
  if (!layout || !firstRow || !lastRow) {
    content = cells.map((cell, index) => renderCell(cell, index));
  } else {
    const from = firstRow.index * columns;
    const to = Math.min(cells.length, (lastRow.index + 1) * columns);
    const visible = cells.slice(from, to).map((cell, offset) => {
      const index = from + offset;
      return renderCell(cell, index, index % columns === 0 ? { row: index / columns } : undefined);
    });
    // A focused cell scrolled out of the window stays mounted where it belongs, out of the flow.
    const focusedIndex = focusedKey === null ? -1 : cells.findIndex((cell) => cell.key === focusedKey);
    const focused = cells[focusedIndex];
    let before: ReactNode = null;
    let after: ReactNode = null;
    if (focused && (focusedIndex < from || focusedIndex >= to)) {
      const row = Math.floor(focusedIndex / columns);
      const start = virtualizer.measurementsCache[row]?.start ?? layout.top;
      const kept = renderCell(focused, focusedIndex, {
        style: {
          position: 'absolute',
          top: start - layout.top,
          left: (focusedIndex % columns) * (layout.columnWidth + layout.rowGap),
          width: layout.columnWidth,
        },
      });
      if (focusedIndex < from) before = kept;
      else after = kept;
    }
    content = [before, ...visible, after];
    style = {
      paddingTop: firstRow.start - layout.top,
      paddingBottom: Math.max(0, virtualizer.getTotalSize() - (lastRow.end - layout.top)),
    };
  }

  return (
    <>
      <ul
        ref={listRef}
        className={`game-grid${layout ? ' game-grid--windowed' : ''}`}
        aria-label={label}
        aria-busy={busy}
        style={style}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        {content}
      </ul>
      {hasMore && onLoadMore && <LoadMore onLoadMore={onLoadMore} busy={Boolean(loadingMore)} label={t('games.list.more')} />}
    </>
  );
}

/**
 * The grid's columns, column width, row gap and document offset as laid out by the CSS grid,
 * measured after mount and again when the list or the window is resized; null before (on the
 * server and in the render that hydrates) or when the list is not windowed.
 */
function useGridLayout(ref: RefObject<HTMLUListElement | null>, windowed: boolean, cellCount: number) {
  const [layout, setLayout] = useState<GridLayout | null>(null);
  const measure = useEffectEvent(() => {
    const list = ref.current;
    if (!list || !windowed) {
      setLayout(null);
      return;
    }
    const style = getComputedStyle(list);
    const tracks = style.gridTemplateColumns.split(' ').filter((track) => track.endsWith('px'));
    const next: GridLayout = {
      columns: Math.max(1, tracks.length),
      columnWidth: parseFloat(tracks[0] ?? '') || list.clientWidth,
      rowGap: parseFloat(style.rowGap) || 0,
      top: Math.round(list.getBoundingClientRect().top + window.scrollY),
    };
    setLayout((previous) =>
      previous &&
      previous.columns === next.columns &&
      Math.abs(previous.columnWidth - next.columnWidth) < 0.5 &&
      previous.rowGap === next.rowGap &&
      previous.top === next.top
        ? previous
        : next,
    );
  });
  useLayoutEffect(() => {
    measure();
    const list = ref.current;
    if (!list || !windowed) return;
    let width = list.clientWidth;
    const observer = new ResizeObserver(() => {
      if (list.clientWidth === width) return;
      width = list.clientWidth;
      measure();
    });
    observer.observe(list);
    const onResize = () => measure();
    window.addEventListener('resize', onResize);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', onResize);
    };
  }, [ref, windowed]);
  // What is above the list (a count, a heading) may have changed with the list.
  useLayoutEffect(() => measure(), [cellCount]);
  return layout;
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

import { useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  useCallback,
  useEffectEvent,
  useLayoutEffect,
  useState,
  useRef,
  type CSSProperties,
  type FocusEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { GridFrame, gridCells, renderGridCell, type GameGridProps } from './game-grid';

/** Rows kept mounted above and below the viewport. */
const OVERSCAN_ROWS = 3;
/** The height of a tile below its 3:4 preview (title, provider, actions): `.game-tile__skeleton-body`. */
const TILE_BODY_PX = 110;

/** The grid as the browser laid it out: what the rows are made of and where they start. */
interface GridLayout {
  columns: number;
  columnWidth: number;
  /** The gap between rows and between columns (one `gap` in games.css). */
  gap: number;
  /** The list's top in the document (the virtualizer's scroll margin). */
  top: number;
}

/**
 * A category's grid of game tiles, windowed (GAME-21, issue "thousands of games, fast on a
 * phone"): the server and the render that hydrates output every cell (the first page is real
 * links for crawlers and for a player before the scripts run); once the grid is measured only
 * the rows near the viewport stay mounted, the others being padding of the rows' measured
 * height, so a 3,000-game list costs a phone a few dozen tiles. The rows are those of the CSS
 * grid, whose columns are read from the browser; the "more" button stays at the true end, so
 * the infinite scroll still loads within 500 px of it. A focused cell scrolled far away stays
 * mounted, out of the flow, until it loses the focus.
 */
export function WindowedGameGrid({ items, games, player, label, hasMore, loadingMore, onLoadMore, loading }: GameGridProps) {
  const busy = Boolean(loading || loadingMore);
  const cells = gridCells(items, busy);
  const listRef = useRef<HTMLUListElement>(null);
  const layout = useGridLayout(listRef, cells.length);
  const [focusedKey, setFocusedKey] = useState<string | null>(null);

  const columns = layout?.columns ?? 1;
  const virtualizer = useWindowVirtualizer<HTMLLIElement>({
    count: layout ? Math.ceil(cells.length / columns) : 0,
    enabled: layout !== null,
    estimateSize: () => (layout ? (layout.columnWidth * 4) / 3 + TILE_BODY_PX : 330),
    overscan: OVERSCAN_ROWS,
    gap: layout?.gap ?? 0,
    scrollMargin: layout?.top ?? 0,
    indexAttribute: 'data-row',
    // Rows are rendered with the next frame rather than synchronously in the scroll handler; the
    // overscan rows cover that frame.
    useFlushSync: false,
  });

  const onFocus = useCallback((event: FocusEvent<HTMLUListElement>) => {
    const cell = (event.target as Element).closest<HTMLElement>('[data-cell]');
    setFocusedKey(cell?.dataset.cell ?? null);
  }, []);
  const onBlur = useCallback((event: FocusEvent<HTMLUListElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedKey(null);
  }, []);

  const options = { games, player, size: items.length };
  let content: ReactNode;
  let style: CSSProperties | undefined;
  const rows = layout ? virtualizer.getVirtualItems() : [];
  const firstRow = rows[0];
  const lastRow = rows.at(-1);
  if (!layout || !firstRow || !lastRow) {
    content = cells.map((cell, index) => renderGridCell(cell, index, options));
  } else {
    const from = firstRow.index * columns;
    const to = Math.min(cells.length, (lastRow.index + 1) * columns);
    const visible = cells.slice(from, to).map((cell, offset) => {
      const index = from + offset;
      // The first cell of each row is measured: the grid stretches a row's cells to its height.
      return index % columns === 0
        ? renderGridCell(cell, index, { ...options, row: index / columns, ref: virtualizer.measureElement })
        : renderGridCell(cell, index, options);
    });
    const focusedIndex = focusedKey === null ? -1 : cells.findIndex((cell) => cell.key === focusedKey);
    const focused = cells[focusedIndex];
    let before: ReactNode = null;
    let after: ReactNode = null;
    if (focused && (focusedIndex < from || focusedIndex >= to)) {
      const start = virtualizer.measurementsCache[Math.floor(focusedIndex / columns)]?.start ?? layout.top;
      const kept = renderGridCell(focused, focusedIndex, {
        ...options,
        style: {
          position: 'absolute',
          top: start - layout.top,
          left: (focusedIndex % columns) * (layout.columnWidth + layout.gap),
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
    <GridFrame
      label={label}
      busy={busy}
      hasMore={hasMore}
      loadingMore={loadingMore}
      onLoadMore={onLoadMore}
      listRef={listRef}
      className={layout ? 'game-grid--windowed' : undefined}
      style={style}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {content}
    </GridFrame>
  );
}

/**
 * The grid's columns, column width, gap and document offset as laid out by the CSS grid,
 * measured after mount and again when the list's width, the window or the cell count changes;
 * null before (on the server and in the render that hydrates).
 */
function useGridLayout(ref: RefObject<HTMLUListElement | null>, cellCount: number) {
  const [layout, setLayout] = useState<GridLayout | null>(null);
  const measure = useEffectEvent(() => {
    const list = ref.current;
    if (!list) return;
    const style = getComputedStyle(list);
    const tracks = style.gridTemplateColumns.split(' ').filter((track) => track.endsWith('px'));
    const next: GridLayout = {
      columns: Math.max(1, tracks.length),
      columnWidth: parseFloat(tracks[0] ?? '') || list.clientWidth,
      gap: parseFloat(style.rowGap) || 0,
      top: Math.round(list.getBoundingClientRect().top + window.scrollY),
    };
    setLayout((previous) =>
      previous &&
      previous.columns === next.columns &&
      Math.abs(previous.columnWidth - next.columnWidth) < 0.5 &&
      previous.gap === next.gap &&
      previous.top === next.top
        ? previous
        : next,
    );
  });
  useLayoutEffect(() => {
    const list = ref.current;
    if (!list) return;
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
  }, [ref]);
  // On mount, and when the list grows: what is above it (a count, a heading) may have moved it.
  useLayoutEffect(() => measure(), [cellCount]);
  return layout;
}

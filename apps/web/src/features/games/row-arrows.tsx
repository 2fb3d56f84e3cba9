import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The previous and next buttons of a lobby row (GAME-20): each scrolls the row by its visible
 * width and one gap, so the first unseen tile lands first (smoothly unless the player prefers
 * reduced motion: the list's CSS scroll-behavior). Shown to a mouse only (CSS hides them on touch
 * screens, where the row is swiped). At an end its button is aria-disabled rather than disabled,
 * so a keyboard focus on it stays. Both start disabled (the server's render) until the row is
 * measured; `count` measures it again when its tiles change.
 */
export function RowArrows({ listRef, count }: { listRef: RefObject<HTMLUListElement | null>; count: number }) {
  const { t } = useTranslation();
  // At the start, at the end.
  const [ends, setEnds] = useState<readonly [boolean, boolean]>([true, true]);
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      const left = list.scrollLeft;
      const next = [left <= 1, left + list.clientWidth >= list.scrollWidth - 1] as const;
      setEnds((previous) => (previous[0] === next[0] && previous[1] === next[1] ? previous : next));
    };
    measure();
    list.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      list.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [listRef, count]);
  return (
    <div className="game-row__arrows">
      {([-1, 1] as const).map((direction, index) => (
        <button
          key={direction}
          type="button"
          className="icon-button game-row__arrow"
          aria-label={t(index ? 'games.row.next' : 'games.row.previous')}
          aria-disabled={ends[index]}
          onClick={() => {
            const list = listRef.current;
            if (!list || ends[index]) return;
            list.scrollBy({ left: direction * (list.clientWidth + (parseFloat(getComputedStyle(list).columnGap) || 0)) });
          }}
        >
          <span aria-hidden="true">{index ? '›' : '‹'}</span>
        </button>
      ))}
    </div>
  );
}

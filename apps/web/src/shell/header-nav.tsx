import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Icon } from '../ui/icons';
import { HeaderMenu } from './header-menu';

/** One entry of the header's main navigation. */
export interface NavItem {
  key: string;
  to: string;
  label: string;
  /** Active only on this exact path (a category), not below it. */
  end: boolean;
}

/** Space between two items of the list, as in shell.css. */
const ITEM_GAP_PX = 2;

/**
 * The header's main navigation (SHELL-01): as many items as fit in one line, the rest, from the
 * end, in a "More" menu. The server renders every item; once the page runs, the widths are read
 * from a hidden copy of the list and read again whenever the header's width changes. The More
 * button always holds its place, so nothing moves when items fold into it.
 */
export function HeaderNav({ items }: { items: NavItem[] }) {
  const { t } = useTranslation();
  const list = useRef<HTMLUListElement>(null);
  const measure = useRef<HTMLUListElement>(null);
  const fit = useFittingCount(list, measure, items);
  const shown = fit ?? items.length;
  const folded = items.slice(shown);
  return (
    <nav className="header__nav" aria-label={t('shell.main_navigation')}>
      <ul ref={list} className="header__nav-list">
        {items.map((item, index) => (
          <li key={item.key} hidden={index >= shown}>
            <NavLink to={item.to} end={item.end}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <ul ref={measure} className="header__nav-measure" aria-hidden="true">
        {items.map((item) => (
          <li key={item.key}>
            <span>{item.label}</span>
          </li>
        ))}
      </ul>
      <HeaderMenu
        label={t('shell.more_navigation')}
        face={
          <>
            {t('shell.more')} <Icon name="chevron-down" size={18} />
          </>
        }
        className="header__more"
        concealed={folded.length === 0}
        testId="header-more"
      >
        {(close) =>
          folded.map((item) => (
            <li key={item.key}>
              <NavLink to={item.to} end={item.end} onClick={close}>
                {item.label}
              </NavLink>
            </li>
          ))
        }
      </HeaderMenu>
    </nav>
  );
}

/** How many items, from the start, fit in the list's width; null until measured (the server's render). */
function useFittingCount(
  list: RefObject<HTMLUListElement | null>,
  measure: RefObject<HTMLUListElement | null>,
  items: NavItem[],
): number | null {
  const [fit, setFit] = useState<number | null>(null);
  // The labels, so a change of language or of the menu measures again.
  const labels = items.map((item) => item.label).join('\n');
  useEffect(() => {
    const read = () => {
      if (!list.current || !measure.current) return;
      const widths = [...measure.current.children].map((child) => child.getBoundingClientRect().width);
      setFit(fittingCount(widths, list.current.clientWidth, ITEM_GAP_PX));
    };
    read();
    const observer = new ResizeObserver(read);
    if (list.current) observer.observe(list.current);
    // A web font that arrives late changes the labels' widths.
    void document.fonts?.ready.then(read);
    return () => observer.disconnect();
  }, [list, measure, labels]);
  return fit;
}

/** How many of `widths`, from the first, fit side by side with `gap` between them in `available`. */
export function fittingCount(widths: number[], available: number, gap: number): number {
  let used = 0;
  for (const [index, width] of widths.entries()) {
    used += width + (index > 0 ? gap : 0);
    // Half a pixel of rounding is not an overflow.
    if (used > available + 0.5) return index;
  }
  return widths.length;
}

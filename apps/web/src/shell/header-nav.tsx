import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Icon } from '../ui/icons';
import { HeaderMenu } from './header-menu';
import { fittingCount } from './header-layout';

/** One entry of the header's main navigation. */
interface NavItem {
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
 * from a hidden copy of the list and read again whenever the header's width changes. Room for the
 * More button is always kept and only items out of sight fold into it, so no item in view moves.
 */
export function HeaderNav({ items }: { items: NavItem[] }) {
  const { t } = useTranslation();
  const nav = useRef<HTMLElement>(null);
  const measure = useRef<HTMLUListElement>(null);
  const fit = useFittingCount(nav, measure, items);
  const shown = fit ?? items.length;
  const folded = items.slice(shown);
  return (
    <nav ref={nav} className="header__nav" aria-label={t('shell.main_navigation')}>
      <ul className="header__nav-list">
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

/**
 * How many items, from the start, fit in the navigation's width beside the More button; null
 * until measured (the server's render).
 */
function useFittingCount(
  nav: RefObject<HTMLElement | null>,
  measure: RefObject<HTMLUListElement | null>,
  items: NavItem[],
): number | null {
  const [fit, setFit] = useState<number | null>(null);
  // The labels, so a change of language or of the menu measures again.
  const labels = items.map((item) => item.label).join('\n');
  useEffect(() => {
    const read = () => {
      if (!nav.current || !measure.current) return;
      const widths = [...measure.current.children].map((child) => child.getBoundingClientRect().width);
      const more = nav.current.querySelector('.header__more')?.getBoundingClientRect().width ?? 0;
      setFit(fittingCount(widths, nav.current.clientWidth - more - ITEM_GAP_PX, ITEM_GAP_PX));
    };
    read();
    // The navigation's width follows the header's, whatever its items: reading it again never loops.
    const observer = new ResizeObserver(read);
    if (nav.current) observer.observe(nav.current);
    // A web font that arrives late changes the labels' widths.
    void document.fonts?.ready.then(read);
    return () => observer.disconnect();
  }, [nav, measure, labels]);
  return fit;
}

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { nextIndex } from './header-layout';

interface HeaderMenuProps {
  /** The button's accessible name. */
  label: string;
  /** What the button shows. */
  face: ReactNode;
  className?: string;
  /** The button stays in the layout but is not shown (the "More" menu with nothing in it). */
  concealed?: boolean;
  testId?: string;
  /** The list's items (`<li>`), given the function that closes the menu. */
  children: (close: () => void) => ReactNode;
}

/** Which page the menu was opened on, and whether focus goes into it (opened from the keyboard). */
interface Opened {
  key: string;
  focusFirst: boolean;
}

/**
 * A disclosure button and its list of links (WAI-ARIA APG disclosure navigation): Enter or Space
 * opens it, the arrow keys, Home and End move between its items, Escape closes it and returns
 * focus to the button; a click outside, leaving it with Tab or a navigation closes it.
 */
export function HeaderMenu({ label, face, className = '', concealed = false, testId, children }: HeaderMenuProps) {
  const location = useLocation();
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState<Opened | null>(null);
  // Any navigation (a link of the menu, a popup opened from it) closes it.
  const open = opened !== null && opened.key === location.key;
  const close = () => setOpened(null);
  useMenuEffects(open, opened?.focusFirst ?? false, root, setOpened);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
      button.current?.focus();
      return;
    }
    const items = menuItems(root.current);
    const next = nextIndex(event.key, items.indexOf(document.activeElement as HTMLElement), items.length);
    if (next === null) return;
    event.preventDefault();
    if (!open) setOpened({ key: location.key, focusFirst: true });
    else items[next]?.focus();
  };
  return (
    <div
      ref={root}
      className={`header-menu ${className}`}
      data-concealed={concealed ? 'true' : undefined}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        const target = event.relatedTarget as Node | null;
        if (open && target && !event.currentTarget.contains(target)) close();
      }}
    >
      <button
        ref={button}
        type="button"
        className="header-menu__button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={listId}
        data-testid={testId}
        // A click from the keyboard (Enter, Space) has no pointer: focus then goes into the list.
        onClick={(event) => setOpened(open ? null : { key: location.key, focusFirst: event.detail === 0 })}
      >
        {face}
      </button>
      <ul id={listId} className="header-menu__list" hidden={!open}>
        {children(close)}
      </ul>
    </div>
  );
}

/** While open: focus on the first item when opened from the keyboard, and a click outside closes. */
function useMenuEffects(
  open: boolean,
  focusFirst: boolean,
  root: RefObject<HTMLDivElement | null>,
  setOpened: (opened: Opened | null) => void,
) {
  useEffect(() => {
    if (!open) return;
    if (focusFirst) menuItems(root.current)[0]?.focus();
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpened(null);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, focusFirst, root, setOpened]);
}

/** The links and buttons of an open menu's list. */
function menuItems(element: HTMLElement | null): HTMLElement[] {
  if (!element) return [];
  return [...element.querySelectorAll<HTMLElement>('.header-menu__list:not([hidden]) :is(a, button)')];
}

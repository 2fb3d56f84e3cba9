import { useState, type FocusEvent, type KeyboardEvent } from 'react';

const DIRECTIONS: Record<string, [number, number]> = {
  ArrowRight: [1, 0],
  ArrowLeft: [-1, 0],
  ArrowDown: [0, 1],
  ArrowUp: [0, -1],
};

const centre = (element: Element) => {
  const box = element.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
};

/**
 * The control nearest to `from` in a direction as the controls are drawn on the screen (whatever
 * the layout on a phone or a desktop): ahead of it, preferring the ones in line with it.
 */
function nearestInDirection<T extends Element>(controls: T[], from: Element, [dx, dy]: [number, number]): T | null {
  const origin = centre(from);
  let best: T | null = null;
  let bestScore = Infinity;
  for (const control of controls) {
    if (control === from) continue;
    const { x, y } = centre(control);
    const along = (x - origin.x) * dx + (y - origin.y) * dy;
    if (along < 2) continue;
    const score = along + 3 * Math.abs((x - origin.x) * dy - (y - origin.y) * dx);
    if (score < bestScore) [best, bestScore] = [control, score];
  }
  return best;
}

/**
 * One tab stop for a set of controls (a roving tabindex, WAI-ARIA APG): Tab enters at the last
 * one used, the arrow keys move on the screen's layout, Home and End go to the first and last.
 * `selector` picks the controls inside the container the handlers are put on.
 */
export function useRovingFocus(first: string, selector: string) {
  const [current, setCurrent] = useState(first);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const controls = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(selector));
    const from = event.target as HTMLElement;
    const direction = DIRECTIONS[event.key];
    const next = direction
      ? nearestInDirection(controls, from, direction)
      : event.key === 'Home'
        ? controls[0]
        : event.key === 'End'
          ? controls.at(-1)
          : undefined;
    if (next === undefined) return;
    event.preventDefault();
    next?.focus();
  };
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const key = (event.target as HTMLElement).dataset.roving;
    if (key) setCurrent(key);
  };
  /** The props of one control: in the tab order only when it is the current one. */
  const item = (key: string) => ({ 'data-roving': key, tabIndex: key === current ? 0 : -1 });
  return { container: { onKeyDown, onFocus }, item };
}

/** The arithmetic of the header's menus (header-nav.tsx, header-menu.tsx), apart from the DOM. */

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

/** The item a key moves to from `current` (-1: none focused), or null when the key moves nothing. */
export function nextIndex(key: string, current: number, count: number): number | null {
  if (count === 0 && key !== 'ArrowDown') return null;
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : (current + 1) % Math.max(count, 1);
    case 'ArrowUp':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case 'Home':
      return current < 0 ? null : 0;
    case 'End':
      return current < 0 ? null : count - 1;
    default:
      return null;
  }
}

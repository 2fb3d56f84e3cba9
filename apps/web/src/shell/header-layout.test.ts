import { describe, expect, it } from 'vitest';
import { fittingCount, nextIndex } from './header-layout';

describe('SHELL-01 header navigation: how many items fit before the More menu', () => {
  it('SHELL-01 counts the items that fit side by side with their gaps, from the first', () => {
    expect(fittingCount([100, 100, 100], 304, 2)).toBe(3);
    expect(fittingCount([100, 100, 100], 303, 2)).toBe(2);
    expect(fittingCount([100, 100, 100], 150, 2)).toBe(1);
  });

  it('SHELL-01 an item wider than the space leaves every item to the More menu', () => {
    expect(fittingCount([400, 20], 300, 2)).toBe(0);
    expect(fittingCount([], 300, 2)).toBe(0);
  });

  it('SHELL-01 half a pixel of rounding is not an overflow', () => {
    expect(fittingCount([100.4, 100.4], 202.5, 2)).toBe(2);
  });
});

describe('SHELL-02 header menus: the arrow keys move between items', () => {
  it('SHELL-02 Down goes to the next item and wraps, and from the button to the first', () => {
    expect(nextIndex('ArrowDown', -1, 4)).toBe(0);
    expect(nextIndex('ArrowDown', 1, 4)).toBe(2);
    expect(nextIndex('ArrowDown', 3, 4)).toBe(0);
  });

  it('SHELL-02 Up goes to the previous item and wraps, and from the button to the last', () => {
    expect(nextIndex('ArrowUp', -1, 4)).toBe(3);
    expect(nextIndex('ArrowUp', 0, 4)).toBe(3);
    expect(nextIndex('ArrowUp', 2, 4)).toBe(1);
  });

  it('SHELL-02 Home and End go to the ends inside the list; other keys move nothing', () => {
    expect(nextIndex('Home', 2, 4)).toBe(0);
    expect(nextIndex('End', 0, 4)).toBe(3);
    expect(nextIndex('Home', -1, 4)).toBeNull();
    expect(nextIndex('Tab', 1, 4)).toBeNull();
  });

  it('SHELL-02 on a closed menu (no items yet) only Down acts: it opens the menu', () => {
    expect(nextIndex('ArrowDown', -1, 0)).toBe(0);
    expect(nextIndex('ArrowUp', -1, 0)).toBeNull();
  });
});

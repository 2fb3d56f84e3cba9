import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LOCAL_TIME_REFRESH_MS,
  MODAL_CLOSE_DELAY_MS,
  STICKY_HEADER_THRESHOLD_PX,
  IDLE_TITLE_INTERVAL_MS,
} from '@casino/contracts';
import {
  CHAT_HASH_DELAY_MS,
  POPUP_RESIZE_DEBOUNCE_MS,
  SCROLL_TO_HASH_MAX_MS,
  SCROLL_TO_HASH_RETRY_MS,
  STICKY_START,
  counterLabel,
  debounce,
  idleTitleAt,
  nextSticky,
  type StickyState,
} from './timing';
import { toastLifetimeMs } from '../common/notices/toasts';

afterEach(() => {
  vi.useRealTimers();
});

describe('shell timings', () => {
  it('SHELL-05 SHELL-11 SHELL-13 SHELL-15 ROUTE-11 ROUTE-12 CONST-43 use the spec numbers', () => {
    expect(LOCAL_TIME_REFRESH_MS).toBe(15_000);
    expect(MODAL_CLOSE_DELAY_MS).toBe(100);
    expect(POPUP_RESIZE_DEBOUNCE_MS).toBe(150);
    expect(IDLE_TITLE_INTERVAL_MS).toBe(2_000);
    expect(CHAT_HASH_DELAY_MS).toBe(1_000);
    expect(SCROLL_TO_HASH_RETRY_MS).toBe(200);
    expect(SCROLL_TO_HASH_MAX_MS).toBe(5_000);
  });

  it('NOTIF-01 CONST-19 a toast lives 10 s; a persistent warning toast stays until dismissed', () => {
    expect(toastLifetimeMs({})).toBe(10_000);
    expect(toastLifetimeMs({ persistent: false })).toBe(10_000);
    expect(toastLifetimeMs({ persistent: true })).toBeNull();
  });
});

describe('counterLabel', () => {
  it('NOTIF-06 shows the count up to 9, then 9+, and nothing for zero', () => {
    expect(counterLabel(0)).toBe('');
    expect(counterLabel(1)).toBe('1');
    expect(counterLabel(9)).toBe('9');
    expect(counterLabel(10)).toBe('9+');
    expect(counterLabel(250)).toBe('9+');
  });
});

describe('nextSticky', () => {
  const run = (ys: number[], from: StickyState = STICKY_START) => ys.reduce((state, y) => nextSticky(state, y), from);

  it('SHELL-14 keeps the header while scrolling down within the first 100 px, hides it beyond', () => {
    expect(STICKY_HEADER_THRESHOLD_PX).toBe(100);
    expect(run([40, 100]).hidden).toBe(false);
    expect(run([40, 101]).hidden).toBe(true);
  });

  it('SHELL-14 CONST-28 brings the header back after scrolling up by 100 px, not by 99', () => {
    const down = run([200, 600]);
    expect(down.hidden).toBe(true);
    expect(run([550, 502], down).hidden).toBe(true);
    expect(run([550, 501], down).hidden).toBe(true);
    expect(run([550, 500], down).hidden).toBe(false);
  });

  it('SHELL-14 measures the way up from the lowest point of the last scroll down', () => {
    const state = run([200, 600, 560, 800]);
    expect(state.hidden).toBe(true);
    expect(run([720], state).hidden).toBe(true);
    expect(run([700], state).hidden).toBe(false);
  });

  it('SHELL-14 always shows the header at the top of the page', () => {
    expect(run([900, 0]).hidden).toBe(false);
  });
});

describe('idleTitleAt', () => {
  it('SHELL-15 alternates the call-back text and the page title on each 2 s tick', () => {
    expect([0, 1, 2, 3].map((tick) => idleTitleAt(tick, 'Lobby', 'Come back'))).toEqual([
      'Come back',
      'Lobby',
      'Come back',
      'Lobby',
    ]);
  });
});

describe('debounce', () => {
  it('SHELL-13 CONST-27 runs once, 150 ms after the last of a burst of resize events', () => {
    vi.useFakeTimers();
    const calls: number[] = [];
    const onResize = debounce((n: number) => calls.push(n), POPUP_RESIZE_DEBOUNCE_MS);
    onResize(1);
    vi.advanceTimersByTime(100);
    onResize(2);
    vi.advanceTimersByTime(149);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([2]);
  });

  it('SHELL-13 a cancelled debounce never runs', () => {
    vi.useFakeTimers();
    const calls: number[] = [];
    const onResize = debounce(() => calls.push(1), POPUP_RESIZE_DEBOUNCE_MS);
    onResize();
    onResize.cancel();
    vi.advanceTimersByTime(1_000);
    expect(calls).toEqual([]);
  });
});

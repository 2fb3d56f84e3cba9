import { describe, expect, it } from 'vitest';
import {
  PROMO_TIMER_COOKIE,
  enterBannerDecision,
  exitBannerDue,
  promoTimeLeft,
  promoTimer,
  promoTooltipTimer,
} from './promo-timing';

/** An injected clock: every rule takes `now`, so a test moves time by the millisecond. */
const T0 = Date.UTC(2026, 10, 27, 10, 0, 0);
const MINUTE = 60_000;

describe('the promo timer', () => {
  it('BANR-10 CONST-33 starts at now plus the configured minutes and keeps its end in a cookie for 86,400 s', () => {
    const timer = promoTimer({ now: T0, stored: null, durationMs: 30 * MINUTE });
    expect(timer.endsAt).toBe(T0 + 30 * MINUTE);
    expect(timer.cookie).toBe(`${PROMO_TIMER_COOKIE}=${T0 + 30 * MINUTE}; Max-Age=86400; Path=/; SameSite=Lax`);
  });

  it('BANR-10 goes on from the cookie on the next page load instead of starting again', () => {
    const later = promoTimer({ now: T0 + 5 * MINUTE, stored: String(T0 + 30 * MINUTE), durationMs: 30 * MINUTE });
    expect(later).toEqual({ endsAt: T0 + 30 * MINUTE, cookie: null });
  });

  it('BANR-10 starts afresh when the cookie holds something that is not a time', () => {
    for (const stored of ['', 'soon', '-5', '1.5']) {
      expect(promoTimer({ now: T0, stored, durationMs: MINUTE }).endsAt, stored).toBe(T0 + MINUTE);
    }
  });

  it('BANR-10 counts down and is hidden once expired', () => {
    expect(promoTimeLeft(T0 + MINUTE, T0)).toBe(MINUTE);
    expect(promoTimeLeft(T0 + MINUTE, T0 + MINUTE - 1)).toBe(1);
    expect(promoTimeLeft(T0 + MINUTE, T0 + MINUTE)).toBeNull();
  });

  it('BANR-12 CONST-35 the promo tooltip runs for 10 minutes', () => {
    const timer = promoTooltipTimer(T0, null);
    expect(timer.endsAt).toBe(T0 + 10 * MINUTE);
    expect(promoTimeLeft(timer.endsAt, T0 + 10 * MINUTE - 1)).toBe(1);
    expect(promoTimeLeft(timer.endsAt, T0 + 10 * MINUTE)).toBeNull();
  });
});

describe('the enter-button banner', () => {
  it('BANR-11 CONST-34 shows to a guest until closed, is hidden for 120,000 ms after closing, then returns', () => {
    expect(enterBannerDecision({ now: T0, loggedIn: false, closedAt: null })).toEqual({ show: true });
    expect(enterBannerDecision({ now: T0, loggedIn: false, closedAt: T0 })).toEqual({ show: false, recheckAt: T0 + 120_000 });
    expect(enterBannerDecision({ now: T0 + 119_999, loggedIn: false, closedAt: T0 }).show).toBe(false);
    expect(enterBannerDecision({ now: T0 + 120_000, loggedIn: false, closedAt: T0 })).toEqual({ show: true });
  });

  it('BANR-11 ROLE-02 never shows to a signed-in player', () => {
    expect(enterBannerDecision({ now: T0, loggedIn: true, closedAt: null })).toEqual({ show: false, recheckAt: null });
  });
});

describe('the welcome-pack exit banner', () => {
  const guestLeaving = { loggedIn: false, pointerY: 0, shownThisSession: false, hasBanner: true, popupOpen: false };

  it('BANR-06 opens for a guest whose pointer leaves through the top of the page', () => {
    expect(exitBannerDue(guestLeaving)).toBe(true);
    expect(exitBannerDue({ ...guestLeaving, pointerY: 240 })).toBe(false);
  });

  it('BANR-06 opens once a session, never for a player, without a welcome-pack banner or over another popup', () => {
    expect(exitBannerDue({ ...guestLeaving, shownThisSession: true })).toBe(false);
    expect(exitBannerDue({ ...guestLeaving, loggedIn: true })).toBe(false);
    expect(exitBannerDue({ ...guestLeaving, hasBanner: false })).toBe(false);
    expect(exitBannerDue({ ...guestLeaving, popupOpen: true })).toBe(false);
  });
});

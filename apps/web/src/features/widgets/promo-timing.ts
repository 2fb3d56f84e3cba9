import { ENTER_BANNER_RESHOW_MS, PROMO_TIMER_COOKIE_SECONDS, PROMO_TOOLTIP_MS } from '@casino/contracts';
import type { Decision } from './timing';

/**
 * The promo timers of requirements §promo-4 as pure functions of the time, like timing.ts: the
 * promo timer kept in a cookie, the enter-button banner's pause after closing, the promo tooltip
 * and the welcome-pack exit banner.
 */

/** The cookie that keeps the promo timer's end (milliseconds since the epoch). */
export const PROMO_TIMER_COOKIE = 'promo_timer_end';

interface PromoTimer {
  endsAt: number;
  /** The cookie to store when the timer starts now, or null when the stored one goes on. */
  cookie: string | null;
}

/**
 * BANR-10 CONST-33: the promo timer ends at the time kept in its cookie; without one (or once the
 * cookie has gone after 86,400 s) it starts again: now plus the configured duration, kept a day.
 */
export function promoTimer(s: { now: number; stored: string | null; durationMs: number }): PromoTimer {
  const stored = Number(s.stored);
  if (s.stored !== null && Number.isSafeInteger(stored) && stored > 0) return { endsAt: stored, cookie: null };
  const endsAt = s.now + s.durationMs;
  return {
    endsAt,
    cookie: `${PROMO_TIMER_COOKIE}=${endsAt}; Max-Age=${PROMO_TIMER_COOKIE_SECONDS}; Path=/; SameSite=Lax`,
  };
}

/** BANR-10: the time left on a promo timer, or null once it has run out (the timer is hidden). */
export function promoTimeLeft(endsAt: number, now: number): number | null {
  return endsAt > now ? endsAt - now : null;
}

/** BANR-12 CONST-35: the promo tooltip's timer is a promo timer of 10 minutes. */
export const promoTooltipTimer = (now: number, stored: string | null) =>
  promoTimer({ now, stored, durationMs: PROMO_TOOLTIP_MS });

/** BANR-11 CONST-34: the enter-button banner, for guests; once closed it stays away 120,000 ms, then returns. */
export function enterBannerDecision(s: { now: number; loggedIn: boolean; closedAt: number | null }): Decision {
  if (s.loggedIn) return { show: false, recheckAt: null };
  if (s.closedAt === null) return { show: true };
  const back = s.closedAt + ENTER_BANNER_RESHOW_MS;
  return s.now >= back ? { show: true } : { show: false, recheckAt: back };
}

/**
 * BANR-06: the welcome-pack exit banner opens once a session for a guest whose pointer leaves the
 * page through its top edge (towards the tabs or the address bar), when there is a welcome-pack
 * banner to show and no other popup is open.
 */
export function exitBannerDue(s: {
  loggedIn: boolean;
  pointerY: number;
  shownThisSession: boolean;
  hasBanner: boolean;
  popupOpen: boolean;
}): boolean {
  return !s.loggedIn && s.pointerY <= 0 && !s.shownThisSession && s.hasBanner && !s.popupOpen;
}

import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_MESSAGES_DELAY_MS,
  IOS_EXIT_DELAY_MS,
  IOS_EXIT_RECHECK_MS,
  SURVEY_DELAY_MS,
  SURVEY_SHOW_DELAY_MS,
  acceptedMessagesDecision,
  iosExitAtLogout,
  iosExitDecision,
  isIosWebview,
  providerPopupDue,
  surveyDecision,
  type Decision,
  type IosExitState,
  type SurveyState,
} from './timing';

/** A fake clock: the rule is asked again whenever it said to, until it shows or gives up. */
function runClock(decide: (now: number) => Decision, start: number, until: number): number | null {
  let now = start;
  while (now <= until) {
    const decision = decide(now);
    if (decision.show) return now;
    if (decision.recheckAt === null) return null;
    now = Math.max(decision.recheckAt, now + 1);
  }
  return null;
}

const T0 = 1_000_000;

describe('survey widget', () => {
  const base: SurveyState = {
    now: T0,
    loadedAt: T0,
    enabled: true,
    loggedIn: true,
    onGamePage: false,
    blockingPopupOpen: false,
    done: false,
    conditionsSince: T0,
  };

  it('NOTIF-09 CONST-23 shows 5 minutes after load plus 500 ms when the conditions held all along', () => {
    const shownAt = runClock((now) => surveyDecision({ ...base, now }), T0, T0 + 60 * 60_000);
    expect(shownAt).toBe(T0 + SURVEY_DELAY_MS + SURVEY_SHOW_DELAY_MS);
    expect(surveyDecision({ ...base, now: T0 + SURVEY_DELAY_MS + SURVEY_SHOW_DELAY_MS - 1 }).show).toBe(false);
  });

  it('NOTIF-09 conditions that start holding after the 5 minutes show it 500 ms later', () => {
    const since = T0 + 7 * 60_000;
    expect(runClock((now) => surveyDecision({ ...base, now, conditionsSince: since }), since, since + 10_000)).toBe(
      since + SURVEY_SHOW_DELAY_MS,
    );
  });

  it('NOTIF-09 never for a guest, on the game page, under a blocking popup, when disabled or done', () => {
    const late = T0 + 10 * 60_000;
    for (const change of [
      { loggedIn: false },
      { onGamePage: true },
      { blockingPopupOpen: true },
      { enabled: false },
      { done: true },
      { conditionsSince: null },
    ]) {
      expect(surveyDecision({ ...base, ...change, now: late }), JSON.stringify(change)).toEqual({ show: false, recheckAt: null });
    }
  });
});

describe('accepted-messages popup', () => {
  it('NOTIF-10 CONST-22 opens 1.5 s after a waiting notice appeared', () => {
    const state = { enabled: true, pendingSince: T0, popupOpen: false, dismissed: false };
    expect(runClock((now) => acceptedMessagesDecision({ ...state, now }), T0, T0 + 10_000)).toBe(T0 + ACCEPTED_MESSAGES_DELAY_MS);
    expect(acceptedMessagesDecision({ ...state, now: T0 + 1_499 })).toEqual({ show: false, recheckAt: T0 + 1_500 });
  });

  it('NOTIF-10 waits while another popup is open, and not at all without a waiting notice', () => {
    const state = { now: T0 + 5_000, enabled: true, pendingSince: T0, popupOpen: true, dismissed: false };
    expect(acceptedMessagesDecision(state).show).toBe(false);
    expect(acceptedMessagesDecision({ ...state, popupOpen: false, pendingSince: null }).show).toBe(false);
    expect(acceptedMessagesDecision({ ...state, popupOpen: false, dismissed: true }).show).toBe(false);
  });
});

describe('iOS webview exit popup', () => {
  const base: IosExitState = {
    now: T0,
    enabled: true,
    firstSeenAt: T0,
    shownThisSession: false,
    cashboxOpen: false,
    gameOpen: false,
  };

  it('NOTIF-11 shows 5 minutes after first seen', () => {
    expect(runClock((now) => iosExitDecision({ ...base, now }), T0, T0 + 60 * 60_000)).toBe(T0 + IOS_EXIT_DELAY_MS);
  });

  it('NOTIF-11 with a cashbox or a game open it re-checks every minute and shows once they close', () => {
    const closesAt = T0 + IOS_EXIT_DELAY_MS + 150_000;
    const checks: number[] = [];
    const shownAt = runClock(
      (now) => {
        checks.push(now);
        return iosExitDecision({ ...base, now, cashboxOpen: now < closesAt - 60_000, gameOpen: now < closesAt });
      },
      T0,
      T0 + 60 * 60_000,
    );
    expect(checks.slice(1, 5)).toEqual([0, 1, 2, 3].map((i) => T0 + IOS_EXIT_DELAY_MS + i * IOS_EXIT_RECHECK_MS));
    expect(shownAt).toBe(T0 + IOS_EXIT_DELAY_MS + 3 * IOS_EXIT_RECHECK_MS);
  });

  it('NOTIF-11 once per session, and at logout when not yet shown', () => {
    expect(iosExitDecision({ ...base, now: T0 + IOS_EXIT_DELAY_MS, shownThisSession: true })).toEqual({
      show: false,
      recheckAt: null,
    });
    const logout = { enabled: true, wasLoggedIn: true, loggedIn: false, shownThisSession: false };
    expect(iosExitAtLogout(logout)).toBe(true);
    expect(iosExitAtLogout({ ...logout, shownThisSession: true })).toBe(false);
    expect(iosExitAtLogout({ ...logout, wasLoggedIn: false })).toBe(false);
  });

  it('NOTIF-11 tells an app webview on iOS from Safari and other browsers', () => {
    const webkit = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko)';
    expect(isIosWebview(`${webkit} Mobile/15E148`)).toBe(true);
    expect(isIosWebview(`${webkit} Mobile/15E148 Instagram 330.0.0.0 Safari/604.1`)).toBe(true);
    expect(isIosWebview(`${webkit} Version/17.4 Mobile/15E148 Safari/604.1`)).toBe(false);
    expect(isIosWebview(`${webkit} CriOS/124.0 Mobile/15E148 Safari/604.1`)).toBe(false);
    expect(isIosWebview('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/124 Mobile Safari/537.36')).toBe(false);
  });
});

describe('promo-provider popup', () => {
  const base = { enabled: true, groups: [1501], targetGroup: 1501, shownGroup: 1502, shownThisSession: false, popupOpen: false };
  it('NOTIF-12 shows once per session to the target group, never again once in the shown group', () => {
    expect(providerPopupDue(base)).toBe(true);
    expect(providerPopupDue({ ...base, shownThisSession: true })).toBe(false);
    expect(providerPopupDue({ ...base, groups: [1501, 1502] })).toBe(false);
    expect(providerPopupDue({ ...base, groups: [] })).toBe(false);
    expect(providerPopupDue({ ...base, popupOpen: true })).toBe(false);
    expect(providerPopupDue({ ...base, enabled: false })).toBe(false);
  });
});

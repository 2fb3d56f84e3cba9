/**
 * The timing rules of the shell's timed widgets (requirements §core-4, §core-9), as pure functions of the time:
 * the hooks ask them what to do now and when to ask again, and tests drive them with a fake clock.
 */

/** The survey widget waits 5 minutes after load, then 500 ms once its conditions hold (NOTIF-09). */
export const SURVEY_DELAY_MS = 5 * 60_000;
export const SURVEY_SHOW_DELAY_MS = 500;
/** The accepted-messages popup opens 1.5 s after a notice that waits for an answer is there (NOTIF-10). */
export const ACCEPTED_MESSAGES_DELAY_MS = 1_500;
/** The iOS webview exit popup: 5 minutes after first seen, re-checked every minute while blocked (NOTIF-11). */
export const IOS_EXIT_DELAY_MS = 5 * 60_000;
export const IOS_EXIT_RECHECK_MS = 60_000;

/** What a rule answers: show now, or ask again at a time (null: nothing will change by waiting). */
export type Decision = { show: true } | { show: false; recheckAt: number | null };
const wait = (recheckAt: number | null): Decision => ({ show: false, recheckAt });
const SHOW: Decision = { show: true };

export interface SurveyState {
  now: number;
  loadedAt: number;
  enabled: boolean;
  loggedIn: boolean;
  onGamePage: boolean;
  blockingPopupOpen: boolean;
  /** The player answered or closed this survey already. */
  done: boolean;
  /** Since when the conditions (logged in, not on the game page, no blocking popup) hold, or null. */
  conditionsSince: number | null;
}

/** The survey widget: only logged in, not on the game page, no blocking popup, 5 min after load, 500 ms after the conditions hold. */
export function surveyDecision(s: SurveyState): Decision {
  if (!s.enabled || s.done) return wait(null);
  const conditions = s.loggedIn && !s.onGamePage && !s.blockingPopupOpen;
  if (!conditions || s.conditionsSince === null) return wait(null);
  const showAt = Math.max(s.loadedAt + SURVEY_DELAY_MS, s.conditionsSince) + SURVEY_SHOW_DELAY_MS;
  return s.now >= showAt ? SHOW : wait(showAt);
}

/** The accepted-messages popup: 1.5 s after a waiting notice appeared, unless another popup is open. */
export function acceptedMessagesDecision(s: {
  now: number;
  enabled: boolean;
  pendingSince: number | null;
  popupOpen: boolean;
  dismissed: boolean;
}): Decision {
  if (!s.enabled || s.dismissed || s.pendingSince === null || s.popupOpen) return wait(null);
  const showAt = s.pendingSince + ACCEPTED_MESSAGES_DELAY_MS;
  return s.now >= showAt ? SHOW : wait(showAt);
}

export interface IosExitState {
  now: number;
  enabled: boolean;
  /** When this session first saw the page inside an iOS webview. */
  firstSeenAt: number;
  shownThisSession: boolean;
  cashboxOpen: boolean;
  gameOpen: boolean;
}

/** iOS webview exit popup: once per session, 5 min after first seen; while a cashbox or a game is open, again every minute. */
export function iosExitDecision(s: IosExitState): Decision {
  if (!s.enabled || s.shownThisSession) return wait(null);
  const due = s.firstSeenAt + IOS_EXIT_DELAY_MS;
  if (s.now < due) return wait(due);
  if (s.cashboxOpen || s.gameOpen) return wait(s.now + IOS_EXIT_RECHECK_MS);
  return SHOW;
}

/** At logout the iOS webview exit popup shows too, when this session has not shown it yet. */
export function iosExitAtLogout(s: { enabled: boolean; wasLoggedIn: boolean; loggedIn: boolean; shownThisSession: boolean }) {
  return s.enabled && s.wasLoggedIn && !s.loggedIn && !s.shownThisSession;
}

/** An iPhone, iPad or iPod page inside another app (no Safari token, or a known in-app browser). */
export function isIosWebview(userAgent: string): boolean {
  const ios = /iPhone|iPad|iPod/i.test(userAgent);
  if (!ios) return false;
  if (/FBAN|FBAV|Instagram|Line\/|Twitter|TikTok|Snapchat|GSA\//i.test(userAgent)) return true;
  // Safari and the other iOS browsers send a Safari token; an app's embedded WKWebView does not.
  return !/Safari\//i.test(userAgent);
}

/** The promo-provider popup: once per session, to players of the target group who have not seen it yet (NOTIF-12). */
export function providerPopupDue(s: {
  enabled: boolean;
  groups: readonly number[];
  targetGroup: number;
  shownGroup: number;
  shownThisSession: boolean;
  popupOpen: boolean;
}): boolean {
  return s.enabled && !s.shownThisSession && !s.popupOpen && s.groups.includes(s.targetGroup) && !s.groups.includes(s.shownGroup);
}

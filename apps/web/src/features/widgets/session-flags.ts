/** Small per-tab (sessionStorage) and per-browser (localStorage) flags of the timed widgets. */
function store(kind: 'session' | 'local'): Storage | null {
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

export const SESSION_KEYS = {
  iosFirstSeen: 'casino.ios_exit.first_seen',
  iosShown: 'casino.ios_exit.shown',
  wasLoggedIn: 'casino.session.logged_in',
  providerShown: 'casino.provider_popup.shown',
  acceptedSeen: 'casino.accepted_messages.seen',
  enterBannerClosed: 'casino.enter_banner.closed_at',
  welcomeExitShown: 'casino.welcome_exit.shown',
} as const;
export const SURVEY_DONE_KEY = 'casino.survey.done';

export const readSession = (key: string): string | null => store('session')?.getItem(key) ?? null;
export function writeSession(key: string, value: string | null): void {
  const s = store('session');
  if (!s) return;
  if (value === null) s.removeItem(key);
  else s.setItem(key, value);
}
export const readLocal = (key: string): string | null => store('local')?.getItem(key) ?? null;
export function writeLocal(key: string, value: string): void {
  store('local')?.setItem(key, value);
}

import { splitLocalePath } from '@casino/contracts';

type Restriction = 'none' | 'partial' | 'full';
/** Why a navigation was cancelled: the message key of the toast. */
export type BlockReason = 'registration' | 'login';

export const BLOCK_MESSAGE_KEYS: Readonly<Record<BlockReason, string>> = {
  registration: 'shell.geo.registration_restricted',
  login: 'shell.geo.login_restricted',
};

const REGISTRATION = /^\/(registration|sign-up|sport\/registration)(\/|$)/;
const LOGIN = /^\/(login|sign-in|remind|new-password|email-verify|sport\/login|play)(\/|$)/;

/** Popups that fully restricted visitors cannot open, and the reason given. */
const POPUP_REASONS: Readonly<Record<string, BlockReason>> = {
  'modal-sign-up': 'registration',
  'modal-login-form': 'login',
  'remind-pass-form': 'login',
  'new-password': 'login',
  'email-verify': 'login',
};

/**
 * Whether a fully restricted visitor may open a path (GEO-04, DECISIONS-5): login,
 * registration, remind, new-password, email-verify and game routes are closed.
 */
export function blockedRoute(pathname: string, restriction: Restriction): BlockReason | null {
  if (restriction !== 'full') return null;
  const { rest } = splitLocalePath(pathname);
  if (REGISTRATION.test(rest)) return 'registration';
  if (LOGIN.test(rest)) return 'login';
  return null;
}

export function blockedPopup(popup: string, restriction: Restriction): BlockReason | null {
  return restriction === 'full' ? (POPUP_REASONS[popup] ?? null) : null;
}

/** Login and sign-up buttons are disabled in partially restricted countries (GEO-05). */
export function authButtonsDisabled(restriction: Restriction): boolean {
  return restriction === 'partial';
}

/** The persistent OOPS.RESTRICTED_GEO warning shows to visitors from fully restricted countries (GEO-03). */
export function showsRestrictedToast(restriction: Restriction): boolean {
  return restriction === 'full';
}

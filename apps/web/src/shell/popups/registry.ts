import type { PopupEntry } from '../../common/popups/types';

/**
 * Named popups (SHELL-10) and the component each one loads on demand. A feature plugs in by
 * adding its entry here.
 * A name without an entry is ignored by the host.
 */
export const POPUP_REGISTRY: Readonly<Record<string, PopupEntry>> = {
  // The shell composes the features' popups here (docs/architecture.md §7): features never import the shell.
  'modal-login-form': { load: () => import('../../features/auth/popups/login'), guestOnly: true },
  'modal-sign-up': { load: () => import('../../features/auth/popups/sign-up'), guestOnly: true },
  'remind-pass-form': { load: () => import('../../features/auth/popups/remind'), guestOnly: true },
  'new-password': { load: () => import('../../features/auth/popups/new-password') },
  'email-verify': { load: () => import('../../features/auth/popups/email-verify') },
  'modal-support': { load: () => import('./support-popup') },
  search: { load: () => import('./search-popup') },
  'modal-terms': { load: () => import('../../features/auth/popups/terms'), dismissible: false },
  'modal-cashbox-dashboard': { load: () => import('../../features/cashbox/popups/dashboard') },
  'modal-cashbox-step-deposit': { load: () => import('./deposit-popups').then((m) => ({ default: m.DepositPopup })) },
  'modal-cashbox-step-withdraw': { load: () => import('../../features/cashbox/popups/withdraw') },
  'modal-cashbox-deposit-one-click': {
    load: () => import('./deposit-popups').then((m) => ({ default: m.DepositOneClickPopup })),
  },
  'modal-user-personal-info': { load: () => import('../../features/cashbox/popups/personal-info') },
  'modal-profile-data': { load: () => import('./profile-data-popup') },
  'modal-limits': { load: () => import('../../features/limits/limits-popup') },
  'modal-notifications': { load: () => import('../../features/notifications/centre-popup') },
  'accepted-messages': { load: () => import('../../features/notifications/accepted-messages-popup') },
  'popup-provider-new': { load: () => import('../../features/widgets/provider-popup') },
  'ios-webview-exit': { load: () => import('../../features/widgets/ios-exit-popup') },
  'welcome-pack-exit': { load: () => import('../../features/widgets/welcome-exit-popup'), guestOnly: true },
};

export { POPUP_PARAM } from '../../common/popups/param';

export function isRegisteredPopup(name: string | null): name is string {
  return name !== null && Object.hasOwn(POPUP_REGISTRY, name);
}

/** AUTH-02 AUTH-06: whether `name` may open for this visitor (the guest-only popups never open for a signed-in player). */
export function popupAllowedFor(name: string, signedIn: boolean): boolean {
  return !(signedIn && POPUP_REGISTRY[name]?.guestOnly === true);
}

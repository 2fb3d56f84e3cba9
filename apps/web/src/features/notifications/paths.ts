import type { Notification } from '@casino/contracts';

/** The named routes a notification button may point to (`toName`), as in-site paths. */
const NAMED_PATHS: Readonly<Record<string, string>> = {
  main: '/',
  lobby: '/',
  profile: '/profile',
  'profile-limits': '/profile/limits',
  'profile-security': '/profile/security',
  'games-history': '/profile/games-history',
  favourites: '/favorite-games',
  pokies: '/pokies/all',
  live: '/live/all',
  cashbox: '/?popup=modal-cashbox-dashboard',
  deposit: '/?popup=modal-cashbox-step-deposit',
  withdraw: '/?popup=modal-cashbox-step-withdraw',
  support: '/support',
};

/** Where a notification's button leads (without the locale prefix), or null when it has none we know. */
export function buttonPath(notification: Notification): string | null {
  const button = notification.content?.button;
  if (!button) return null;
  if (button.path) return button.path;
  return (button.toName && NAMED_PATHS[button.toName]) || null;
}

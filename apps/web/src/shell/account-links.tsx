import { useTranslation } from 'react-i18next';
import { browserApi } from '../api/server-api';
import { signOut } from '../common/player/sign-out';
import { useLocalePath } from '../i18n/locale';
import { Icon, type IconName } from '../ui/icons';

/** A place a signed-in player reaches from the account menus: a page, or a popup over the page. */
type AccountDestination = { id: string; label: string; icon: IconName } & (
  { kind: 'page'; path: string } | { kind: 'popup'; popup: string }
);

/**
 * The account destinations, one list for the phone's sidebar and the desktop header's account
 * menu (SHELL-02, SHELL-04), so both always offer the same places.
 */
export const ACCOUNT_DESTINATIONS: readonly AccountDestination[] = [
  { id: 'cashbox', kind: 'popup', popup: 'modal-cashbox-dashboard', label: 'cashbox.title', icon: 'wallet' },
  { id: 'notifications', kind: 'popup', popup: 'modal-notifications', label: 'shell.notifications', icon: 'bell' },
  { id: 'profile', kind: 'page', path: '/profile', label: 'shell.profile', icon: 'user' },
  { id: 'gifts', kind: 'page', path: '/profile/gifts', label: 'gifts.title', icon: 'gift' },
  { id: 'favourites', kind: 'page', path: '/favorite-games', label: 'games.favourites.title', icon: 'games' },
  { id: 'limits', kind: 'page', path: '/profile/limits', label: 'limits.nav', icon: 'clock' },
];

/** Signs out (AUTH-17); a full page load after it drops every piece of the player's client state (AUTH-18). */
export function SignOutButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <button
      type="button"
      className={className}
      data-testid="sign-out"
      onClick={() => void signOut(browserApi()).then(() => window.location.assign(to('/')))}
    >
      <Icon name="sign-out" /> {t('auth.sign_out')}
    </button>
  );
}

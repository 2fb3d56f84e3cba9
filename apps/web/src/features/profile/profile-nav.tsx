import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useLocalePath } from '../../i18n/locale';

/** The profile's sub-pages (PROF-02); the current one is marked for assistive technology by NavLink. */
export function ProfileNav() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const pages = [
    ['/profile', 'profile.title'],
    ['/profile/security', 'profile.security.title'],
    ['/profile/verification', 'verification.title'],
    ['/profile/games-history', 'profile.history.title'],
    ['/profile/limits', 'limits.nav'],
    ['/profile/gifts', 'gifts.title'],
    ['/profile/level', 'loyalty.level.title'],
    ['/profile/promocode', 'account.promocode.title'],
    ['/profile/close-account', 'account.close.nav'],
  ] as const;
  return (
    <nav className="profile-nav" aria-label={t('profile.nav')}>
      {pages.map(([path, key]) => (
        <NavLink key={path} to={to(path)} end>
          {t(key)}
        </NavLink>
      ))}
    </nav>
  );
}

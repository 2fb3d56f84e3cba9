import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePopup } from '../common/popups/use-popup';
import { useLocalePath } from '../i18n/locale';
import { Icon } from '../ui/icons';
import { ACCOUNT_DESTINATIONS, SignOutButton } from './account-links';
import { HeaderMenu } from './header-menu';
import { counterLabel } from './timing';

/**
 * The desktop header's account menu (SHELL-02): the account destinations the phone's sidebar
 * offers (profile, favourites, limits, cashbox, notifications) and signing out.
 */
export function AccountMenu({ unread }: { unread: number }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { open } = usePopup();
  const counter = counterLabel(unread);
  return (
    <HeaderMenu
      label={t('shell.account_menu')}
      face={<Icon name="user" />}
      className="account-menu header__desktop-only"
      testId="account-menu"
    >
      {(close) => (
        <>
          {ACCOUNT_DESTINATIONS.map((destination) => (
            <li key={destination.id}>
              {destination.kind === 'page' ? (
                <Link to={to(destination.path)} onClick={close}>
                  <Icon name={destination.icon} /> {t(destination.label)}
                </Link>
              ) : (
                <button type="button" onClick={() => void open(destination.popup)}>
                  <Icon name={destination.icon} /> {t(destination.label)}
                  {destination.id === 'notifications' && counter && <span className="header-menu__count">{counter}</span>}
                </button>
              )}
            </li>
          ))}
          <li>
            <SignOutButton />
          </li>
        </>
      )}
    </HeaderMenu>
  );
}

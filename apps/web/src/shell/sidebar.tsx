import { useQuery } from '@tanstack/react-query';
import type { Locale } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { browserApi } from '../api/server-api';
import { accountsQuery, playerQuery } from '../common/player/player-query';
import { BalanceSummary } from '../features/cashbox/balance-summary';
import { configQuery } from '../common/config/api';
import { useSupportUnread } from '../features/support/api';
import { VipManagerPanel } from '../features/support/vip-manager';
import { useFeatureFlags } from '../common/feature-flags/use-feature-flags';
import { PwaInstall } from '../features/pwa/pwa-install';
import { useFormat } from '../i18n/format';
import { useLocalePath } from '../i18n/locale';
import { Icon } from '../ui/icons';
import { Modal } from '../ui/modal';
import { ACCOUNT_DESTINATIONS, SignOutButton } from './account-links';
import { AuthButtons } from './auth-buttons';
import { LanguageSelect } from './language-select';
import { LocalTime } from './local-time';
import { usePlayer } from '../common/player/use-player';
import { usePopup } from '../common/popups/use-popup';
import { counterLabel } from './timing';

/**
 * The mobile sidebar (SHELL-04): balances, notifications, menu, profile, support, VIP manager,
 * PWA installer, language and local time. The logged-in parts show once a player is present.
 */
export function Sidebar({ locale, onClose }: { locale: Locale; onClose: () => void }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const player = usePlayer();
  const format = useFormat();
  const { open } = usePopup();
  const { flags } = useFeatureFlags();
  const menu = useQuery(configQuery(browserApi(), 'menu-categories-games'));
  const active = useQuery({ ...accountsQuery(browserApi()), enabled: player !== null }).data?.find((account) => account.active);
  const unread = counterLabel(player?.unread_notifications ?? 0);
  const supportUnreadCount = useSupportUnread(player !== null);
  const supportUnread = counterLabel(supportUnreadCount);
  const manager = useQuery({ ...playerQuery(browserApi()), enabled: player !== null }).data?.manager ?? null;
  return (
    <Modal titleId="sidebar-title" onClose={onClose} className="modal--sidebar">
      <div id="sidebar" className="sidebar">
        <h2 id="sidebar-title" className="sidebar__title">
          {t('shell.menu')}
        </h2>
        {player ? (
          <section className="sidebar__balance" aria-label={t('shell.balance')}>
            <p>{format.money(player.balance_cents, player.currency)}</p>
            <BalanceSummary account={active} currency={player.currency} />
            {ACCOUNT_DESTINATIONS.map((destination) =>
              destination.kind === 'page' ? (
                <Link key={destination.id} className="sidebar__row" to={to(destination.path)} onClick={onClose}>
                  <Icon name={destination.icon} /> {t(destination.label)}
                </Link>
              ) : (
                <button
                  key={destination.id}
                  type="button"
                  className="sidebar__row"
                  onClick={() => {
                    onClose();
                    void open(destination.popup);
                  }}
                >
                  <Icon name={destination.icon} /> {t(destination.label)}
                  {destination.id === 'notifications' && unread && <span className="counter">{unread}</span>}
                </button>
              ),
            )}
            <SignOutButton className="sidebar__row" />
          </section>
        ) : (
          <AuthButtons className="sidebar__auth" />
        )}
        <nav aria-label={t('shell.main_navigation')}>
          <ul className="sidebar__menu">
            {(menu.data?.items ?? []).map((item) => (
              <li key={item.slug}>
                <Link to={to(item.path)} onClick={onClose}>
                  {t(item.title_key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <button
          type="button"
          className="sidebar__row"
          onClick={() => {
            onClose();
            open('modal-support');
          }}
        >
          <Icon name="support" /> {t('shell.support.title')}
          {supportUnread && (
            <span className="counter" aria-label={t('support.unread', { count: supportUnreadCount })}>
              {supportUnread}
            </span>
          )}
        </button>
        {player && <VipManagerPanel manager={manager} className="sidebar__vip-manager" />}
        {flags['pwa-install'] && (
          <div className="sidebar__pwa">
            <PwaInstall variant="sidebar" />
          </div>
        )}
        <LanguageSelect locale={locale} />
        <LocalTime />
      </div>
    </Modal>
  );
}

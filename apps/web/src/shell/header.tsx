import { useQuery } from '@tanstack/react-query';
import type { Locale } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { browserApi } from '../api/server-api';
import { cmsMenuQuery, pagesIn } from '../features/cms/api';
import { configQuery } from '../common/config/api';
import { useLocalePath } from '../i18n/locale';
import { Icon } from '../ui/icons';
import { AccountMenu } from './account-menu';
import { AuthButtons } from './auth-buttons';
import { PlayerActions } from './player-actions';
import { HeaderNav } from './header-nav';
import { HeaderNotices } from '../common/notices/header-notices';
import { LanguageSelect } from './language-select';
import { usePlayer } from '../common/player/use-player';
import { usePopup } from '../common/popups/use-popup';
import { useSupportUnreadCount } from './support-unread';
import { useGiftCount } from '../common/gifts/gift-count';
import { counterLabel } from './timing';
import { useStickyHeaderHidden } from './use-sticky-header';

/** The header; `notices` false leaves its notice bars to the page (a game page folds them). */
export function Header({ locale, notices = true }: { locale: Locale; notices?: boolean }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const player = usePlayer();
  const { open } = usePopup();
  const hidden = useStickyHeaderHidden();
  const logo = useQuery(configQuery(browserApi(), 'logo-config'));
  const menu = useQuery(configQuery(browserApi(), 'menu-categories-games'));
  const cms = useQuery(cmsMenuQuery(browserApi(), locale));
  const unread = counterLabel(player?.unread_notifications ?? 0);
  const chatUnreadCount = useSupportUnreadCount(player !== null);
  const chatUnread = counterLabel(chatUnreadCount);
  const giftCount = useGiftCount();
  const gifts = player ? counterLabel(giftCount) : null;
  return (
    <header className="header" data-hidden={hidden ? 'true' : undefined}>
      <div className="header__bar">
        <Link to={to('/')} className="header__logo" aria-label={t('shell.home')}>
          <picture>
            <source
              media="(min-width: 768px) and (max-width: 1023px), (min-width: 1280px)"
              srcSet={logo.data?.logoUrl.full ?? '/brand/logo-full.svg'}
              // The full logo's own proportions, so its space is kept before it loads (no layout shift).
              width="200"
              height="36"
            />
            <img src={logo.data?.logoUrl.mobile ?? '/brand/logo-mobile.svg'} alt={t('site.name')} width="140" height="36" />
          </picture>
        </Link>
        <HeaderNav
          items={[
            ...(menu.data?.items ?? []).map((item) => ({
              key: item.slug,
              to: to(item.path),
              label: t(item.title_key),
              end: true,
            })),
            ...pagesIn(cms.data, 'top-menu').map((page) => ({
              key: `cms-${page.id}`,
              to: to(page.path),
              label: page.title,
              end: false,
            })),
          ]}
        />
        <div className="header__tools">
          <button type="button" className="icon-button" aria-label={t('shell.search')} onClick={() => open('search')}>
            <Icon name="search" />
          </button>
          <Link
            className="icon-button header__desktop-only"
            to={to(player ? '/profile/gifts' : '/#sign-up')}
            aria-label={gifts ? t('gifts.header_count', { count: giftCount }) : t('shell.gifts')}
            data-testid="header-gifts"
          >
            <Icon name="gift" />
            {gifts && (
              <span className="counter" aria-hidden="true">
                {gifts}
              </span>
            )}
          </Link>
          {player ? (
            <>
              <button
                type="button"
                className="icon-button header__desktop-only"
                aria-label={
                  unread ? t('notifications.open', { count: player?.unread_notifications ?? 0 }) : t('shell.notifications')
                }
                data-testid="header-notifications"
                onClick={() => open('modal-notifications')}
              >
                <Icon name="bell" />
                {unread && (
                  <span className="counter" aria-hidden="true">
                    {unread}
                  </span>
                )}
              </button>
              {/* The chat entry of a signed-in player (SHELL-20), with the unread answers of support. */}
              <button
                type="button"
                className="icon-button header__desktop-only"
                aria-label={
                  chatUnread
                    ? `${t('support.chat.title')} (${t('support.chat.unread', { count: chatUnreadCount })})`
                    : t('support.chat.title')
                }
                data-testid="header-chat"
                onClick={() => open('modal-support')}
              >
                <Icon name="support" />
                {chatUnread && (
                  <span className="counter" aria-hidden="true">
                    {chatUnread}
                  </span>
                )}
              </button>
            </>
          ) : (
            <button
              type="button"
              className="icon-button header__desktop-only"
              aria-label={t('shell.support.title')}
              onClick={() => open('modal-support')}
            >
              <Icon name="support" />
            </button>
          )}
          <LanguageSelect locale={locale} className="header__desktop-only" />
          {player ? (
            <>
              <PlayerActions player={player} />
              <AccountMenu unread={player.unread_notifications} />
            </>
          ) : (
            <AuthButtons />
          )}
        </div>
      </div>
      {notices && <HeaderNotices />}
    </header>
  );
}

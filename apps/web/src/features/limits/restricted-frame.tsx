import type { Limit } from '@casino/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { browserApi } from '../../api/server-api';
import { useFormat } from '../../i18n/format';
import { useLocalePath } from '../../i18n/locale';
import { splitLocalePath } from '@casino/contracts';
import type { PlayerSummary } from '../../common/player/use-player';
import { SessionTimer } from './session-timer';
import './limits.css';
import { signOut } from '../../common/player/sign-out';

/** The popups a restricted session may open: the withdrawal and what it needs before it. */
const ALLOWED_POPUPS = new Set(['modal-cashbox-step-withdraw', 'modal-user-personal-info']);
/** The pages it may see under the notice: the limits page, the confirmation link, the help page. */
const ALLOWED_PAGES = [
  '/profile/limits',
  '/users/limits',
  '/profile/limits/confirm',
  '/users/limits/confirm',
  '/responsible-gaming',
];

/**
 * What a player signed in during a cooling-off or self-exclusion sees instead of the casino: a
 * notice of the block and its end, the balance and the withdrawal, the limits page, sign-out.
 */
export function RestrictedFrame({
  block,
  player,
  popups,
  children,
}: {
  block: Limit;
  player: PlayerSummary;
  popups: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const to = useLocalePath();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const page = splitLocalePath(pathname).rest.replace(/\/+$/, '');
  const showsPage = ALLOWED_PAGES.includes(page);
  const popup = params.get('popup');
  const withdrawSearch = new URLSearchParams(params);
  withdrawSearch.set('popup', 'modal-cashbox-step-withdraw');
  return (
    <div className="shell shell--restricted">
      <a className="skip-link" href="#main">
        {t('shell.skip_to_content')}
      </a>
      <header className="restricted__bar">
        <span className="restricted__brand">{t('site.name')}</span>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void signOut(browserApi()).then(() => window.location.assign(to('/')))}
        >
          {t('limits.restricted.sign_out')}
        </button>
      </header>
      <SessionTimer player={player} />
      <main id="main" className="restricted" tabIndex={-1}>
        <section className="restricted__notice" aria-labelledby="restricted-title" data-testid="restricted-notice">
          <h1 id="restricted-title">{t(`limits.restricted.title_${block.type}`)}</h1>
          <p>
            {block.ends_at
              ? t('limits.restricted.until', { date: format.dateTime(block.ends_at) })
              : t('limits.restricted.no_end')}
          </p>
          <p>{t('limits.restricted.text')}</p>
        </section>
        <section className="restricted__balance" aria-labelledby="restricted-balance">
          <div>
            <h2 id="restricted-balance">{t('limits.restricted.balance')}</h2>
            <output data-testid="restricted-balance">{format.money(player.balance_cents, player.currency)}</output>
          </div>
          <Link className="button button--primary" to={{ pathname, search: `?${withdrawSearch.toString()}` }} preventScrollReset>
            {t('limits.restricted.withdraw')}
          </Link>
        </section>
        <nav className="restricted__links" aria-label={t('limits.restricted.links')}>
          <Link to={to('/profile/limits')}>{t('limits.restricted.limits')}</Link>
          <Link to={to('/responsible-gaming')}>{t('limits.restricted.help')}</Link>
        </nav>
        {showsPage && children}
      </main>
      {popup !== null && ALLOWED_POPUPS.has(popup) && popups}
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import type { Locale, Provider } from '@casino/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { browserApi } from '../api/server-api';
import { cmsMenuQuery, pagesIn } from '../features/cms/api';
import { providersQuery } from '../features/games/api';
import { useFeatureFlags } from '../common/feature-flags/use-feature-flags';
import { useLocalePath } from '../i18n/locale';
import { Icon } from '../ui/icons';
import { projectQuery } from './api';
import { usePopup } from '../common/popups/use-popup';
import { useHydrated } from '../common/hooks/use-hydrated';
import { useVisitor } from './visitor';

// The install block (and its stylesheet) loads after hydration: it depends on what the browser offers.
const PwaInstall = lazy(() => import('../features/pwa/pwa-install').then((m) => ({ default: m.PwaInstall })));

/** How many providers the footer names: those with the most games (GET /api/games/providers). */
export const FOOTER_PROVIDERS = 12;
const PAYMENTS = ['Visa', 'Mastercard', 'Maestro', 'ecoPayz', 'Bitcoin', 'Ethereum', 'Litecoin', 'Tether'];
/** Brand names of the social networks, the same in every language. */
const SOCIAL_NAMES: Record<string, string> = { instagram: 'Instagram', x: 'X', telegram: 'Telegram', facebook: 'Facebook' };
const AWARDS = ['awards.best_new_casino', 'awards.best_mobile', 'awards.best_support'];

/** The footer (SHELL-06): menus, contacts, socials, awards, providers, payments, trust and licence, PWA block. */
export function Footer({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { open } = usePopup();
  const { flags } = useFeatureFlags();
  const hydrated = useHydrated();
  const pages = useQuery(cmsMenuQuery(browserApi(), locale));
  const project = useQuery(projectQuery(browserApi()));
  const providers = useQuery(providersQuery(browserApi()));
  const licence = useVisitor()?.licence === 'EE' ? 'EE' : 'CW';
  const groups = [
    { id: 'bottom-menu', title: t('footer.info') },
    { id: 'bottom-menu-help', title: t('footer.help') },
  ];
  return (
    <footer className="footer">
      <div className="footer__menus">
        {groups.map((group) => (
          <nav key={group.id} aria-label={group.title} className="footer__menu">
            <h2>{group.title}</h2>
            <ul>
              {pagesIn(pages.data, group.id).map((page) => (
                <li key={page.id}>
                  <Link to={to(page.path)}>{page.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section className="footer__menu footer__contacts" aria-labelledby="footer-contacts">
          <h2 id="footer-contacts">{t('shell.footer.contacts')}</h2>
          <ul>
            <li>
              <button type="button" className="link-button" onClick={() => open('modal-support')}>
                <Icon name="chat" size={18} /> {t('shell.footer.chat')}
              </button>
            </li>
            {project.data && (
              <>
                <li>
                  <a href={`tel:${project.data.support_phone.replace(/\s/g, '')}`}>
                    <Icon name="phone" size={18} /> {project.data.support_phone}
                  </a>
                </li>
                <li>
                  <a href={`mailto:${project.data.support_email}`}>
                    <Icon name="mail" size={18} /> {project.data.support_email}
                  </a>
                </li>
              </>
            )}
          </ul>
          {project.data && (
            <ul className="footer__socials" aria-label={t('shell.footer.socials')}>
              {project.data.socials.map((social) => (
                <li key={social.name}>
                  <a href={social.url} rel="noopener noreferrer" target="_blank">
                    {SOCIAL_NAMES[social.name] ?? social.name}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <section className="footer__strip" aria-labelledby="footer-awards">
        <h2 id="footer-awards">{t('shell.footer.awards')}</h2>
        <ul className="badges">
          {AWARDS.map((key) => (
            <li key={key} className="badge">
              {t(`shell.${key}`)}
            </li>
          ))}
        </ul>
      </section>
      <section className="footer__strip" aria-labelledby="footer-providers">
        <h2 id="footer-providers">{t('shell.footer.providers')}</h2>
        <ul className="badges">
          {footerProviders(providers.data ?? []).map((provider) => (
            <li key={provider.id} className="badge">
              <Link to={to(`/producers/${provider.slug}`)}>{provider.title}</Link>
            </li>
          ))}
          <li className="badge">
            <Link to={to('/producers')}>{t('games.producers.all')}</Link>
          </li>
        </ul>
      </section>
      <section className="footer__strip" aria-labelledby="footer-payments">
        <h2 id="footer-payments">{t('shell.footer.payments')}</h2>
        <ul className="badges">
          {PAYMENTS.map((name) => (
            <li key={name} className="badge badge--payment">
              {name}
            </li>
          ))}
        </ul>
      </section>
      <section className="footer__trust" aria-label={t('shell.footer.licence')}>
        <span className="trust-icon" aria-hidden="true">
          18+
        </span>
        <span className="trust-icon" aria-hidden="true">
          SSL
        </span>
        <span className="trust-icon" aria-hidden="true">
          RG
        </span>
        <p className="footer__licence">{t(`shell.licence.${licence}`)}</p>
      </section>
      <section className="footer__pwa" aria-labelledby="footer-pwa">
        <h2 id="footer-pwa">{t('shell.pwa.title')}</h2>
        <p>
          <strong>{t('shell.pwa.app_name')}</strong> · {t('shell.pwa.text')}
        </p>
        {flags['pwa-install'] && hydrated && (
          <Suspense fallback={null}>
            <PwaInstall variant="footer" />
          </Suspense>
        )}
      </section>
      <p className="footer__age">{t('footer.age_notice')}</p>
      <p className="footer__attribution">
        {t('shell.footer.geo_attribution')}{' '}
        <a href="https://www.maxmind.com" rel="noopener noreferrer" target="_blank">
          www.maxmind.com
        </a>
      </p>
      <p className="footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}

/** The catalogue's providers the footer links to: those with games, the largest first, at most FOOTER_PROVIDERS. */
export function footerProviders(providers: readonly Provider[]): Provider[] {
  return providers
    .filter((provider) => provider.games_count > 0)
    .sort((a, b) => b.games_count - a.games_count || a.title.localeCompare(b.title))
    .slice(0, FOOTER_PROVIDERS);
}

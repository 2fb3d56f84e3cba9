import { useQuery } from '@tanstack/react-query';
import type { Provider } from '@casino/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { browserApi } from '../../api/server-api';
import { producerPath } from '../../common/games/paths';
import { useLocale, useLocalePath } from '../../i18n/locale';
import { providersQuery } from './api';

/** The providers the index lists: those with games, by name in the page's language. */
function indexedProviders(providers: readonly Provider[], locale: string): Provider[] {
  return providers
    .filter((provider) => provider.games_count > 0)
    .sort((a, b) => a.title.localeCompare(b.title, locale, { sensitivity: 'base' }));
}

/**
 * /producers (GAME-02, GAME-07, GAME-11): every provider with games, its logo, name and number
 * of games, each a link to its provider page. The route renders it on the server with the
 * providers list already in the cache.
 */
export function ProviderIndex() {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalePath();
  const titleId = useId();
  const providers = useQuery(providersQuery(browserApi()));
  return (
    <section className="provider-index-page" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('games.producers.title')}</h1>
      {providers.data ? (
        <ul className="provider-index" aria-labelledby={titleId}>
          {indexedProviders(providers.data, locale).map((provider) => (
            <li key={provider.id}>
              <Link className="provider-index__link" to={to(producerPath(provider.slug))}>
                <img className="provider-index__logo" src={provider.url} alt="" width={48} height={48} loading="lazy" />
                <span className="provider-index__name">{provider.title}</span>
                <span className="provider-index__count">{t('games.producers.count', { count: provider.games_count })}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p role="alert">{t('games.list.error')}</p>
      )}
    </section>
  );
}

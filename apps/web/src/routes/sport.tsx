import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { browserApi } from '../api/server-api';
import { configQuery } from '../common/config/api';
import { Modal } from '../ui/modal';
import { useLocalePath } from '../i18n/locale';
import { useHydrated } from '../common/hooks/use-hydrated';
import { bettingCloseTarget } from '../shell/sport';
import { metaFromLayout } from './route-meta';
import type { Route } from './+types/sport';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  metaFromLayout(matches, location.pathname, 'shell.sport.title', 'shell.sport.text');

/**
 * /sport and /sport/{param} (ROUTE-16): the betting site's entry (registration, login or a page)
 * as an overlay; clicking the overlay closes to the sports site, or to the path in ?path (ROUTE-17).
 */
export default function Sport({ params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const location = useLocation();
  const hydrated = useHydrated();
  const betting = useQuery(configQuery(browserApi(), 'betting-config'));
  const kind = params.param === 'registration' || params.param === 'login' ? params.param : 'page';
  const target = bettingCloseTarget(new URLSearchParams(location.search).get('path'), betting.data?.url, to);
  const panel = (
    <div className="popup-panel">
      <h2 id="sport-title">{t(`shell.sport.${kind}`)}</h2>
      <p>{t('shell.sport.text')}</p>
      {betting.data && (
        <a className="button button--primary" href={betting.data.url}>
          {t('shell.sport.open')}
        </a>
      )}
    </div>
  );
  return (
    <section className="sport" aria-labelledby="sport-page-title">
      <h1 id="sport-page-title">{t('shell.sport.title')}</h1>
      {hydrated ? (
        <Modal titleId="sport-title" onClose={() => window.location.assign(target)} className="modal--sport">
          {panel}
        </Modal>
      ) : (
        panel
      )}
    </section>
  );
}

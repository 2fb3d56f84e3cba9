import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useLocation, useNavigate } from 'react-router';
import { BLOCK_MESSAGE_KEYS, blockedRoute, showsRestrictedToast, type BlockReason } from './restrictions';
import { useToasts } from '../common/notices/toasts';
import { useRestriction } from './visitor';

/** The query the server's redirect carries when it refused a restricted route. */
export const BLOCKED_PARAM = 'blocked';

/**
 * Restricted countries (GEO-03, GEO-04): the persistent OOPS.RESTRICTED_GEO toast, and in-app
 * navigations to the closed routes cancelled with the reason.
 */
export function useGeoGuard(): void {
  const { t } = useTranslation();
  const restriction = useRestriction();
  const toasts = useToasts();
  const location = useLocation();
  const navigate = useNavigate();
  const blocker = useBlocker(({ nextLocation }) => blockedRoute(nextLocation.pathname, restriction) !== null);

  useEffect(() => {
    if (!showsRestrictedToast(restriction)) return;
    toasts.show({ id: 'restricted-geo', kind: 'warning', text: t('OOPS.RESTRICTED_GEO'), persistent: true });
  }, [restriction, toasts, t]);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const reason = blockedRoute(blocker.location.pathname, restriction);
    if (reason) toasts.show({ id: `geo-${reason}`, kind: 'warning', text: t(BLOCK_MESSAGE_KEYS[reason]) });
    blocker.reset();
  }, [blocker, restriction, toasts, t]);

  // A direct visit refused by the server arrives with ?blocked=login|registration.
  const params = new URLSearchParams(location.search);
  const refused = params.get(BLOCKED_PARAM) as BlockReason | null;
  useEffect(() => {
    if (refused !== 'login' && refused !== 'registration') return;
    toasts.show({ id: `geo-${refused}`, kind: 'warning', text: t(BLOCK_MESSAGE_KEYS[refused]) });
    const rest = new URLSearchParams(location.search);
    rest.delete(BLOCKED_PARAM);
    const search = rest.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
  }, [refused, toasts, t, navigate, location.pathname, location.search]);
}

import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { parseHash, sportTarget, sportUrl } from './hash-links';
import { withPopup } from '../common/popups/use-popup';
import { CHAT_HASH_DELAY_MS, SCROLL_TO_HASH_MAX_MS, SCROLL_TO_HASH_RETRY_MS } from './timing';

/**
 * Hash links of requirements §core-2: #sign-in, #sign-up, #remind, #new-password open their popup; #sport and
 * #sport_x go to the betting site when betting-config switches it on; #chat opens support after 1 s and the hash is cleaned after
 * 1 s; any other hash scrolls to its target, retried every 200 ms for up to 5 s.
 */
export function useHashLinks(betting: { is_enabled: boolean; url: string } | undefined): void {
  const location = useLocation();
  const navigate = useNavigate();
  // The betting site's root, or null while the link is off: then #sport and #sport_x do nothing.
  const sportRoot = sportTarget(betting, '/');
  useEffect(() => {
    const action = parseHash(location.hash);
    const here = { pathname: location.pathname, search: location.search };
    switch (action.kind) {
      case 'popup':
        navigate({ ...here, search: withPopup(location.search, action.popup) }, { replace: true, preventScrollReset: true });
        return;
      case 'sport': {
        if (sportRoot) window.location.assign(sportUrl(sportRoot, action.path));
        return;
      }
      case 'chat': {
        const open = setTimeout(
          () =>
            navigate(
              { ...here, search: withPopup(location.search, 'modal-support') },
              { replace: true, preventScrollReset: true },
            ),
          CHAT_HASH_DELAY_MS,
        );
        return () => clearTimeout(open);
      }
      case 'scroll': {
        const started = Date.now();
        const timer = setInterval(() => {
          const target = document.getElementById(action.id);
          if (target) target.scrollIntoView();
          if (target || Date.now() - started >= SCROLL_TO_HASH_MAX_MS) clearInterval(timer);
        }, SCROLL_TO_HASH_RETRY_MS);
        return () => clearInterval(timer);
      }
      default:
        return;
    }
  }, [location.hash, location.pathname, location.search, navigate, sportRoot]);
}

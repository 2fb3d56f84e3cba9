import { useCallback } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router';
import { POPUP_PARAM } from './param';

/** The search string of `search` with the popup set to `name`, or removed for null. */
export function withPopup(search: string, name: string | null): string {
  const params = new URLSearchParams(search);
  if (name) params.set(POPUP_PARAM, name);
  else params.delete(POPUP_PARAM);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The address the browser is at when a popup is opened or closed. A navigation changes the
 * address first and renders the new page in a transition, so for a moment the page on screen
 * (and `rendered`, its location) is still the previous one; a click then must not send the
 * player back there. Right after sign-up, /registration?popup=... was redirected to / and the
 * popup lost. On the server there is no click, so the rendered location serves.
 */
function currentLocation(rendered: Location): Pick<Location, 'pathname' | 'search' | 'hash'> {
  return typeof window === 'undefined' ? rendered : window.location;
}

/** Opens and closes named popups through the URL. */
export function usePopup() {
  const location = useLocation();
  const navigate = useNavigate();
  const open = useCallback(
    (name: string) => {
      const { pathname, search } = currentLocation(location);
      return navigate({ pathname, search: withPopup(search, name) }, { preventScrollReset: true });
    },
    [navigate, location],
  );
  const close = useCallback(() => {
    const { pathname, search, hash } = currentLocation(location);
    return navigate({ pathname, search: withPopup(search, null), hash }, { replace: true, preventScrollReset: true });
  }, [navigate, location]);
  return { open, close, current: new URLSearchParams(location.search).get(POPUP_PARAM) };
}

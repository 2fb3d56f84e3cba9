import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { POPUP_PARAM } from './param';

/** The search string of `search` with the popup set to `name`, or removed for null. */
export function withPopup(search: string, name: string | null): string {
  const params = new URLSearchParams(search);
  if (name) params.set(POPUP_PARAM, name);
  else params.delete(POPUP_PARAM);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Opens and closes named popups through the URL. */
export function usePopup() {
  const location = useLocation();
  const navigate = useNavigate();
  const open = useCallback(
    (name: string) =>
      navigate({ pathname: location.pathname, search: withPopup(location.search, name) }, { preventScrollReset: true }),
    [navigate, location.pathname, location.search],
  );
  const close = useCallback(
    () =>
      navigate(
        { pathname: location.pathname, search: withPopup(location.search, null), hash: location.hash },
        { replace: true, preventScrollReset: true },
      ),
    [navigate, location.pathname, location.search, location.hash],
  );
  return { open, close, current: new URLSearchParams(location.search).get(POPUP_PARAM) };
}

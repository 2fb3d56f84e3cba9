import { splitLocalePath } from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { browserApi } from '../../api/server-api';
import { PROMOCODE_PARAMS, setBonusCode } from './promocode-api';
import { playerKeys } from '../../common/player/player-query';

const storageKey = (param: string) => `promocode.${param}`;

/** Session storage may be refused (private modes, embedded frames): the code is then simply not kept. */
function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * GIFT-15: a depositPromocode or giftPromocode query on any page is kept in session storage and
 * taken out of the URL (replaced, no history entry). GIFT-16: on the main page a signed-in
 * player's stored deposit code is set with set_bonus_code and the profile reloaded; a guest's
 * is dropped. GIFT-17: a failed call is logged and changes nothing on the screen.
 */
export function usePromocodeCapture(playerId: number | null): void {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const found = PROMOCODE_PARAMS.filter((param) => params.get(param));
    if (found.length === 0) return;
    for (const param of found) {
      storage()?.setItem(storageKey(param), params.get(param) ?? '');
      params.delete(param);
    }
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true });
  }, [location.search, location.pathname, location.hash, navigate]);

  useEffect(() => {
    if (splitLocalePath(location.pathname).rest !== '/') return;
    const store = storage();
    const code = store?.getItem(storageKey('depositPromocode'));
    if (!store || !code) return;
    store.removeItem(storageKey('depositPromocode'));
    if (playerId === null) return;
    setBonusCode(browserApi(), code)
      .then(() => queryClient.invalidateQueries({ queryKey: playerKeys.player }))
      // The API client already logged the failure (api/http.ts); the page carries on as it is.
      .catch(() => undefined);
  }, [location.pathname, location.search, playerId, queryClient]);
}

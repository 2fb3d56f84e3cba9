import { useQuery } from '@tanstack/react-query';
import type { Account, Player } from '@casino/contracts';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { browserApi } from '../../api/server-api';
import { accountsQuery, playerQuery } from '../../common/player/player-query';
import { cashboxSearch, type CashboxPopup } from './paths';
import { missingProfileFields } from './rules';
import { playerFieldsQuery, type CashboxProfileField } from '../../common/player/profile-fields';

/** Moves between the cashbox's popups through the URL (popups are URL state). */
export function useCashboxNav() {
  const location = useLocation();
  const navigate = useNavigate();
  const href = useCallback(
    (popup: CashboxPopup | null, params: Record<string, string> = {}) => ({
      pathname: location.pathname,
      search: cashboxSearch(location.search, popup, params),
    }),
    [location.pathname, location.search],
  );
  const go = useCallback(
    (popup: CashboxPopup | null, params: Record<string, string> = {}, replace = false) =>
      navigate(href(popup, params), { replace, preventScrollReset: true }),
    [navigate, href],
  );
  return { href, go, params: new URLSearchParams(location.search) };
}

export type CashboxState =
  | { kind: 'loading' }
  | { kind: 'guest' }
  | { kind: 'needs-profile'; player: Player; missing: CashboxProfileField[] }
  | { kind: 'ready'; player: Player; accounts: Account[]; account: Account | null; currency: string };

/**
 * Who is at the cashbox and with which wallet. A guest is asked to sign in (PAY-01); a fiat
 * wallet with an incomplete profile gets the personal-info form first (PAY-03).
 */
export function useCashboxState(context: 'deposit' | 'cashout' = 'deposit'): CashboxState {
  const api = browserApi();
  const player = useQuery(playerQuery(api));
  const accounts = useQuery({ ...accountsQuery(api), enabled: Boolean(player.data) });
  const fields = useQuery({ ...playerFieldsQuery(api), enabled: Boolean(player.data) });
  if (player.isPending) return { kind: 'loading' };
  if (!player.data) return { kind: 'guest' };
  if (accounts.isPending || fields.isPending) return { kind: 'loading' };
  const list = accounts.data ?? [];
  const account = list.find((item) => item.active) ?? null;
  const currency = account?.currency ?? player.data.currency;
  const required = fields.data?.contexts[context]?.filter((field) => field.required).map((field) => field.field);
  const missing = missingProfileFields(player.data, currency, required);
  if (missing.length > 0) return { kind: 'needs-profile', player: player.data, missing };
  return { kind: 'ready', player: player.data, accounts: list, account, currency };
}

import { useQuery } from '@tanstack/react-query';
import { REAL_PLAY_FIELD_REQUIRED, missingPlayerFields, type Player, type PlayerField } from '@casino/contracts';
import { isHttpError } from '../../api/is-http-error';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { browserApi } from '../../api/server-api';
import { playerQuery } from '../../common/player/player-query';
import { playerFieldsQuery, CASHBOX_PROFILE_FIELDS, type CashboxProfileField } from '../../common/player/profile-fields';

/**
 * PLAY-04: real play first asks for the provider context's required profile fields the player
 * left empty (docs/decisions/016-provider-fields.md). The server refuses the launch too; this
 * side only spares the player a refused launch and knows which fields to ask.
 */

/** The named popup that asks for them (requirements §core-2). */
const PROFILE_DATA_POPUP = 'modal-profile-data';

/** The prefix of every game-session query (playKeys.session): launches to run again once the profile is complete. */
export const GAME_SESSIONS_KEY = ['play', 'session'] as const;

/**
 * The provider fields to ask for, in the context's order: the required ones still empty, among
 * those the personal-info form can ask.
 */
export function providerFieldsToAsk(
  player: Pick<Player, CashboxProfileField>,
  provider: readonly Pick<PlayerField, 'field' | 'required'>[],
): CashboxProfileField[] {
  return missingPlayerFields(player, provider).filter((field): field is CashboxProfileField =>
    (CASHBOX_PROFILE_FIELDS as readonly string[]).includes(field),
  );
}

/** Whether a launch was refused for the profile (422 naming fields as required before real play). */
export function refusedForProfile(error: unknown): boolean {
  if (!isHttpError(error) || error.response?.status !== 422) return false;
  const errors = (error.response.data as { errors?: Record<string, unknown> } | undefined)?.errors ?? {};
  return Object.values(errors).some((messages) => Array.isArray(messages) && messages.includes(REAL_PLAY_FIELD_REQUIRED));
}

type RealPlayGate =
  | { kind: 'loading' }
  | { kind: 'guest' }
  | { kind: 'needs-profile'; player: Player; missing: CashboxProfileField[] }
  | { kind: 'open'; player: Player };

/** Where the signed-in player stands before real play: the fields still to fill, or free to play. */
export function useRealPlayGate(): RealPlayGate {
  const api = browserApi();
  const player = useQuery(playerQuery(api));
  const fields = useQuery({ ...playerFieldsQuery(api), enabled: Boolean(player.data) });
  if (player.isPending) return { kind: 'loading' };
  if (!player.data) return { kind: 'guest' };
  if (fields.isPending) return { kind: 'loading' };
  // Without the metadata the server still guards the launch; the page then learns from its 422.
  const missing = providerFieldsToAsk(player.data, fields.data?.contexts.provider ?? []);
  return missing.length > 0 ? { kind: 'needs-profile', player: player.data, missing } : { kind: 'open', player: player.data };
}

/** Opens modal-profile-data over the current page (popups are URL state, so back closes it). */
export function useOpenProfileData() {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(() => {
    const params = new URLSearchParams(location.search);
    params.set('popup', PROFILE_DATA_POPUP);
    return navigate({ pathname: location.pathname, search: `?${params.toString()}` }, { preventScrollReset: true });
  }, [navigate, location.pathname, location.search]);
}

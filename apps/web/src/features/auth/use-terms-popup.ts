import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { browserApi } from '../../api/server-api';
import { usePopup } from '../../common/popups/use-popup';
import { playerQuery } from '../../common/player/player-query';

/** AUTH-22: while the player has not accepted the current terms, the terms popup stays open on every page. */
export function useTermsPopup(): void {
  const { open, current } = usePopup();
  const player = useQuery(playerQuery(browserApi())).data ?? null;
  const missing = player?.auth_fields_missed.includes('terms_acceptance') ?? false;
  useEffect(() => {
    if (missing && current !== 'modal-terms') open('modal-terms');
  }, [missing, current, open]);
}

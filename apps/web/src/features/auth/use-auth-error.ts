import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { onAuthError } from '../../api/auth-events';
import { useLocalePath } from '../../i18n/locale';
import { dropPlayerData, playerKeys } from '../../common/player/player-query';

/**
 * The auth-error event (a 401 on any call, ERR-01): the player's data is dropped, the visitor
 * becomes a guest and goes to the login page (AUTH-07). Answers the unsubscribe.
 */
export function handleAuthErrors(queryClient: QueryClient, goToLogin: () => void): () => void {
  return onAuthError(() => {
    dropPlayerData(queryClient);
    queryClient.setQueryData(playerKeys.player, null);
    goToLogin();
  });
}

/** The shell's listener of the auth-error event, sending the visitor to the login page of their locale. */
export function useAuthErrorHandler(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const to = useLocalePath();
  useEffect(() => handleAuthErrors(queryClient, () => void navigate(to('/login'))), [queryClient, navigate, to]);
}

import { embedAllowedOrigins } from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { parseEmbedMessage } from './embed';
import { usePopup } from './popups/use-popup';

/**
 * Inside an iframe the page takes close, redirect and refresh_user from its parent (SHELL-16),
 * from the allowed origins only, and tells the parent when the visitor closes a popup.
 */
export function useEmbedMessages(): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { close } = usePopup();
  useEffect(() => {
    if (window.parent === window) return;
    const allowed = embedAllowedOrigins(window.location.origin);
    const onMessage = (event: MessageEvent) => {
      const message = parseEmbedMessage(event.origin, event.data, allowed);
      if (!message) return;
      if (message.type === 'close') close();
      else if (message.type === 'redirect') navigate(message.path);
      else void queryClient.invalidateQueries({ queryKey: ['player'] });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [navigate, queryClient, close]);
}

import { embedAllowedOrigins } from '@casino/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { browserApi } from '../api/server-api';
import { configQuery } from '../common/config/api';
import { embedParentOrigin, outgoingEmbedMessages, parseEmbedMessage, type EmbedState } from './embed';
import { usePlayer } from '../common/player/use-player';
import { usePopup, withPopup } from '../common/popups/use-popup';

/**
 * Inside an iframe the page exchanges close, redirect and refresh_user with its parent (SHELL-16):
 * it follows them from the origins of embed-config (plus its own), and posts them to an allowed
 * parent when a popup closes, the page changes or the player signs in or out. The server's
 * frame-ancestors is built from the same embed-config list (decision 008).
 */
export function useEmbedMessages(): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const location = useLocation();
  const player = usePlayer();
  const { close, current: popup } = usePopup();
  const config = useQuery(configQuery(browserApi(), 'embed-config'));
  const configured = config.data?.allowed_origins;

  useEffect(() => {
    if (window.parent === window || !configured) return;
    const allowed = embedAllowedOrigins(window.location.origin, configured);
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window.parent) return;
      const message = parseEmbedMessage(event.origin, event.data, allowed);
      if (!message) return;
      if (message.type === 'close') close();
      else if (message.type === 'redirect') navigate(message.path);
      else void queryClient.invalidateQueries({ queryKey: ['player'] });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [navigate, queryClient, close, configured]);

  const previous = useRef<EmbedState | null>(null);
  const path = `${location.pathname}${withPopup(location.search, null)}`;
  const playerId = player?.id ?? null;
  useEffect(() => {
    if (window.parent === window || !configured) return;
    const next: EmbedState = { path, popup, playerId };
    const messages = outgoingEmbedMessages(previous.current, next);
    previous.current = next;
    const allowed = embedAllowedOrigins(window.location.origin, configured);
    const parent = embedParentOrigin(window.location.ancestorOrigins, document.referrer, allowed);
    if (parent) for (const message of messages) window.parent.postMessage(message, parent);
  }, [path, popup, playerId, configured]);
}

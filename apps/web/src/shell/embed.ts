import { EMBED_MESSAGE_TYPES, type EmbedMessageType } from '@casino/contracts';

type EmbedMessage = { type: 'close' } | { type: 'refresh_user' } | { type: 'redirect'; path: string };

/**
 * Reads a postMessage from the embedding parent (SHELL-16): only from an allowed origin, only
 * the three known types, and a redirect only to a path of this site.
 */
export function parseEmbedMessage(origin: string, data: unknown, allowed: readonly string[]): EmbedMessage | null {
  if (!allowed.includes(origin)) return null;
  if (typeof data !== 'object' || data === null) return null;
  const { type, path } = data as { type?: unknown; path?: unknown };
  if (typeof type !== 'string' || !(EMBED_MESSAGE_TYPES as readonly string[]).includes(type)) return null;
  const kind = type as EmbedMessageType;
  if (kind === 'redirect') {
    if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return null;
    return { type: 'redirect', path };
  }
  return { type: kind };
}

/** What an embedded page tells its parent about (SHELL-16). */
export interface EmbedState {
  /** The page's path without the popup parameter. */
  path: string;
  /** The open popup, or null. */
  popup: string | null;
  /** The signed-in player, or null for a guest. */
  playerId: number | null;
}

/**
 * The messages an embedded page posts to its parent after a change: `close` when a popup was
 * closed, `redirect` with the new path after a navigation, `refresh_user` when the player signed
 * in or out. Nothing on the first render (prev null).
 */
export function outgoingEmbedMessages(prev: EmbedState | null, next: EmbedState): EmbedMessage[] {
  if (!prev) return [];
  const messages: EmbedMessage[] = [];
  if (prev.popup !== null && next.popup === null) messages.push({ type: 'close' });
  if (prev.path !== next.path) messages.push({ type: 'redirect', path: next.path });
  if (prev.playerId !== next.playerId) messages.push({ type: 'refresh_user' });
  return messages;
}

/**
 * The parent's origin, when it is allowed: the browser's ancestorOrigins where it has them, else
 * the referrer (the parent's page loaded the frame). Null otherwise: nothing is posted then, so an
 * unknown site that frames the page learns nothing.
 */
export function embedParentOrigin(
  ancestorOrigins: ArrayLike<string> | undefined,
  referrer: string,
  allowed: readonly string[],
): string | null {
  let origin = ancestorOrigins && ancestorOrigins.length > 0 ? ancestorOrigins[0] : undefined;
  if (!origin && referrer) {
    try {
      origin = new URL(referrer).origin;
    } catch {
      origin = undefined;
    }
  }
  return origin && allowed.includes(origin) ? origin : null;
}

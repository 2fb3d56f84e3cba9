import { EMBED_MESSAGE_TYPES, type EmbedMessageType } from '@casino/contracts';

export type EmbedMessage = { type: 'close' } | { type: 'refresh_user' } | { type: 'redirect'; path: string };

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

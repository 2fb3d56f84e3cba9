import { IDEMPOTENCY_KEY_HEADER } from '@casino/contracts';

/**
 * A fresh Idempotency-Key (docs/decisions/028-idempotency-keys.md): 128 random bits as 32 hex
 * digits. Made once per player action and sent on every retry of it, so the server answers a
 * retry with the first answer instead of moving money again. getRandomValues works on plain
 * http too, where crypto.randomUUID does not.
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The header of one player action, for a request's headers. */
export const idempotencyHeader = (key: string = newIdempotencyKey()) => ({ [IDEMPOTENCY_KEY_HEADER]: key });

import { createHmac, timingSafeEqual } from 'node:crypto';

/** Outside production, providers and tests sign with this; production derives one from SESSION_SECRET unless SEAMLESS_WALLET_SECRET is set. */
export const DEV_SEAMLESS_SECRET = 'development-only-seamless-wallet-secret-change-me';

/** The secret of the seamless-wallet API, from the environment. */
export function seamlessSecretFrom(configured: string | undefined, production: boolean, sessionSecret: string): string {
  if (configured) return configured;
  return production ? `${sessionSecret}:seamless-wallet` : DEV_SEAMLESS_SECRET;
}

/** The signature header's value: hex HMAC-SHA256 of the raw body. */
export function signSeamless(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

export function seamlessSignatureValid(secret: string, header: unknown, rawBody: string): boolean {
  if (typeof header !== 'string' || !/^[0-9a-f]{64}$/.test(header)) return false;
  return timingSafeEqual(Buffer.from(signSeamless(secret, rawBody), 'hex'), Buffer.from(header, 'hex'));
}

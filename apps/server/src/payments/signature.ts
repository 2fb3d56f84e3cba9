import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const SIGNATURE_HEADER = 'x-payments-signature';
/** A webhook signed longer ago than this is refused (replay protection beside event ids). */
const SIGNATURE_TOLERANCE_S = 300;

export function signPayload(secret: string, rawBody: string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

/** Why a signature header fails, or null when it is good and fresh. */
export function signatureProblem(secret: string, header: string | undefined, rawBody: string, now: Date): string | null {
  if (!header) return 'missing signature';
  const parts = new Map(
    header.split(',').map((part) => {
      const i = part.indexOf('=');
      return [part.slice(0, i).trim(), part.slice(i + 1).trim()] as const;
    }),
  );
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isSafeInteger(t) || !/^[0-9a-f]{64}$/.test(v1)) return 'malformed signature';
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  if (!timingSafeEqual(expected, Buffer.from(v1, 'hex'))) return 'invalid signature';
  if (Math.abs(now.getTime() / 1000 - t) > SIGNATURE_TOLERANCE_S) return 'stale signature';
  return null;
}

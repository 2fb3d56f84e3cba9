import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import { lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Clock } from '../platform/clock';
import { usedCaptchas } from './tables';

/** How long a challenge may be solved and sent. */
const CAPTCHA_TTL_MS = 10 * 60 * 1000;

export interface CaptchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

export interface CaptchaService {
  challenge(): Promise<CaptchaChallenge>;
  /** True once for a valid, unexpired solution (the base64 payload of the altcha widget). */
  verify(payload: string | undefined): Promise<boolean>;
}

/**
 * ALTCHA proof of work (self-hosted, no third party sees the visitor): the server signs a
 * challenge, the browser finds the number, the server checks the signature, the expiry (on our
 * clock) and that this solution was not spent before.
 */
export function createCaptchaService(deps: { db: Db; clock: Clock; hmacKey: string; maxNumber: number }): CaptchaService {
  const { db, clock, hmacKey, maxNumber } = deps;
  return {
    async challenge() {
      const expires = new Date(clock.now().getTime() + CAPTCHA_TTL_MS);
      return createChallenge({ hmacKey, maxNumber, expires, algorithm: 'SHA-256' });
    },
    async verify(payload) {
      if (!payload || payload.length > 4000) return false;
      let decoded: { signature?: unknown };
      try {
        decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { signature?: unknown };
      } catch {
        return false;
      }
      if (typeof decoded !== 'object' || decoded === null || typeof decoded.signature !== 'string') return false;
      // Our clock decides expiry (checkExpires off): tests move it, and servers agree on it.
      const ok = await verifySolution(payload, hmacKey, false).catch(() => false);
      if (!ok) return false;
      const expires = Number(extractParams(payload)['expires']);
      const now = clock.now();
      if (!Number.isFinite(expires) || expires * 1000 <= now.getTime()) return false;
      await db.delete(usedCaptchas).where(lt(usedCaptchas.expiresAt, now));
      const inserted = await db
        .insert(usedCaptchas)
        .values({ signature: decoded.signature, expiresAt: new Date(expires * 1000) })
        .onConflictDoNothing()
        .returning({ signature: usedCaptchas.signature });
      return inserted.length === 1;
    },
  };
}

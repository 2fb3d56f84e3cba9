import { and, eq, isNull } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Db, DbOrTx } from '../db/client';
import type { Clock } from '../platform/clock';
import type { Rng } from '../platform/rng';
import { createSecretBox } from './secret-box';
import { recoveryCodes, twoFactor } from './tables';
import { tokenHasher } from './tokens';

const PERIOD_S = 30;
const RECOVERY_CODES = 10;
const ISSUER = 'Rocket Casino';

export interface TwoFactorService {
  enabled(playerId: number, tx?: DbOrTx): Promise<boolean>;
  /** Starts (or restarts) enrolment: a fresh secret, not yet required at sign-in. */
  setup(playerId: number, label: string): Promise<{ secret: string; otpauth_url: string; qr_svg: string }>;
  /** Switches two-factor on with a first valid code; answers the recovery codes, shown once. */
  confirm(playerId: number, code: string): Promise<string[] | null>;
  /** A TOTP code (one step of drift, never one used before) or an unused recovery code. */
  check(playerId: number, code: string, tx?: DbOrTx): Promise<boolean>;
  disable(playerId: number, tx?: DbOrTx): Promise<void>;
}

export function createTwoFactorService(deps: { db: Db; clock: Clock; rng: Rng; secretKey: string }): TwoFactorService {
  const { db, clock, rng, secretKey } = deps;
  const hashCode = tokenHasher(`${secretKey}:recovery`);
  // The TOTP seed is stored encrypted (docs/decisions/006); rows from before are read as plaintext
  // and sealed the next time a code is used.
  const box = createSecretBox({ rootSecret: secretKey, purpose: 'totp-secret' });
  const totp = (secret: string, label = '') =>
    new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD_S, secret: Secret.fromBase32(secret) });

  /** The time step a code belongs to, when it is valid now (±1 step) and newer than the last one used. */
  async function useTotp(tx: DbOrTx, playerId: number, stored: string, lastUsedStep: number, code: string): Promise<boolean> {
    const secret = box.open(stored);
    const now = clock.now().getTime();
    const delta = totp(secret).validate({ token: code, timestamp: now, window: 1 });
    if (delta === null) return false;
    const step = Math.floor(now / 1000 / PERIOD_S) + delta;
    if (step <= lastUsedStep) return false;
    // Conditional update: two requests racing with the same code cannot both win.
    const updated = await tx
      .update(twoFactor)
      .set(box.isSealed(stored) ? { lastUsedStep: step } : { lastUsedStep: step, secret: box.seal(secret) })
      .where(and(eq(twoFactor.playerId, playerId), eq(twoFactor.lastUsedStep, lastUsedStep)))
      .returning({ playerId: twoFactor.playerId });
    return updated.length === 1;
  }

  return {
    async enabled(playerId, tx = db) {
      const [row] = await tx.select({ enabledAt: twoFactor.enabledAt }).from(twoFactor).where(eq(twoFactor.playerId, playerId));
      return Boolean(row?.enabledAt);
    },
    async setup(playerId, label) {
      const secret = new Secret({ buffer: new Uint8Array(rng.bytes(20)).buffer }).base32;
      const sealed = box.seal(secret);
      await db
        .insert(twoFactor)
        .values({ playerId, secret: sealed, createdAt: clock.now() })
        .onConflictDoUpdate({
          target: twoFactor.playerId,
          set: { secret: sealed, enabledAt: null, lastUsedStep: 0, createdAt: clock.now() },
        });
      const otpauthUrl = totp(secret, label).toString();
      const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1 });
      return { secret, otpauth_url: otpauthUrl, qr_svg: qrSvg };
    },
    async confirm(playerId, code) {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(twoFactor).where(eq(twoFactor.playerId, playerId)).for('update');
        if (!row || row.enabledAt) return null;
        if (!(await useTotp(tx, playerId, row.secret, row.lastUsedStep, code))) return null;
        await tx.update(twoFactor).set({ enabledAt: clock.now() }).where(eq(twoFactor.playerId, playerId));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.playerId, playerId));
        const codes = Array.from({ length: RECOVERY_CODES }, () => {
          const raw = rng.bytes(8).toString('hex').slice(0, 10);
          return `${raw.slice(0, 5)}-${raw.slice(5)}`;
        });
        await tx.insert(recoveryCodes).values(codes.map((c) => ({ playerId, codeHash: hashCode(c.replace('-', '')) })));
        return codes;
      });
    },
    async check(playerId, code, tx = db) {
      const [row] = await tx.select().from(twoFactor).where(eq(twoFactor.playerId, playerId));
      if (!row?.enabledAt) return false;
      const trimmed = code.trim().toLowerCase();
      if (/^\d{6}$/.test(trimmed)) return useTotp(tx, playerId, row.secret, row.lastUsedStep, trimmed);
      const used = await tx
        .update(recoveryCodes)
        .set({ usedAt: clock.now() })
        .where(
          and(
            eq(recoveryCodes.playerId, playerId),
            eq(recoveryCodes.codeHash, hashCode(trimmed.replace('-', ''))),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ id: recoveryCodes.id });
      return used.length === 1;
    },
    async disable(playerId, tx = db) {
      await tx.delete(twoFactor).where(eq(twoFactor.playerId, playerId));
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.playerId, playerId));
    },
  };
}

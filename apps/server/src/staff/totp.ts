import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { createSecretBox } from '../auth';
import type { DbOrTx } from '../db/client';
import type { Rng } from '../platform/rng';
import { staffUsers } from './tables';

const PERIOD_S = 30;
const ISSUER = 'Rocket Casino staff';

/** A seed to enrol: the base32 text an app can take by hand, its otpauth URL and that URL as a QR code. */
export interface Enrolment {
  secret: string;
  otpauth_url: string;
  qr_svg: string;
}

interface StaffTotp {
  /** A fresh random seed, base32. */
  newSecret(): string;
  /** Whether `secret` is base32 text of at least 128 bits (the staff:create command's STAFF_TOTP_SECRET). */
  isUsableSecret(secret: string): boolean;
  seal(secret: string): string;
  enrolment(sealed: string, label: string): Promise<Enrolment>;
  /**
   * Spends a code of the staff member's sealed seed at `now`: valid within one step of drift and
   * newer than the last code used, claimed by a conditional update so two racing requests cannot
   * both use it. Answers the step spent, or null.
   */
  spend(tx: DbOrTx, row: { id: number; totpLastStep: number }, sealed: string, code: string, now: Date): Promise<number | null>;
}

export function createStaffTotp(deps: { rng: Rng; secretKey: string }): StaffTotp {
  const box = createSecretBox({ rootSecret: deps.secretKey, purpose: 'staff-totp-secret' });
  const totp = (secret: string, label = '') =>
    new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD_S, secret: Secret.fromBase32(secret) });
  return {
    newSecret: () => new Secret({ buffer: new Uint8Array(deps.rng.bytes(20)).buffer }).base32,
    isUsableSecret(secret) {
      return /^[A-Z2-7]{26,}=*$/.test(secret);
    },
    seal: (secret) => box.seal(secret),
    async enrolment(sealed, label) {
      const secret = box.open(sealed);
      const url = totp(secret, label).toString();
      return { secret, otpauth_url: url, qr_svg: await QRCode.toString(url, { type: 'svg', margin: 1 }) };
    },
    async spend(tx, row, sealed, code, now) {
      const delta = totp(box.open(sealed)).validate({ token: code, timestamp: now.getTime(), window: 1 });
      if (delta === null) return null;
      const step = Math.floor(now.getTime() / 1000 / PERIOD_S) + delta;
      if (step <= row.totpLastStep) return null;
      const claimed = await tx
        .update(staffUsers)
        .set({ totpLastStep: step })
        .where(and(eq(staffUsers.id, row.id), eq(staffUsers.totpLastStep, row.totpLastStep)))
        .returning({ id: staffUsers.id });
      return claimed.length === 1 ? step : null;
    },
  };
}

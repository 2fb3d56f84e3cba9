import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { ruleMessage } from '@casino/contracts';
import { weakPasswordMessage } from './password-strength';

/**
 * OWASP's argon2id baseline: 19 MiB of memory, 2 iterations, 1 lane. The whole password is
 * hashed (argon2 has no 72-byte cut like bcrypt), so 64 characters work untruncated.
 */
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2);

/** A hash that no password matches, verified against when the account is unknown, so an
 * unknown address costs the same time as a wrong password and cannot be told apart. */
let decoy: Promise<string> | undefined;

/** True when the password matches the stored hash; a missing hash still spends the time. */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    decoy ??= hashPassword('decoy-password-that-is-never-stored');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

/** The 49,000 most common breached passwords, as shipped by zxcvbn-ts (a maintained list). */
const COMMON = new Set(dictionary['passwords-common'].map((p) => String(p).toLowerCase()));

function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

/**
 * Null when a new password may be used, otherwise the rule message saying why not: one of the
 * most common passwords, or too easy to guess by zxcvbn's estimate (with the player's email
 * address as a word it should not be built on).
 */
export function newPasswordProblem(password: string, email?: string): string | null {
  if (isCommonPassword(password)) return ruleMessage('password_common', 'password');
  return weakPasswordMessage(password, email);
}

import { VALIDATION_RULES } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { ValidationError } from '../http/errors';
// auth owns the credential columns of the players row (docs/architecture.md §2).
import { players } from '../players/tables';
import { normalizeEmail } from './context';
import { createLockOut, lockedError, lockTimeLeft, type LockOutDeps } from './lockout';
import { verifyPassword } from './passwords';

type PlayerRow = typeof players.$inferSelect;

type ReauthDeps = LockOutDeps;

/**
 * Checks a password a signed-in player enters again (password, email and two-factor changes,
 * account closure). A wrong one is a password guess like a failed sign-in: it is written to the
 * login history and counts towards the same lock-out (lockout.ts), so a stolen session cannot
 * guess the password at leisure; a lock reached here ends every session of the player.
 * Answers the player row when the password is right.
 */
export type CheckPassword = (playerId: number, password: string, options?: { field?: string; ip?: string }) => Promise<PlayerRow>;

export function createPasswordCheck(deps: ReauthDeps): CheckPassword {
  const { db, clock } = deps;
  const lockOut = createLockOut(deps);
  return async (playerId, password, { field = 'password', ip } = {}) => {
    const [row] = await db.select().from(players).where(eq(players.id, playerId)).limit(1);
    if (!row) throw new ValidationError({ base: ['account not found'] });
    const left = lockTimeLeft(row.lockedUntil, clock.now());
    if (left !== null) throw lockedError(left);
    if (await verifyPassword(row.passwordHash, password)) return row;
    const attempt = { email: normalizeEmail(row.email), playerId, ip: ip ?? null, reason: 'reauth' };
    await lockOut.fail('reauth', attempt, row);
    throw new ValidationError({ [field]: [VALIDATION_RULES.incorrect] });
  };
}

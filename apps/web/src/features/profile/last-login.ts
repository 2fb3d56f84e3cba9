/** A login history entry as GET /api/player/login_history answers it, newest first. */
interface LoginEntry {
  at: string;
  ip: string | null;
  success: boolean;
}

/** Within this much of the current session's start, a successful login is the one that opened it. */
const SAME_LOGIN_MS = 2_000;

/**
 * The sign-in before the one that opened this session (PROF-11): what the player compares with
 * their memory to spot someone else. It is the newest successful login that happened before the
 * current session began; a sign-in elsewhere after it (another device, an intruder) is newer and
 * so shown too. Without the current session's start, the second successful entry.
 */
export function previousSignIn<T extends LoginEntry>(logins: readonly T[], currentSessionStart?: string): T | undefined {
  const successes = logins.filter((login) => login.success);
  if (!currentSessionStart) return successes[1];
  const start = Date.parse(currentSessionStart);
  return successes.find((login) => Math.abs(Date.parse(login.at) - start) > SAME_LOGIN_MS);
}

import type { Limit, PaymentHistoryItem, RoundSummary } from '@casino/contracts';

/**
 * The limit rules the web applies (requirements §core-4 Limits; LIM-02..LIM-05): a money limit is reached
 * when the remaining amount for the current currency is 0 or less, a cooling-off (and a
 * self-exclusion) counts as reached while it runs, and the deposit limit is tracked apart from
 * the ones that stop play.
 */
export function isReached(limit: Limit, currency: string | undefined): boolean {
  if (limit.type === 'cooling_off' || limit.type === 'self_exclusion') return true;
  if (limit.type === 'session') return limit.reached;
  const account = limit.accounts.find((a) => a.currency === currency);
  return account !== undefined && account.remaining_amount_cents <= 0;
}

/**
 * The reached limits that stop play in the currency: every type but deposit (LIM-04). Without a
 * currency (no active wallet yet) a cooling-off, self-exclusion or reached session limit still counts.
 */
export const reachedPlayLimits = (limits: readonly Limit[], currency: string | undefined): Limit[] =>
  limits.filter((limit) => limit.type !== 'deposit' && isReached(limit, currency));

/** True when a deposit limit of the currency has nothing left (LIM-04: tracked separately). */
export const depositLimitReached = (limits: readonly Limit[], currency: string): boolean =>
  limits.some((limit) => limit.type === 'deposit' && isReached(limit, currency));

/** The running self-exclusion, else the running cooling-off, else null: it restricts the session. */
export function activeBlock(limits: readonly Limit[]): Limit | null {
  return limits.find((l) => l.type === 'self_exclusion') ?? limits.find((l) => l.type === 'cooling_off') ?? null;
}

/** Before the first deposit, a player without a deposit limit is invited to set one. */
export function invitesDepositLimit(limits: readonly Limit[], history: readonly PaymentHistoryItem[]): boolean {
  const deposited = history.some((p) => p.action === 'deposit' && p.state === 'succeeded');
  return !deposited && !limits.some((l) => l.type === 'deposit');
}

/** A duration as hh:mm:ss (hours grow past 99 rather than wrap); negative counts as zero. */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(Math.floor(total / 3600))}:${two(Math.floor((total % 3600) / 60))}:${two(total % 60)}`;
}

/**
 * Reality check timing: a check falls due at every whole interval of the session; the player's
 * "continue" acknowledges the intervals passed so far, and the next one is due at the next
 * whole interval.
 */
export const intervalsElapsed = (start: number, now: number, intervalMs: number): number =>
  intervalMs > 0 && now > start ? Math.floor((now - start) / intervalMs) : 0;

export const realityCheckDue = (start: number, now: number, intervalMs: number, acknowledged: number): boolean =>
  intervalsElapsed(start, now, intervalMs) > acknowledged;

/** Milliseconds until the next check falls due: 0 when one is due now. */
export function msUntilRealityCheck(start: number, now: number, intervalMs: number, acknowledged: number): number {
  if (realityCheckDue(start, now, intervalMs, acknowledged)) return 0;
  return start + (acknowledged + 1) * intervalMs - now;
}

/** The net result of the real-money rounds played since `since`, per currency (wins minus stakes). */
export function sessionNet(rounds: readonly RoundSummary[], since: number): Record<string, number> {
  const net: Record<string, number> = {};
  for (const round of rounds) {
    if (round.mode !== 'real' || Date.parse(round.created_at) < since) continue;
    net[round.currency] = (net[round.currency] ?? 0) + round.win_cents - round.stake_cents;
  }
  return net;
}

import type { Limit } from '@casino/contracts';
import { activeBlock } from './rules';
import { useReachedLimitToasts } from './use-limit-toasts';
import { usePlayerLimits } from './use-limits';

/**
 * What the shell needs of the limits: the running cooling-off or self-exclusion that restricts
 * this session (null when none), with the reached-limit toasts kept up to date (LIM-05, LIM-09).
 */
export function useLimitsInShell(): Limit | null {
  const { player, limits } = usePlayerLimits();
  const block = limits ? activeBlock(limits) : null;
  useReachedLimitToasts(limits, player?.currency ?? null, block !== null);
  return player ? block : null;
}

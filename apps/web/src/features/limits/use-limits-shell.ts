import type { Limit } from '@casino/contracts';
import { activeBlock } from './rules';
import { usePlayerLimits } from './use-limits';

/**
 * What the shell's first render needs of the limits: the running cooling-off or self-exclusion
 * that restricts this session (LIM-10), null when none. The reached-limit toasts (LIM-05) come
 * with the shell's deferred effects (usePlayerLimitToasts).
 */
export function useLimitsInShell(): Limit | null {
  const { limits } = usePlayerLimits();
  return limits ? activeBlock(limits) : null;
}

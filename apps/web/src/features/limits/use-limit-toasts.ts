import type { Limit } from '@casino/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useToasts } from '../../common/notices/toasts';
import { activeBlock, depositLimitReached, reachedPlayLimits } from './rules';
import { usePlayerLimits } from './use-limits';

const PLAY_TOAST = 'limit-reached';
const DEPOSIT_TOAST = 'deposit-limit-reached';

/**
 * LIM-05: a persistent warning toast while a limit is reached, one for the limits that stop
 * play and one for the deposit limit (LIM-04); each goes away once nothing of its kind is
 * reached, and comes back only when what is reached changes.
 */
function useReachedLimitToasts(limits: readonly Limit[] | null, currency: string | null, restricted: boolean): void {
  const { t } = useTranslation();
  const { show, dismiss } = useToasts();
  const play = limits && currency && !restricted ? reachedPlayLimits(limits, currency) : [];
  const playKey = play.map((l) => `${l.type}:${l.period ?? ''}`).join(',');
  const depositReached = limits !== null && currency !== null && !restricted && depositLimitReached(limits, currency);

  useEffect(() => {
    if (!playKey) {
      dismiss(PLAY_TOAST);
      return;
    }
    const names = playKey
      .split(',')
      .map((key) => t(`limits.type.${key.split(':')[0] ?? ''}`))
      .join(', ');
    show({ id: PLAY_TOAST, kind: 'warning', persistent: true, text: t('limits.toast.reached', { limits: names }) });
  }, [playKey, show, dismiss, t]);

  useEffect(() => {
    if (depositReached) show({ id: DEPOSIT_TOAST, kind: 'warning', persistent: true, text: t('limits.toast.deposit_reached') });
    else dismiss(DEPOSIT_TOAST);
  }, [depositReached, show, dismiss, t]);
}

/**
 * The signed-in player's reached limits as toasts (LIM-05, LIM-09), none while a cooling-off or
 * self-exclusion restricts the session; run with the shell's deferred effects, after hydration,
 * so the lobby's first chunk does not carry the rules of reaching a limit (decision 047).
 */
export function usePlayerLimitToasts(): void {
  const { player, limits } = usePlayerLimits();
  useReachedLimitToasts(limits, player?.currency ?? null, limits !== null && activeBlock(limits) !== null);
}

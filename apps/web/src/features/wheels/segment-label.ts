import type { WheelSegmentView } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format';

/**
 * A segment's label in the player's language, from what it pays (the operator's label is the
 * console's name for it): free spins, money or bonus in the wheel's currency, coins, or nothing.
 */
export function useSegmentLabel(currency: string) {
  const { t } = useTranslation();
  const format = useFormat();
  return (segment: WheelSegmentView): string => {
    switch (segment.kind) {
      case 'freespins':
        return t('wheels.segment.freespins', { count: segment.freespins_count });
      case 'money':
        return t('wheels.segment.money', { amount: format.money(segment.amount_cents, currency) });
      case 'bonus':
        return t('wheels.segment.bonus', { amount: format.money(segment.amount_cents, currency) });
      case 'points':
        return t('wheels.segment.points', { count: segment.points });
      case 'nothing':
        return t('wheels.segment.nothing');
    }
  };
}

import type { TournamentPrize } from '@casino/contracts';
import type { TFunction } from 'i18next';

/**
 * What a place or level wins, as the prize table shows it: the money, the bonus amount of a gift
 * (or the gift itself), or the comp points, pluralised in the reader's language.
 */
export function prizeLabel(
  prize: TournamentPrize,
  currency: string,
  t: TFunction,
  money: (cents: number, currency: string) => string,
) {
  if (prize.kind === 'money') return money(prize.amount_cents, currency);
  if (prize.kind === 'comp_points') return t('competitions.prizes.comp_points', { count: prize.points });
  return prize.amount_cents
    ? t('competitions.prizes.bonus', { amount: money(prize.amount_cents, currency) })
    : t('competitions.prizes.gift');
}

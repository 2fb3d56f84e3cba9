import type { TournamentPrize } from '@casino/contracts';
import type { TFunction } from 'i18next';

/** A tournament prize as text in `currency`: the money, the bonus amount, or a gift. */
export function tournamentPrizeText(
  prize: TournamentPrize,
  currency: string,
  t: TFunction,
  money: (cents: number, currency: string) => string,
): string {
  if (prize.kind === 'money') return money(prize.amount_cents, currency);
  return prize.amount_cents
    ? t('competitions.prizes.bonus', { amount: money(prize.amount_cents, currency) })
    : t('competitions.prizes.gift');
}

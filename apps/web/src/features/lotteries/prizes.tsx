import type { Lottery } from '@casino/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format';

type Prize = Lottery['prizes'][number];

/** A prize as text in the lottery's currency: the money, the bonus amount, or a gift. */
export function prizeText(
  prize: Prize,
  currency: string,
  t: TFunction,
  money: (cents: number, currency: string) => string,
): string {
  if (prize.kind === 'money') return money(prize.amount_cents, currency);
  return prize.amount_cents
    ? t('competitions.prizes.bonus', { amount: money(prize.amount_cents, currency) })
    : t('competitions.prizes.gift');
}

function usePrizeText(currency: string) {
  const { t } = useTranslation();
  const format = useFormat();
  return (prize: Prize) => prizeText(prize, currency, t, format.money);
}

/** The prizes by place. */
export function LotteryPrizes({ lottery }: { lottery: Lottery }) {
  const { t } = useTranslation();
  const prizeText = usePrizeText(lottery.currency);
  return (
    <section className="lottery__section" aria-labelledby="lottery-prizes-title">
      <h2 id="lottery-prizes-title">{t('competitions.prizes.title')}</h2>
      <table className="lottery__table">
        <thead>
          <tr>
            <th scope="col">{t('competitions.prizes.place')}</th>
            <th scope="col">{t('competitions.prizes.prize')}</th>
          </tr>
        </thead>
        <tbody>
          {lottery.prizes.map((prize) => (
            <tr key={prize.place}>
              <td>{prize.place}</td>
              <td>{prizeText(prize)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The drawn places: ticket, masked name, prize. */
export function LotteryWinners({ lottery }: { lottery: Lottery }) {
  const { t } = useTranslation();
  const prizeText = usePrizeText(lottery.currency);
  return (
    <section className="lottery__section" aria-labelledby="lottery-winners-title">
      <h2 id="lottery-winners-title">{t('lotteries.winners')}</h2>
      {lottery.winners.length === 0 ? (
        <p>{t('lotteries.no_winners')}</p>
      ) : (
        <table className="lottery__table" data-testid="lottery-winners">
          <thead>
            <tr>
              <th scope="col">{t('competitions.prizes.place')}</th>
              <th scope="col">{t('lotteries.ticket')}</th>
              <th scope="col">{t('lotteries.player')}</th>
              <th scope="col">{t('competitions.prizes.prize')}</th>
            </tr>
          </thead>
          <tbody>
            {lottery.winners.map((w) => (
              <tr key={w.place}>
                <td>{w.place}</td>
                <td>#{w.ticket}</td>
                <td>{w.nickname}</td>
                <td>{prizeText(w.prize)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

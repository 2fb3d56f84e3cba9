import type { Lottery, LotteryStatus } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../i18n/locale';
import { LotteryCountdown } from './countdown';
import { LotteryPrizes, LotteryWinners } from './prizes';
import './lotteries.css';

/** The caller's ticket numbers, or a note for a guest. */
function Tickets({ status }: { status: LotteryStatus | null }) {
  const { t } = useTranslation();
  return (
    <section className="lottery__section" aria-labelledby="lottery-tickets-title" data-testid="lottery-tickets">
      <h2 id="lottery-tickets-title">{t('lotteries.your_tickets')}</h2>
      {status === null ? (
        <p>{t('lotteries.sign_in')}</p>
      ) : status.tickets.length === 0 ? (
        <p>{t('lotteries.no_tickets')}</p>
      ) : (
        <>
          <p>{t('lotteries.tickets', { count: status.tickets.length })}</p>
          <ul className="lottery__tickets">
            {status.tickets.map((n) => (
              <li key={n}>#{n}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** The commitment before the draw; the seed, the winners and how to check them after. */
function Fairness({ lottery }: { lottery: Lottery }) {
  const { t } = useTranslation();
  return (
    <section className="lottery__section" aria-labelledby="lottery-fair-title">
      <h2 id="lottery-fair-title">{t('lotteries.fairness')}</h2>
      <dl className="lottery__fair">
        <dt>{t('lotteries.seed_hash')}</dt>
        <dd>
          <code data-testid="lottery-seed-hash">{lottery.server_seed_hash}</code>
        </dd>
        {lottery.server_seed && (
          <>
            <dt>{t('lotteries.seed')}</dt>
            <dd>
              <code data-testid="lottery-seed">{lottery.server_seed}</code>
            </dd>
          </>
        )}
      </dl>
      {lottery.server_seed ? (
        <>
          <h3>{t('lotteries.verify_title')}</h3>
          <ol>
            <li>{t('lotteries.verify_1')}</li>
            <li>{t('lotteries.verify_2')}</li>
            <li>{t('lotteries.verify_3')}</li>
          </ol>
        </>
      ) : (
        <p>{t('lotteries.pending')}</p>
      )}
    </section>
  );
}

/** /lottery/{slug} (LOTT-01): countdown, prizes, the caller's tickets and the fairness of the draw. */
export function LotteryPage({ lottery, status }: { lottery: Lottery; status: LotteryStatus | null }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <article className="lottery" aria-labelledby="lottery-title">
      <Link className="lottery__back" to={to('/tournaments/lotteries')}>
        {t('lotteries.back')}
      </Link>
      <h1 id="lottery-title">{lottery.title}</h1>
      <p className="lottery__status">
        {lottery.status === 'archive' ? (
          <span>{t('competitions.status.archive')}</span>
        ) : (
          <>
            <span>{t(lottery.status === 'future' ? 'lotteries.starts_in' : 'lotteries.draw_in')}</span>{' '}
            <LotteryCountdown to={lottery.status === 'future' ? lottery.start_at : lottery.end_at} />
          </>
        )}
      </p>
      <p>{t('lotteries.in_draw', { count: lottery.tickets_count })}</p>
      <div className="lottery__columns">
        <div>
          <Tickets status={status} />
          {lottery.drawn_at && <LotteryWinners lottery={lottery} />}
          <Fairness lottery={lottery} />
        </div>
        <LotteryPrizes lottery={lottery} />
      </div>
    </article>
  );
}

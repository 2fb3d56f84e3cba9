import type { CrashHistoryEntry, CrashStateResponse } from '@casino/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reachesCommitment, verifyCrashRound } from '../verify';
import { curvePath, times, type CrashMoment, type CrashPhase } from './crash-round';

/** The sky: the round number, the curve, the status line and the countdown to the next round. */
export function CrashSky({ moment, status, now }: { moment: CrashMoment; status: string; now: number }) {
  const { t } = useTranslation();
  const { round, phase, elapsed, nextAt } = moment;
  return (
    <div
      className={`crash__sky${phase === 'flying' ? ' crash__sky--flying' : ''}${phase === 'crashed' ? ' crash__sky--crashed' : ''}`}
    >
      <p className="crash__round">{round ? t('play.crash.round', { round: round.id }) : t('play.frame.loading')}</p>
      <svg className="crash__curve" viewBox="0 0 100 60" preserveAspectRatio="none" aria-hidden="true">
        {elapsed > 0 && <path d={curvePath(elapsed)} />}
      </svg>
      <p className="crash__multiplier" data-testid="crash-status" aria-live={phase === 'flying' ? 'off' : 'polite'}>
        {status}
      </p>
      {phase === 'crashed' && nextAt !== null && (
        <p className="crash__next">{t('play.crash.next', { seconds: Math.max(0, Math.ceil((nextAt - now) / 1000)) })}</p>
      )}
    </div>
  );
}

/** Everyone's bets in this round, the player's own marked. */
export function CrashBets({ snapshot, phase }: { snapshot: CrashStateResponse | null; phase: CrashPhase }) {
  const { t } = useTranslation();
  return (
    <section className="crash__panel" aria-labelledby="crash-bets-title">
      <h2 id="crash-bets-title" className="crash__title">
        {t('play.crash.bets')}
      </h2>
      {snapshot && snapshot.bets.length === 0 ? (
        <p className="game__hint">{t('play.crash.no_bets')}</p>
      ) : (
        <table className="crash__bets" data-testid="crash-bets">
          <thead>
            <tr>
              <th scope="col">{t('play.crash.player')}</th>
              <th scope="col">{t('play.crash.amount')}</th>
              <th scope="col">{t('play.crash.outcome')}</th>
            </tr>
          </thead>
          <tbody>
            {(snapshot?.bets ?? []).map((bet, i) => (
              <tr key={i} className={bet.mine ? 'crash__bet--mine' : undefined}>
                <td>{bet.mine ? t('play.crash.you') : bet.player}</td>
                <td>{`${(bet.amount_cents / 100).toFixed(2)} ${bet.currency}`}</td>
                <td>
                  {bet.cashed_out_at !== null
                    ? times(bet.cashed_out_at)
                    : phase === 'crashed'
                      ? t('play.crash.lost_short')
                      : t('play.crash.in_flight')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/**
 * The last crash points, the last round's seed with its check against the chain, and the
 * chain's published commitment (docs/provably-fair.md).
 */
export function CrashHistory({ snapshot }: { snapshot: CrashStateResponse | null }) {
  const { t } = useTranslation();
  const [verdict, setVerdict] = useState<{ round: number; ok: boolean } | null>(null);
  const history = snapshot?.history ?? [];
  const verify = (entry: CrashHistoryEntry) => {
    const previous = history.find((h) => h.id === entry.id - 1);
    const chain = snapshot?.chain;
    // The first round of a chain is checked against the published commitment itself.
    const linked = chain && entry.id === chain.first_round ? reachesCommitment(entry.server_seed, 1, chain.commitment) : true;
    setVerdict({ round: entry.id, ok: linked && verifyCrashRound(entry, previous) });
  };
  const lastCrashed = history[0];
  return (
    <section className="crash__panel" aria-labelledby="crash-history-title">
      <h2 id="crash-history-title" className="crash__title">
        {t('play.crash.history')}
      </h2>
      <ul className="crash__history">
        {history.slice(0, 10).map((entry) => (
          <li key={entry.id} className={entry.crash_point >= 200 ? 'crash__point--high' : undefined}>
            {times(entry.crash_point)}
          </li>
        ))}
      </ul>
      {lastCrashed && (
        <div className="crash__seed">
          <p>
            {t('play.crash.seed', { round: lastCrashed.id })} <code data-testid="crash-seed">{lastCrashed.server_seed}</code>
          </p>
          <button type="button" className="button button--ghost" onClick={() => verify(lastCrashed)}>
            {t('play.crash.verify')}
          </button>
          {verdict && (
            <p role="status" className={`fairness__verdict fairness__verdict--${verdict.ok ? 'ok' : 'bad'}`}>
              {verdict.ok
                ? t('play.crash.verified', { round: verdict.round })
                : t('play.crash.not_verified', { round: verdict.round })}
            </p>
          )}
        </div>
      )}
      {snapshot && (
        <p className="crash__chain">
          {t('play.crash.chain')} <code>{snapshot.chain.commitment}</code>
        </p>
      )}
    </section>
  );
}

import type { CrashHistoryEntry, CrashStateResponse } from '@casino/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reachesCommitment, verifyCrashRound } from '../verify';
import { curveOf, times, type CrashMoment, type CrashPhase } from './crash-round';
import { useGame } from './use-game';

/** The sky: the round number, the curve, the status line and the countdown to the next round. */
export function CrashSky({ moment, status, now }: { moment: CrashMoment; status: string; now: number }) {
  const { t } = useTranslation();
  const { round, phase, elapsed, nextAt } = moment;
  return (
    <div
      className={`crash__sky${phase === 'flying' ? ' crash__sky--flying' : ''}${phase === 'crashed' ? ' crash__sky--crashed' : ''}`}
    >
      <p className="crash__round">{round ? t('play.crash.round', { round: round.id }) : t('play.frame.loading')}</p>
      <CrashFlight phase={phase} elapsed={elapsed} />
      <p className="crash__multiplier" data-testid="crash-status" aria-live={phase === 'flying' ? 'off' : 'polite'}>
        {status}
      </p>
      {phase === 'crashed' && nextAt !== null && (
        <p className="crash__next">{t('play.crash.next', { seconds: Math.max(0, Math.ceil((nextAt - now) / 1000)) })}</p>
      )}
    </div>
  );
}

/**
 * The flight drawn: a grid, the curve with the area under it and the rocket at its tip, which
 * bursts where the round crashed. Decorative: the multiplier is the text beside it. The game is
 * told (revealed) when a round has crashed.
 */
function CrashFlight({ phase, elapsed }: { phase: CrashPhase; elapsed: number }) {
  const { revealed } = useGame();
  useEffect(() => {
    if (phase === 'crashed') revealed();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per crash, not per context value
  }, [phase]);
  const curve = elapsed > 0 ? curveOf(elapsed) : null;
  return (
    <div className="crash__flight" aria-hidden="true">
      <svg className="crash__curve" viewBox="0 0 100 60" preserveAspectRatio="none" focusable="false">
        <g className="crash__grid">
          {[12, 24, 36, 48].map((y) => (
            <line key={y} x1="0" x2="100" y1={y} y2={y} />
          ))}
          {[25, 50, 75].map((x) => (
            <line key={x} x1={x} x2={x} y1="0" y2="58" />
          ))}
          <line className="crash__axis" x1="0" x2="100" y1="58" y2="58" />
        </g>
        {curve && <path className="crash__area" d={curve.area} />}
        {curve && <path className="crash__line" d={curve.path} />}
      </svg>
      {curve && (
        <span
          className={`crash__rocket${phase === 'crashed' ? ' crash__rocket--burst' : ''}`}
          style={{
            left: `${curve.tip[0]}%`,
            top: `${(curve.tip[1] / 60) * 100}%`,
            ['--heading' as string]: `${curve.heading}deg`,
          }}
        >
          {phase === 'crashed' ? <Burst /> : <Rocket />}
        </span>
      )}
    </div>
  );
}

const Rocket = () => (
  <svg viewBox="-16 -10 32 20" focusable="false">
    <path d="M-12 0-18-5h6Zm0 0-6 5h6Z" fill="#ff9a3c" className="crash__flame" />
    <path d="M-12-6H6c5 0 9 3 10 6-1 3-5 6-10 6h-18Z" fill="#f4f2ff" stroke="#3b1f6e" strokeWidth="1.2" />
    <circle cx="4" cy="0" r="2.6" fill="#6fc8ff" stroke="#3b1f6e" />
    <path d="M-10-6-14-10h6l4 4ZM-10 6l-4 4h6l4-4Z" fill="#ff5b6e" />
  </svg>
);

const Burst = () => (
  <svg viewBox="-16 -16 32 32" focusable="false">
    <path
      d="M0-15 4-6 13-9 8-1 15 4 6 5 7 14 0 8-7 14-6 5-15 4-8-1-13-9-4-6Z"
      fill="#ffb938"
      stroke="#ff5b6e"
      strokeWidth="1.5"
    />
    <circle r="4" fill="#fff3c4" />
  </svg>
);

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

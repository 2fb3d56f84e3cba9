import type { CrashHistoryEntry, CrashStateResponse } from '@casino/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { subscribe, withRealtime } from '../../../realtime/client';
import { reachesCommitment, verifyCrashRound } from '../verify';
import { FrameError } from './round-api';
import { useGame } from './use-game';

/** The published curve: e^(0.00006 t), t in ms, in hundredths (docs/provably-fair.md). */
const CURVE_K = 0.00006;
export const multiplierAt = (ms: number) => Math.floor(100 * Math.exp(CURVE_K * ms) + 1e-9);
const POLL_MS = 1000;

interface BetState {
  round: number;
  crashPoint: number | null;
  cashedOutAt: number | null;
  settledBy: 'cashout' | 'auto' | 'crash' | 'refund' | null;
}

const times = (hundredths: number) => `${(hundredths / 100).toFixed(2)}×`;

/** The curve so far as an SVG path in a 100 x 60 box (time right, multiplier up). */
function curvePath(elapsed: number): string {
  const span = Math.max(8000, elapsed);
  const top = Math.max(200, multiplierAt(span));
  const points = Array.from({ length: 41 }, (_, i) => {
    const t = (elapsed * i) / 40;
    const m = 100 * Math.exp(CURVE_K * t);
    return `${((t / span) * 100).toFixed(2)},${(58 - ((m - 100) / (top - 100)) * 54).toFixed(2)}`;
  });
  return `M${points.join(' L')}`;
}

/**
 * Crash as one shared round (docs/decisions/020-shared-crash-round.md): everyone bets in the same
 * betting phase, watches the same curve and sees the others' bets; the server's clock decides
 * every cash-out. After the crash the round's seed is shown and verified here against the chain.
 */
export function CrashGame() {
  const { t } = useTranslation();
  const game = useGame();
  const { stake, busy, api, sync } = game;
  const [snapshot, setSnapshot] = useState<CrashStateResponse | null>(null);
  const [offset, setOffset] = useState(0);
  const [clientNow, setClientNow] = useState(() => Date.now());
  const [auto, setAuto] = useState('');
  const [verdict, setVerdict] = useState<{ round: number; ok: boolean } | null>(null);
  const loading = useRef(false);

  const refresh = useCallback(async () => {
    if (loading.current) return;
    loading.current = true;
    const sent = Date.now();
    try {
      const next = await api.crashState();
      const received = Date.now();
      // The server's clock is the one that counts: the curve is drawn on it.
      setOffset(new Date(next.server_time).getTime() - (sent + received) / 2);
      setSnapshot(next);
      sync(next.my_bet, next.balance_cents);
    } catch (err) {
      if (!(err instanceof FrameError)) throw err;
    } finally {
      loading.current = false;
    }
  }, [api, sync]);

  useEffect(() => {
    const first = setTimeout(() => void refresh(), 0);
    const poll = setInterval(() => void refresh(), POLL_MS);
    let frame = 0;
    const tick = () => {
      setClientNow(Date.now());
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    // Realtime makes the others' bets and the crash show at once; the poll is the fallback.
    const offRealtime = withRealtime((socket) => {
      const onEvent = () => void refresh();
      const onConnect = () => void subscribe(socket, ['public:crash']);
      socket.on('public:crash', onEvent);
      socket.on('connect', onConnect);
      if (socket.connected) onConnect();
      else socket.connect();
      return () => {
        socket.off('public:crash', onEvent);
        socket.off('connect', onConnect);
      };
    });
    return () => {
      clearTimeout(first);
      clearInterval(poll);
      cancelAnimationFrame(frame);
      offRealtime();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one subscription for the frame's life
  }, []);

  const now = clientNow + offset;
  const round = snapshot?.round ?? null;
  const flightAt = round ? new Date(round.flight_at).getTime() : 0;
  const nextAt = round?.next_at ? new Date(round.next_at).getTime() : null;
  const crashed = round?.crash_point !== null && round?.crash_point !== undefined;
  const phase = !round ? null : crashed ? 'crashed' : now < flightAt ? 'betting' : 'flying';
  const elapsed = phase === 'flying' ? now - flightAt : crashed && round ? new Date(round.crash_at ?? 0).getTime() - flightAt : 0;
  const multiplier = phase === 'flying' ? multiplierAt(elapsed) : null;
  const myBet = snapshot?.my_bet && (snapshot.my_bet.state as BetState).round === round?.id ? snapshot.my_bet : null;
  const myState = myBet ? (myBet.state as BetState) : null;
  const inPlay = myBet !== null && myBet.status === 'open';

  const autoHundredths = Math.round(Number(auto.replace(',', '.')) * 100);
  const autoValid = auto === '' || (Number.isFinite(autoHundredths) && autoHundredths >= 101 && autoHundredths <= 1_000_000);
  const placeBet = async () => {
    if (!round) return;
    const placed = await game.call(() => api.crashBet(round.id, stake, auto === '' ? null : autoHundredths));
    if (placed) void refresh();
  };
  const cashOut = async () => {
    if (!round) return;
    await game.call(() => api.crashCashout(round.id));
    void refresh();
  };

  let status = t('play.crash.place_bet');
  if (phase === 'betting') status = t('play.crash.betting', { seconds: Math.max(0, Math.ceil((flightAt - now) / 1000)) });
  else if (phase === 'flying' && multiplier !== null) status = times(multiplier);
  else if (phase === 'crashed' && round?.crash_point) status = t('play.crash.crashed', { at: times(round.crash_point) });

  let mine = '';
  if (myBet && myState?.cashedOutAt)
    mine = t('play.crash.cashed_out', { at: times(myState.cashedOutAt), amount: game.money(myBet.win_cents) });
  else if (myBet && phase === 'crashed') mine = t('play.crash.lost', { amount: game.money(myBet.stake_cents) });
  else if (myBet) mine = t('play.crash.bet_in', { amount: game.money(myBet.stake_cents) });

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
    <div className="crash">
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
      <p className="game__result" aria-live="polite" data-testid="crash-mine">
        {mine}
      </p>
      {phase === 'betting' && !myBet && (
        <div className="game__field">
          <label htmlFor="crash-auto">{t('play.crash.auto')}</label>
          <input
            id="crash-auto"
            inputMode="decimal"
            value={auto}
            placeholder="2.00"
            aria-invalid={!autoValid}
            aria-describedby="crash-auto-hint"
            onChange={(event) => setAuto(event.target.value)}
          />
          <span id="crash-auto-hint" className="game__hint">
            {autoValid ? t('play.crash.auto_hint') : t('play.crash.auto_invalid')}
          </span>
        </div>
      )}
      <div className="game__actions">
        {inPlay && phase === 'flying' ? (
          <button type="button" className="button button--primary game__main" disabled={busy} onClick={() => void cashOut()}>
            {t('play.crash.cash_out', { amount: game.money(Math.floor((stake * (multiplier ?? 100)) / 100)) })}
          </button>
        ) : (
          <button
            type="button"
            className="button button--primary game__main"
            disabled={busy || !autoValid || phase !== 'betting' || myBet !== null}
            onClick={() => void placeBet()}
          >
            {t('play.crash.bet')}
          </button>
        )}
      </div>
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
    </div>
  );
}

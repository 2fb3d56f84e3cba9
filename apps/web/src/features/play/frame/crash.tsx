import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrashBets, CrashHistory, CrashSky } from './crash-panels';
import { crashMoment, times, useCrashRound, type CrashMoment } from './crash-round';
import { useGame, type GameContext } from './use-game';

/**
 * Crash as one shared round (docs/decisions/020-shared-crash-round.md): everyone bets in the same
 * betting phase, watches the same curve and sees the others' bets; the server's clock decides
 * every cash-out. After the crash the round's seed is shown and verified here against the chain.
 */
export function CrashGame() {
  const game = useGame();
  const { snapshot, now, refresh } = useCrashRound(game);
  const moment = crashMoment(snapshot, now);
  const status = useStatusLine(moment, now);
  const mine = useMyBetLine(moment, game.money);
  // What the last round's error said (a cash-out too late) is over once the next round is on.
  const roundId = moment.round?.id;
  const { clearError } = game;
  useEffect(() => clearError(), [roundId, clearError]);
  return (
    <div className="crash">
      <CrashSky moment={moment} status={status} now={now} />
      <p className="game__result" aria-live="polite" data-testid="crash-mine">
        {mine}
      </p>
      <CrashControls game={game} moment={moment} refresh={refresh} />
      <CrashBets snapshot={snapshot} phase={moment.phase} />
      <CrashHistory snapshot={snapshot} />
    </div>
  );
}

/** The sky's line: the betting countdown, the multiplier in flight, or where it crashed. */
function useStatusLine({ phase, flightAt, multiplier, round }: CrashMoment, now: number): string {
  const { t } = useTranslation();
  if (phase === 'betting') return t('play.crash.betting', { seconds: Math.max(0, Math.ceil((flightAt - now) / 1000)) });
  if (phase === 'flying' && multiplier !== null) return times(multiplier);
  if (phase === 'crashed' && round?.crash_point) return t('play.crash.crashed', { at: times(round.crash_point) });
  return t('play.crash.place_bet');
}

/** What became of the player's own bet in this round. */
function useMyBetLine({ myBet, myState, phase }: CrashMoment, money: (cents: number) => string): string {
  const { t } = useTranslation();
  if (myBet && myState?.cashedOutAt)
    return t('play.crash.cashed_out', { at: times(myState.cashedOutAt), amount: money(myBet.win_cents) });
  if (myBet && phase === 'crashed') return t('play.crash.lost', { amount: money(myBet.stake_cents) });
  if (myBet) return t('play.crash.bet_in', { amount: money(myBet.stake_cents) });
  return '';
}

/** The automatic cash-out field (while betting) and the bet or cash-out button. */
function CrashControls({ game, moment, refresh }: { game: GameContext; moment: CrashMoment; refresh: () => Promise<void> }) {
  const { t } = useTranslation();
  const { stake, busy, api } = game;
  const { round, phase, multiplier, myBet, inPlay } = moment;
  const [auto, setAuto] = useState('');
  const autoHundredths = Math.round(Number(auto.replace(',', '.')) * 100);
  const autoValid = auto === '' || (Number.isFinite(autoHundredths) && autoHundredths >= 101 && autoHundredths <= 1_000_000);
  const placeBet = async () => {
    if (!round) return;
    const placed = await game.call(() => api.crashBet(round.id, stake, auto === '' ? null : autoHundredths));
    if (placed) void refresh();
  };
  const cashOut = async () => {
    if (!round) return;
    // The cash-out's win shows at once: the curve stopping for the player is its animation.
    if (await game.call(() => api.crashCashout(round.id))) game.revealed();
    void refresh();
  };
  return (
    <>
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
    </>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGame } from './use-game';
import { resultLine } from './result-line';

/** Winning rolls out of 10,000 for a target (hundredths) and direction, as the rules define. */
const winningRolls = (direction: 'over' | 'under', target: number) => (direction === 'under' ? target : 9999 - target);

const ROLL_MS = 900;
/** The pips of a die face (1 to 6) on a 3 x 3 grid of places. */
const FACES = [[4], [0, 8], [0, 4, 8], [0, 2, 6, 8], [0, 2, 4, 6, 8], [0, 2, 3, 5, 6, 8]];

/** A die showing a face; it tumbles while `rolling`. */
function Die({ face, rolling }: { face: number; rolling: boolean }) {
  return (
    <svg className={`die${rolling ? ' die--rolling' : ''}`} viewBox="0 0 30 30" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="28" height="28" rx="6" />
      {(FACES[face] ?? []).map((place) => (
        <circle key={place} cx={7 + (place % 3) * 8} cy={7 + Math.floor(place / 3) * 8} r="2.6" />
      ))}
    </svg>
  );
}

/**
 * The roll drawn on the 0–100 scale: the winning range of the chosen target and direction, and a
 * die that tumbles along the scale to the number rolled. Decorative: the roll is announced as text.
 */
interface TrackProps {
  direction: 'over' | 'under';
  target: number;
  roll: number | null;
  rolling: boolean;
  won: boolean;
}
function DiceTrack({ direction, target, roll, rolling, won }: TrackProps) {
  const from = direction === 'under' ? 0 : target;
  const to = direction === 'under' ? target : 100;
  const at = roll === null ? null : roll / 100;
  return (
    <div className="dice__track" aria-hidden="true">
      <div className="dice__scale">
        <span className="dice__zone" style={{ left: `${from}%`, width: `${to - from}%` }} />
        <span className="dice__target" style={{ left: `${target}%` }} />
      </div>
      <div className="dice__ticks">
        {[0, 25, 50, 75, 100].map((tick) => (
          <span key={tick} style={{ left: `${tick}%` }}>
            {tick}
          </span>
        ))}
      </div>
      <div className="dice__lane">
        <div
          className={`dice__marker${at === null ? ' dice__marker--idle' : won && !rolling ? ' dice__marker--win' : ''}`}
          style={{ left: `${at ?? 0}%` }}
        >
          <Die face={(roll ?? 0) % 6} rolling={rolling} />
          {at !== null && !rolling && <span className="dice__bubble">{at.toFixed(2)}</span>}
        </div>
      </div>
    </div>
  );
}

/** Dice: choose a target and over or under, then roll 0.00–99.99. */
export function DiceGame() {
  const { t } = useTranslation();
  const game = useGame();
  const { round, stake, busy, reducedMotion, revealed } = game;
  const [direction, setDirection] = useState<'over' | 'under'>('under');
  const [target, setTarget] = useState(50);
  const hundredths = target * 100;
  const winning = winningRolls(direction, hundredths);
  const payout = Math.floor((stake * 9900) / winning);
  const state = round?.engine === 'dice' ? (round.state as { roll: number }) : null;
  const [rollingFor, setRollingFor] = useState<number | null>(null);
  const rolling = rollingFor !== null;
  useEffect(() => {
    if (rollingFor === null) return;
    const timer = setTimeout(
      () => {
        setRollingFor(null);
        revealed();
      },
      reducedMotion ? 0 : ROLL_MS,
    );
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one landing per roll, not per context value
  }, [rollingFor]);
  const roll = async () => {
    const next = await game.start(stake, { direction, target: hundredths });
    if (next) setRollingFor(next.id);
  };

  return (
    <div className="dice">
      <DiceTrack
        direction={direction}
        target={target}
        roll={state?.roll ?? null}
        rolling={rolling}
        won={(round?.win_cents ?? 0) > 0}
      />
      <p
        className={`dice__roll${state && round && !rolling ? (round.win_cents > 0 ? ' dice__roll--win' : ' dice__roll--lose') : ''}`}
        aria-live="polite"
      >
        {rolling
          ? ''
          : state && round
            ? `${t('play.dice.rolled', { roll: (state.roll / 100).toFixed(2) })} · ${resultLine(
                t,
                game.money,
                round.stake_cents,
                round.win_cents,
              )}`
            : t('play.dice.place_bet')}
      </p>
      <fieldset className="dice__direction">
        <legend>{t('play.dice.direction')}</legend>
        {(['under', 'over'] as const).map((value) => (
          <label key={value} className="dice__choice">
            <input
              type="radio"
              name="dice-direction"
              value={value}
              checked={direction === value}
              onChange={() => setDirection(value)}
            />
            {t(`play.dice.${value}`, { target: target.toFixed(2) })}
          </label>
        ))}
      </fieldset>
      <div className="game__field">
        <label htmlFor="dice-target">{t('play.dice.target', { target: target.toFixed(2) })}</label>
        <input
          id="dice-target"
          type="range"
          min={2}
          max={97}
          step={1}
          value={target}
          onChange={(event) => setTarget(Number(event.target.value))}
        />
      </div>
      <p className="game__hint">{t('play.dice.odds', { chance: (winning / 100).toFixed(2), payout: game.money(payout) })}</p>
      <div className="game__actions">
        <button
          type="button"
          className="button button--primary game__main"
          disabled={busy || rolling}
          onClick={() => void roll()}
        >
          {t('play.dice.roll')}
        </button>
      </div>
    </div>
  );
}

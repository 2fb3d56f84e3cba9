import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGame } from './use-game';
import { resultLine } from './result-line';

/** Winning rolls out of 10,000 for a target (hundredths) and direction, as the rules define. */
const winningRolls = (direction: 'over' | 'under', target: number) => (direction === 'under' ? target : 9999 - target);

/** Dice: choose a target and over or under, then roll 0.00–99.99. */
export function DiceGame() {
  const { t } = useTranslation();
  const game = useGame();
  const { round, stake, busy } = game;
  const [direction, setDirection] = useState<'over' | 'under'>('under');
  const [target, setTarget] = useState(50);
  const hundredths = target * 100;
  const winning = winningRolls(direction, hundredths);
  const payout = Math.floor((stake * 9900) / winning);
  const state = round?.engine === 'dice' ? (round.state as { roll: number }) : null;

  return (
    <div className="dice">
      <p
        className={`dice__roll${state && round ? (round.win_cents > 0 ? ' dice__roll--win' : ' dice__roll--lose') : ''}`}
        aria-live="polite"
      >
        {state && round
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
          disabled={busy}
          onClick={() => void game.start(stake, { direction, target: hundredths })}
        >
          {t('play.dice.roll')}
        </button>
      </div>
    </div>
  );
}

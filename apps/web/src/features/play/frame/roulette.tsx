import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouletteBoard, type Chips } from './roulette-board';
import { colourOf, type Spot } from './roulette-layout';
import { InsideBetPicker } from './roulette-picker';
import { RouletteWheelArt } from './roulette-wheel';
import { useGame } from './use-game';
import { resultLine } from './result-line';

/**
 * European roulette: chips on straight numbers, on the lines between them (splits, corners,
 * streets, six-lines, the zero's trios and first four), dozens, columns and the even-money bets.
 * The line spots are small pointer targets; the inside-bet picker places the same bets from the
 * keyboard (WCAG 2.5.8: an equivalent control of full size).
 */
export function RouletteGame() {
  const { t } = useTranslation();
  const game = useGame();
  const { round, stake, busy, reducedMotion, revealed } = game;
  const [chips, setChips] = useState<Chips>({});
  const [placed, setPlaced] = useState('');
  const [spinning, setSpinning] = useState(false);
  const [spinFor, setSpinFor] = useState<number | null>(null);
  const wheelRow = useRef<HTMLDivElement>(null);
  const pocket = round?.engine === 'roulette' ? (round.state as { pocket: number }).pocket : null;
  const total = Object.values(chips).reduce((sum, chip) => sum + chip.amount, 0);
  const disabled = busy || spinning;

  const place = (spot: Spot) =>
    setChips((current) => ({ ...current, [spot.key]: { spot, amount: (current[spot.key]?.amount ?? 0) + stake } }));
  const insideLabel = (spot: Spot) => t(`play.roulette.bet_${spot.type}`, { numbers: spot.numbers.join('-') });
  const placePicked = (picked: Spot) => {
    place(picked);
    setPlaced(
      t('play.roulette.spot_with_chips', {
        spot: insideLabel(picked),
        amount: game.money((chips[picked.key]?.amount ?? 0) + stake),
      }),
    );
  };
  const spin = async () => {
    const bets = Object.values(chips).map(({ spot, amount }) => ({ type: spot.type, numbers: spot.numbers, amount }));
    setSpinning(true);
    // On a small screen the board pushes the wheel out of sight: bring it back to watch the spin.
    wheelRow.current?.scrollIntoView({ block: 'nearest', behavior: reducedMotion ? 'auto' : 'smooth' });
    const next = await game.start(total, { bets });
    if (next) setSpinFor(next.id);
    else setSpinning(false);
  };
  const landed = () => {
    setSpinning(false);
    revealed();
  };
  const wins = (spot: Spot) => !spinning && pocket !== null && spot.covers(pocket) && chips[spot.key] !== undefined;

  return (
    <div className="roulette">
      <div className="roulette__wheel-row" ref={wheelRow}>
        <RouletteWheelArt pocket={pocket} spinFor={spinFor} reducedMotion={reducedMotion} onLanded={landed} />
        <RouletteWheel spinning={spinning} pocket={pocket} />
      </div>
      <RouletteBoard chips={chips} wins={wins} disabled={disabled} place={place} insideLabel={insideLabel} money={game.money} />
      <InsideBetPicker disabled={disabled} onPlace={placePicked} placed={placed} />
      <p className="game__result" aria-live="polite">
        {!spinning && pocket !== null && round
          ? resultLine(t, game.money, round.stake_cents, round.win_cents)
          : t('play.roulette.total', { amount: game.money(total) })}
      </p>
      <div className="game__actions">
        <button
          type="button"
          className="button button--ghost"
          disabled={disabled || total === 0}
          onClick={() => {
            setChips({});
            setPlaced('');
          }}
        >
          {t('play.roulette.clear')}
        </button>
        <button
          type="button"
          className="button button--primary game__main"
          disabled={disabled || total === 0}
          onClick={() => void spin()}
        >
          {t('play.roulette.spin')}
        </button>
      </div>
    </div>
  );
}

/** The pocket the ball landed in, with its colour, once the wheel has stopped. */
function RouletteWheel({ spinning, pocket }: { spinning: boolean; pocket: number | null }) {
  const { t } = useTranslation();
  const result = spinning ? null : pocket;
  return (
    <div className={`roulette__wheel roulette__wheel--${result === null ? 'idle' : colourOf(result)}`} aria-live="polite">
      <span className="visually-hidden">{spinning ? t('play.roulette.spinning') : ''}</span>
      {result !== null ? (
        <span>{t('play.roulette.result', { number: result, colour: t(`play.roulette.${colourOf(result)}`) })}</span>
      ) : (
        <span aria-hidden="true">–</span>
      )}
    </div>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouletteBoard, type Chips } from './roulette-board';
import { colourOf, type Spot } from './roulette-layout';
import { InsideBetPicker } from './roulette-picker';
import { useGame } from './use-game';
import { resultLine } from './result-line';

const SPIN_MS = 1200;

/**
 * European roulette: chips on straight numbers, on the lines between them (splits, corners,
 * streets, six-lines, the zero's trios and first four), dozens, columns and the even-money bets.
 * The line spots are small pointer targets; the inside-bet picker places the same bets from the
 * keyboard (WCAG 2.5.8: an equivalent control of full size).
 */
export function RouletteGame() {
  const { t } = useTranslation();
  const game = useGame();
  const { round, stake, busy, reducedMotion } = game;
  const [chips, setChips] = useState<Chips>({});
  const [placed, setPlaced] = useState('');
  const { spinning, setSpinning, shown } = useSpinTicker(busy);
  const pocket = round?.engine === 'roulette' ? (round.state as { pocket: number }).pocket : null;
  const total = Object.values(chips).reduce((sum, chip) => sum + chip.amount, 0);
  const disabled = busy || spinning;
  useRevealOnStop(spinning, round?.id, game.revealed);

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
    // With reduced motion the result shows at once, without the number ticker.
    if (!reducedMotion) setSpinning(true);
    const next = await game.start(total, { bets });
    if (!next) setSpinning(false);
  };
  const wins = (spot: Spot) => !spinning && pocket !== null && spot.covers(pocket) && chips[spot.key] !== undefined;

  return (
    <div className="roulette">
      <RouletteWheel spinning={spinning} shown={shown} pocket={pocket} />
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

/**
 * The round's win lands in the balance when the wheel stops on its pocket: when the spin ends, or
 * when the answer comes after it ended (or without a spin, under reduced motion).
 */
function useRevealOnStop(spinning: boolean, roundId: number | undefined, revealed: () => void) {
  useEffect(() => {
    if (!spinning) revealed();
  }, [spinning, roundId, revealed]);
}

/**
 * While the wheel spins, a random number ticks in it; the spin stops by itself SPIN_MS after the
 * answer is in (`waiting` false), so the result never lands before the wheel has turned.
 */
function useSpinTicker(waiting: boolean) {
  const [spinning, setSpinning] = useState(false);
  const [shown, setShown] = useState<number | null>(null);
  useEffect(() => {
    if (!spinning) return;
    const ticker = setInterval(() => setShown(Math.floor(Math.random() * 37)), 60);
    const stop = waiting ? undefined : setTimeout(() => setSpinning(false), SPIN_MS);
    return () => {
      clearInterval(ticker);
      clearTimeout(stop);
    };
  }, [spinning, waiting]);
  return { spinning, setSpinning, shown };
}

/** The wheel: the ticking number while it spins, then the pocket with its colour. */
function RouletteWheel({ spinning, shown, pocket }: { spinning: boolean; shown: number | null; pocket: number | null }) {
  const { t } = useTranslation();
  const result = spinning ? shown : pocket;
  return (
    <div className={`roulette__wheel roulette__wheel--${result === null ? 'idle' : colourOf(result)}`} aria-live="polite">
      <span className="visually-hidden">{spinning ? t('play.roulette.spinning') : ''}</span>
      {!spinning && pocket !== null ? (
        <span>{t('play.roulette.result', { number: pocket, colour: t(`play.roulette.${colourOf(pocket)}`) })}</span>
      ) : (
        <span aria-hidden="true">{result ?? '–'}</span>
      )}
    </div>
  );
}

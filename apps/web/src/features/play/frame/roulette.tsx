import { useEffect, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useGame } from './use-game';

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
type Outside = 'red' | 'black' | 'odd' | 'even' | 'low' | 'high';
const OUTSIDE: Outside[] = ['low', 'even', 'red', 'black', 'odd', 'high'];

/** A bet spot of the layout: its key, the engine's bet and which pockets win it. */
interface Spot {
  key: string;
  type: string;
  numbers: number[];
  covers: (pocket: number) => boolean;
}

const straight = (n: number): Spot => ({ key: `n${n}`, type: 'straight', numbers: [n], covers: (p) => p === n });
const dozen = (d: number): Spot => ({
  key: `d${d}`,
  type: 'dozen',
  numbers: [d],
  covers: (p) => p >= 12 * (d - 1) + 1 && p <= 12 * d,
});
const column = (c: number): Spot => ({ key: `c${c}`, type: 'column', numbers: [c], covers: (p) => p > 0 && (p - c) % 3 === 0 });
const outside = (type: Outside): Spot => ({
  key: type,
  type,
  numbers: [],
  covers: (p) =>
    p !== 0 &&
    (type === 'red'
      ? RED.has(p)
      : type === 'black'
        ? !RED.has(p)
        : type === 'odd'
          ? p % 2 === 1
          : type === 'even'
            ? p % 2 === 0
            : type === 'low'
              ? p <= 18
              : p >= 19),
});

type InsideType = 'split' | 'street' | 'trio' | 'corner' | 'sixline';
const INSIDE_TYPES: InsideType[] = ['split', 'street', 'trio', 'corner', 'sixline'];

/** An inside bet drawn on the layout's lines: x and y count cell boundaries (0..12, 0..3) or centres (+0.5). */
interface LineSpot extends Spot {
  type: InsideType;
  x: number;
  y: number;
}

/** The column (0..11) and row (0 = top: 3, 6, 9 ...) of a number on the table. */
const columnOf = (n: number) => Math.floor((n - 1) / 3);
const rowOf = (n: number) => 2 - ((n - 1) % 3);
const lineSpot = (type: InsideType, numbers: number[], x: number, y: number): LineSpot => ({
  key: `${type}:${numbers.join('-')}`,
  type,
  numbers,
  covers: (p) => numbers.includes(p),
  x,
  y,
});

/**
 * Every inside bet of the table, where a chip goes on the layout: splits on the line between two
 * numbers, corners where four meet, streets and six-lines on the outer edge of the rows, the zero
 * bets on the line beside 0. The server checks the same adjacencies.
 */
export const INSIDE_SPOTS: LineSpot[] = (() => {
  const spots: LineSpot[] = [
    lineSpot('split', [0, 1], 0, 2.5),
    lineSpot('split', [0, 2], 0, 1.5),
    lineSpot('split', [0, 3], 0, 0.5),
    lineSpot('trio', [0, 1, 2], 0, 2),
    lineSpot('trio', [0, 2, 3], 0, 1),
    lineSpot('corner', [0, 1, 2, 3], 0, 3),
  ];
  for (let n = 1; n <= 36; n++) {
    const c = columnOf(n);
    const r = rowOf(n);
    if (n % 3 !== 0) spots.push(lineSpot('split', [n, n + 1], c + 0.5, r));
    if (n <= 33) spots.push(lineSpot('split', [n, n + 3], c + 1, r + 0.5));
    if (n % 3 !== 0 && n <= 32) spots.push(lineSpot('corner', [n, n + 1, n + 3, n + 4], c + 1, r));
    if (n % 3 === 1) spots.push(lineSpot('street', [n, n + 1, n + 2], c + 0.5, 3));
    if (n % 3 === 1 && n <= 31) spots.push(lineSpot('sixline', [n, n + 1, n + 2, n + 3, n + 4, n + 5], c + 1, 3));
  }
  return spots;
})();

const colourOf = (n: number) => (n === 0 ? 'green' : RED.has(n) ? 'red' : 'black');
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
  const [chips, setChips] = useState<Record<string, { spot: Spot; amount: number }>>({});
  const [spinning, setSpinning] = useState(false);
  const [shown, setShown] = useState<number | null>(null);
  const [pickType, setPickType] = useState<InsideType>('split');
  const [pickKey, setPickKey] = useState<string>('');
  const [placed, setPlaced] = useState('');
  const choices = INSIDE_SPOTS.filter((spot) => spot.type === pickType);
  const picked = choices.find((spot) => spot.key === pickKey) ?? choices[0];
  const pocket = round?.engine === 'roulette' ? (round.state as { pocket: number }).pocket : null;
  const total = Object.values(chips).reduce((sum, chip) => sum + chip.amount, 0);

  useEffect(() => {
    if (!spinning) return;
    const ticker = setInterval(() => setShown(Math.floor(Math.random() * 37)), 60);
    const stop = setTimeout(() => setSpinning(false), SPIN_MS);
    return () => {
      clearInterval(ticker);
      clearTimeout(stop);
    };
  }, [spinning]);

  const place = (spot: Spot) =>
    setChips((current) => ({ ...current, [spot.key]: { spot, amount: (current[spot.key]?.amount ?? 0) + stake } }));
  const insideLabel = (spot: Spot) => t(`play.roulette.bet_${spot.type}`, { numbers: spot.numbers.join('-') });
  const placePicked = () => {
    if (!picked) return;
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
  const result = spinning ? shown : pocket;
  const wins = (spot: Spot) => !spinning && pocket !== null && spot.covers(pocket) && chips[spot.key] !== undefined;

  const spotButton = (spot: Spot, label: string, className: string, shown = label) => (
    <button
      type="button"
      key={spot.key}
      className={`roulette__spot ${className}${wins(spot) ? ' roulette__spot--win' : ''}`}
      disabled={busy || spinning}
      onClick={() => place(spot)}
      aria-label={
        chips[spot.key]
          ? t('play.roulette.spot_with_chips', { spot: label, amount: game.money(chips[spot.key]?.amount ?? 0) })
          : t('play.roulette.spot', { spot: label })
      }
    >
      <span aria-hidden="true">{shown}</span>
      {chips[spot.key] && <span className="roulette__chip" aria-hidden="true" />}
    </button>
  );

  /**
   * A chip spot on a line: a pointer shortcut only (the grid's click handler reads it), hidden from
   * assistive technology, so the numbers keep their full target size; keyboard and screen-reader
   * users place the same bets with the picker (WCAG 2.5.8: an equivalent control).
   */
  const lineSpotOf = (spot: LineSpot) => (
    <span
      key={spot.key}
      aria-hidden="true"
      data-spot={spot.key}
      title={insideLabel(spot)}
      className={`roulette__line${chips[spot.key] ? ' roulette__line--chip' : ''}${wins(spot) ? ' roulette__line--win' : ''}`}
      style={{ ['--x' as string]: spot.x, ['--y' as string]: spot.y }}
    />
  );
  const onGridClick = (event: MouseEvent<HTMLDivElement>) => {
    const key = (event.target as HTMLElement).dataset.spot;
    const spot = key ? INSIDE_SPOTS.find((s) => s.key === key) : undefined;
    if (spot && !busy && !spinning) place(spot);
  };

  return (
    <div className="roulette">
      <div className={`roulette__wheel roulette__wheel--${result === null ? 'idle' : colourOf(result)}`} aria-live="polite">
        <span className="visually-hidden">{spinning ? t('play.roulette.spinning') : ''}</span>
        {!spinning && pocket !== null ? (
          <span>{t('play.roulette.result', { number: pocket, colour: t(`play.roulette.${colourOf(pocket)}`) })}</span>
        ) : (
          <span aria-hidden="true">{result ?? '–'}</span>
        )}
      </div>
      <div className="roulette__board" role="group" aria-label={t('play.roulette.board')}>
        {/* The table's own layout: zero, then twelve columns of three (3 6 9 ... on top), the
            column bets (2:1) below them. */}
        <div className="roulette__table">
          {spotButton(straight(0), '0', 'roulette__spot--green roulette__zero')}
          <div className="roulette__grid" onClick={onGridClick}>
            {Array.from({ length: 12 }, (_, c) => [3 * c + 3, 3 * c + 2, 3 * c + 1])
              .flat()
              .map((n) => spotButton(straight(n), String(n), `roulette__spot--${colourOf(n)}`))}
            {INSIDE_SPOTS.map(lineSpotOf)}
          </div>
          <div className="roulette__columns">
            {[1, 2, 3].map((c) =>
              spotButton(column(c), t(`play.roulette.column_${c}`), '', `${t(`play.roulette.column_${c}`)} 2:1`),
            )}
          </div>
        </div>
        <div className="roulette__row">{[1, 2, 3].map((d) => spotButton(dozen(d), t(`play.roulette.dozen_${d}`), ''))}</div>
        <div className="roulette__row roulette__row--six">
          {OUTSIDE.map((type) =>
            spotButton(
              outside(type),
              t(`play.roulette.${type}`),
              type === 'red' || type === 'black' ? `roulette__spot--${type}` : '',
            ),
          )}
        </div>
      </div>
      <fieldset className="roulette__picker">
        <legend>{t('play.roulette.inside')}</legend>
        <label htmlFor="roulette-inside-type">{t('play.roulette.inside_type')}</label>
        <select
          id="roulette-inside-type"
          value={pickType}
          disabled={busy || spinning}
          onChange={(event) => {
            setPickType(event.target.value as InsideType);
            setPickKey('');
          }}
        >
          {INSIDE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`play.roulette.type_${type}`)}
            </option>
          ))}
        </select>
        <label htmlFor="roulette-inside-numbers">{t('play.roulette.inside_numbers')}</label>
        <select
          id="roulette-inside-numbers"
          value={picked?.key ?? ''}
          disabled={busy || spinning}
          onChange={(event) => setPickKey(event.target.value)}
        >
          {choices.map((spot) => (
            <option key={spot.key} value={spot.key}>
              {spot.numbers.join('-')}
            </option>
          ))}
        </select>
        <button type="button" className="button button--ghost" disabled={busy || spinning || !picked} onClick={placePicked}>
          {t('play.roulette.place')}
        </button>
        <p className="visually-hidden" aria-live="polite">
          {placed}
        </p>
      </fieldset>
      <p className="game__result" aria-live="polite">
        {!spinning && pocket !== null && round
          ? round.win_cents > 0
            ? t('play.result.win', { amount: game.money(round.win_cents) })
            : t('play.result.no_win')
          : t('play.roulette.total', { amount: game.money(total) })}
      </p>
      <div className="game__actions">
        <button
          type="button"
          className="button button--ghost"
          disabled={busy || spinning || total === 0}
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
          disabled={busy || spinning || total === 0}
          onClick={() => void spin()}
        >
          {t('play.roulette.spin')}
        </button>
      </div>
    </div>
  );
}

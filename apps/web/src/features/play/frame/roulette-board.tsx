import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRovingFocus } from './roving-focus';
import { INSIDE_SPOTS, OUTSIDE, colourOf, column, dozen, outside, straight, type LineSpot, type Spot } from './roulette-layout';

/** The chips on the table: per spot key, the spot and the amount staked on it. */
export type Chips = Record<string, { spot: Spot; amount: number }>;

interface BoardProps {
  chips: Chips;
  /** Whether a spot won the last spin (its chips stay marked). */
  wins: (spot: Spot) => boolean;
  disabled: boolean;
  place: (spot: Spot) => void;
  insideLabel: (spot: Spot) => string;
  money: (cents: number) => string;
}

/**
 * The table's own layout: zero, then twelve columns of three (3 6 9 ... on top) with the inside
 * bets on their lines, the column bets (2:1) below them, the dozens and the even-money bets.
 */
export function RouletteBoard({ chips, wins, disabled, place, insideLabel, money }: BoardProps) {
  const { t } = useTranslation();
  // The board is one stop in the tab order: the arrow keys move between its bets (WCAG 2.1.1),
  // so Spin is a few Tab presses away rather than fifty.
  const roving = useRovingFocus(straight(0).key, 'button.roulette__spot:not(:disabled)');
  const spotButton = (spot: Spot, label: string, className: string, shown = label) => (
    <button
      type="button"
      key={spot.key}
      {...roving.item(spot.key)}
      className={`roulette__spot ${className}${wins(spot) ? ' roulette__spot--win' : ''}`}
      disabled={disabled}
      onClick={() => place(spot)}
      aria-label={
        chips[spot.key]
          ? t('play.roulette.spot_with_chips', { spot: label, amount: money(chips[spot.key]?.amount ?? 0) })
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
    if (spot && !disabled) place(spot);
  };

  return (
    <div
      className="roulette__board"
      role="group"
      aria-label={t('play.roulette.board')}
      aria-describedby="roulette-board-hint"
      {...roving.container}
    >
      <p id="roulette-board-hint" className="visually-hidden">
        {t('play.roulette.board_hint')}
      </p>
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
  );
}

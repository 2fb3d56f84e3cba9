import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SlotSymbol, SymbolDefs } from './symbols';
import { useGame } from './use-game';
import { resultLine } from './result-line';

interface ScratchState {
  cells: number[];
  prize: number | null;
}
const NONE = new Set<number>();
/** The share of a cell's foil scratched off that opens it, and the scratching tip's radius. */
const OPENS_AT = 0.45;
const TIP = 14;

/** The silver foil over an unscratched cell, drawn on a canvas the pointer scratches through. */
function Foil() {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    const foil = context.createLinearGradient(0, 0, 100, 100);
    foil.addColorStop(0, '#e9ebf2');
    foil.addColorStop(0.5, '#9aa1b5');
    foil.addColorStop(1, '#d7dae4');
    context.fillStyle = foil;
    context.fillRect(0, 0, 100, 100);
    context.strokeStyle = 'rgb(255 255 255 / 35%)';
    for (let x = -100; x < 100; x += 12) {
      context.beginPath();
      context.moveTo(x, 100);
      context.lineTo(x + 100, 0);
      context.stroke();
    }
    context.fillStyle = '#5b6178';
    context.font = 'bold 40px system-ui, sans-serif';
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.fillText('?', 50, 52);
  }, []);
  return <canvas ref={canvas} className="scratch__foil" width={100} height={100} aria-hidden="true" />;
}

/** Scratches the foil of the cell under the pointer; true when enough of it is gone. */
function scratchAt(x: number, y: number): { cell: number; cleared: boolean } | null {
  const cell = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-cell]');
  const canvas = cell?.querySelector('canvas');
  const context = canvas?.getContext('2d', { willReadFrequently: true });
  if (!cell || !canvas || !context) return null;
  const box = canvas.getBoundingClientRect();
  context.globalCompositeOperation = 'destination-out';
  context.beginPath();
  context.arc(((x - box.left) / box.width) * 100, ((y - box.top) / box.height) * 100, TIP, 0, Math.PI * 2);
  context.fill();
  const pixels = context.getImageData(0, 0, 100, 100).data;
  let clear = 0;
  for (let i = 3; i < pixels.length; i += 16) if (pixels[i] === 0) clear += 1;
  return { cell: Number(cell.dataset.cell), cleared: clear / (pixels.length / 16) >= OPENS_AT };
}

/**
 * Pointer scratching over the card: a drag scratches the foil of whichever cells it crosses and
 * opens a cell once enough of it is gone; a click or a key opens a cell at once.
 */
function useScratching(live: boolean, reveal: (cells: number[]) => void) {
  const down = useRef<{ x: number; y: number; dragged: boolean } | null>(null);
  const onPointerDown = (event: PointerEvent) => {
    if (live) down.current = { x: event.clientX, y: event.clientY, dragged: false };
  };
  const onPointerMove = (event: PointerEvent) => {
    const start = down.current;
    if (!start) return;
    if (Math.hypot(event.clientX - start.x, event.clientY - start.y) > 8) start.dragged = true;
    const scratched = scratchAt(event.clientX, event.clientY);
    if (scratched?.cleared) reveal([scratched.cell]);
  };
  const stop = () => {
    if (down.current) setTimeout(() => (down.current = null));
  };
  /** Whether a click ends a drag (the drag has done the scratching). */
  const dragged = () => down.current?.dragged === true;
  return { handlers: { onPointerDown, onPointerMove, onPointerUp: stop, onPointerCancel: stop }, dragged };
}

/** Scratch card: buy a card, scratch its nine cells (or reveal them all); three alike win. */
export function ScratchGame() {
  const { t } = useTranslation();
  const game = useGame();
  const { round, stake, busy, info, revealed: landed } = game;
  const [revealed, setRevealed] = useState<{ round: number; cells: Set<number> }>({ round: 0, cells: NONE });
  const symbols = (info.paytable as { symbol: string; multiplier: number }[]).map((prize) => prize.symbol);
  const state = round?.engine === 'scratch' ? (round.state as ScratchState) : null;
  const open = state !== null && round !== null ? (revealed.round === round.id ? revealed.cells : NONE) : NONE;
  const done = state !== null && open.size === 9;

  const reveal = (cells: number[]) =>
    round &&
    setRevealed((current) => ({
      round: round.id,
      cells: new Set([...(current.round === round.id ? current.cells : NONE), ...cells]),
    }));
  const { handlers, dragged } = useScratching(state !== null && !done, reveal);
  useEffect(() => {
    if (done) landed();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per card, when its last cell opens
  }, [done, round?.id]);

  return (
    <div className="scratch">
      <SymbolDefs />
      <div
        className={`scratch__card${state !== null && !done ? ' scratch__card--live' : ''}`}
        role="group"
        aria-label={t('play.scratch.card')}
        {...handlers}
      >
        {Array.from({ length: 9 }, (_, i) => {
          const symbol = state?.cells[i];
          const shown = state !== null && open.has(i);
          const winning = done && state?.prize !== null && symbol === state?.prize;
          return (
            <button
              key={i}
              type="button"
              className={`scratch__cell${shown ? ' scratch__cell--open' : ''}${winning ? ' scratch__cell--win' : ''}`}
              data-cell={i}
              disabled={!state || shown}
              onClick={() => !dragged() && reveal([i])}
              aria-label={shown ? undefined : t('play.scratch.cell', { number: i + 1 })}
            >
              {shown && symbol !== undefined ? (
                <SlotSymbol name={symbols[symbol] ?? 'cherry'} />
              ) : state && symbol !== undefined ? (
                <>
                  <span className="scratch__under" aria-hidden="true">
                    <SlotSymbol name={symbols[symbol] ?? 'cherry'} />
                  </span>
                  <Foil />
                </>
              ) : (
                <Foil />
              )}
            </button>
          );
        })}
      </div>
      <p className="game__result" aria-live="polite">
        {state && round
          ? done
            ? resultLine(t, game.money, round.stake_cents, round.win_cents)
            : t('play.scratch.scratch_hint')
          : t('play.scratch.buy_hint')}
      </p>
      <div className="game__actions">
        {state && !done && (
          <button type="button" className="button button--ghost" onClick={() => reveal([0, 1, 2, 3, 4, 5, 6, 7, 8])}>
            {t('play.scratch.reveal_all')}
          </button>
        )}
        <button
          type="button"
          className="button button--primary game__main"
          disabled={busy || (state !== null && !done)}
          onClick={() => void game.start(stake)}
        >
          {t('play.scratch.buy', { amount: game.money(stake) })}
        </button>
      </div>
    </div>
  );
}

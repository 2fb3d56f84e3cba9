import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOpen, useGame } from './use-game';
import { SlotSymbol } from './symbols';
import { resultLine } from './result-line';

interface LinesSpin {
  grid: number[][];
  lineWins: { line: number; symbol: number; count: number; win: number }[];
  win: number;
  free: boolean;
}
interface LinesState {
  spins: LinesSpin[];
  freeSpinsLeft: number;
  freeSpinsPlayed: number;
  params: { buy: boolean };
}
interface WaysState {
  grid: number[][];
  ways: number;
  wins: { symbol: number; reels: number; ways: number; win: number }[];
}
interface SlotPaytable {
  symbols: string[];
  lines?: number[][];
  buyCost?: number | null;
}

const SPIN_MS = 700;

/** Cells ("reel:row") on the winning lines or ways of a spin. */
function winningCells(engine: string, state: unknown, lines: number[][]): Set<string> {
  const cells = new Set<string>();
  if (engine === 'slot-ways') {
    const ways = state as WaysState;
    for (const win of ways.wins) {
      for (let reel = 0; reel < win.reels; reel++) {
        ways.grid[reel]?.forEach((symbol, row) => {
          if (symbol === win.symbol || symbol === 8) cells.add(`${reel}:${row}`);
        });
      }
    }
    return cells;
  }
  const spin = (state as LinesState).spins.at(-1);
  for (const win of spin?.lineWins ?? []) {
    const rows = lines[win.line] ?? [];
    for (let reel = 0; reel < win.count; reel++) cells.add(`${reel}:${rows[reel] ?? 0}`);
  }
  return cells;
}

function gridOf(engine: string, state: unknown): number[][] | null {
  if (!state) return null;
  if (engine === 'slot-ways') return (state as WaysState).grid;
  return (state as LinesState).spins.at(-1)?.grid ?? null;
}

/** Lines slots (with free spins and the bonus buy) and the ways slot. */
export function SlotGame() {
  const { t } = useTranslation();
  const game = useGame();
  const { info, round, stake, busy, reducedMotion } = game;
  const paytable = info.paytable as SlotPaytable;
  const symbols = paytable.symbols;
  const [spinning, setSpinning] = useState(false);
  const state = round?.engine === info.id ? round.state : null;
  const grid = gridOf(info.id, state);
  const lines = state && info.id !== 'slot-ways' ? (state as LinesState) : null;
  const freeLeft = lines && isOpen(round) ? lines.freeSpinsLeft : 0;
  const reels = info.id === 'slot-ways' ? 6 : 5;
  const wins = spinning || !state ? new Set<string>() : winningCells(info.id, state, paytable.lines ?? []);
  const lastWin = lines ? (lines.spins.at(-1)?.win ?? 0) : (round?.win_cents ?? 0);
  // A free spin (every spin after the first of a lines round) stakes nothing.
  const lastStake = lines && lines.spins.length > 1 ? 0 : (round?.stake_cents ?? 0);

  useEffect(() => {
    if (!spinning) return;
    const timer = setTimeout(() => setSpinning(false), reducedMotion ? 0 : SPIN_MS);
    return () => clearTimeout(timer);
  }, [spinning, reducedMotion]);

  const spin = async (params?: Record<string, unknown>) => {
    setSpinning(true);
    const next = freeLeft > 0 ? await game.act({ type: 'spin' }) : await game.start(stake, params);
    if (!next) setSpinning(false);
  };

  return (
    <div className="slot">
      <div
        className={`slot__reels${reels === 6 ? ' slot__reels--ways' : ''}${spinning ? ' slot__reels--spinning' : ''}`}
        style={{ gridTemplateColumns: `repeat(${reels}, 1fr)` }}
        role="group"
        aria-label={t('play.slot.reels')}
        aria-busy={spinning}
      >
        {Array.from({ length: reels }, (_, reel) => (
          <div className="slot__reel" key={reel}>
            {(grid?.[reel] ?? [reel % symbols.length, (reel + 3) % symbols.length, (reel + 6) % symbols.length]).map(
              (symbol, row) => (
                <div key={row} className={`slot__cell${wins.has(`${reel}:${row}`) ? ' slot__cell--win' : ''}`}>
                  <SlotSymbol name={symbols[symbol] ?? 'ace'} small={reels === 6} />
                </div>
              ),
            )}
          </div>
        ))}
      </div>
      <p className="game__result" aria-live="polite">
        {spinning ? t('play.slot.spinning') : state ? resultLine(t, game.money, lastStake, lastWin) : ''}
        {!spinning && info.id === 'slot-ways' && state ? ` · ${t('play.slot.ways', { count: (state as WaysState).ways })}` : ''}
      </p>
      {freeLeft > 0 && !spinning && (
        <p className="slot__free" role="status">
          {t('play.slot.free_spins_left', { count: freeLeft })}
        </p>
      )}
      <div className="game__actions">
        <button
          type="button"
          className="button button--primary game__main"
          disabled={busy || spinning}
          onClick={() => void spin()}
        >
          {freeLeft > 0 ? t('play.slot.free_spin') : t('play.slot.spin')}
        </button>
        {paytable.buyCost && freeLeft === 0 && (
          <button
            type="button"
            className="button button--ghost"
            disabled={busy || spinning}
            onClick={() => void spin({ buy: true })}
          >
            {t('play.slot.buy', { amount: game.money(stake * paytable.buyCost) })}
          </button>
        )}
      </div>
    </div>
  );
}

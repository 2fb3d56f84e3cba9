import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayRound } from '@casino/contracts';
import { isOpen, useGame, type GiftSpins } from './use-game';
import { SlotSymbol, SymbolArt, SymbolDefs } from './symbols';
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

/** The least time the reels spin, then the time between two reels stopping, left to right. */
const SPIN_MS = 650;
const STOP_MS = 160;
const LINE_COLOURS = ['#ffd84a', '#ff6fae', '#6fe3ff', '#9dff7a', '#ff9a4a', '#c59bff'];

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

/** A spin under way: when it began, whether the answer is in, and how many reels have stopped. */
interface Spin {
  startedAt: number;
  ready: boolean;
  landed: number;
}

/**
 * The reels' motion: they spin at least SPIN_MS and until the answer is in, then stop one by one
 * on the drawn symbols; when the last has stopped the game is told (revealed). Under reduced
 * motion they stop at once.
 */
function useReelSpin(reels: number, reducedMotion: boolean, revealed: () => void) {
  const [spin, setSpin] = useState<Spin | null>(null);
  useEffect(() => {
    if (!spin?.ready) return;
    const wait = spin.landed === 0 ? Math.max(0, SPIN_MS - (Date.now() - spin.startedAt)) : STOP_MS;
    const timer = setTimeout(() => {
      if (spin.landed + 1 < reels) return setSpin({ ...spin, landed: spin.landed + 1 });
      setSpin(null);
      revealed();
    }, wait);
    return () => clearTimeout(timer);
  }, [spin, reels, revealed]);
  return {
    spin,
    begin: () => setSpin({ startedAt: Date.now(), ready: false, landed: 0 }),
    answered: (ok: boolean) => {
      if (ok && !reducedMotion) return setSpin((current) => current && { ...current, ready: true });
      setSpin(null);
      if (ok) revealed();
    },
  };
}

/** A reel in motion: a strip of symbols running past, drawn over the reel's (hidden) cells. */
function ReelStrip({ reel, symbols }: { reel: number; symbols: string[] }) {
  const strip = Array.from({ length: 6 }, (_, k) => symbols[(reel * 5 + k * 3) % symbols.length] ?? 'ace');
  return (
    <div className="slot__strip" aria-hidden="true" style={{ ['--reel' as string]: reel }}>
      {[...strip, ...strip].map((name, k) => (
        <div key={k} className="slot__strip-cell">
          <SymbolArt name={name} />
        </div>
      ))}
    </div>
  );
}

/** The winning pay lines drawn over the reels, through the centre of each position of the line. */
function WinLines({ state, lines, reels }: { state: LinesState; lines: number[][]; reels: number }) {
  const wins = state.spins.at(-1)?.lineWins ?? [];
  if (wins.length === 0) return null;
  return (
    <svg className="slot__lines" viewBox={`0 0 ${reels * 10} 30`} preserveAspectRatio="none" aria-hidden="true">
      {wins.map((win, i) => {
        const rows = lines[win.line] ?? [];
        const points = rows.map((row, reel) => `${reel * 10 + 5},${row * 10 + 5}`).join(' ');
        return <polyline key={i} points={points} stroke={LINE_COLOURS[win.line % LINE_COLOURS.length]} pathLength={100} />;
      })}
    </svg>
  );
}

/**
 * Where the player's gift free spins stand: "Free spin 3 of 20" for the spin just played (or the
 * next one before the first), and after the last one that its winnings are now bonus money.
 */
function GiftSpinLine({ gift, round }: { gift: GiftSpins | null; round: PlayRound | null }) {
  const { t } = useTranslation();
  const { money } = useGame();
  if (!gift) return null;
  const number = round?.free_spin ?? gift.next;
  return (
    <p className="slot__free slot__gift" role="status">
      {number !== null && number !== undefined && t('play.gift_spins.status', { number, count: gift.total })}
      {number !== null && number !== undefined && ` · ${t('play.gift_spins.stake', { amount: money(gift.betCents) })}`}
      {gift.next === null && (
        <>
          <br />
          {t('play.gift_spins.done')}
        </>
      )}
    </p>
  );
}

/** Lines slots (with free spins and the bonus buy) and the ways slot. */
export function SlotGame() {
  const { t } = useTranslation();
  const game = useGame();
  const { info, round, stake, busy, reducedMotion, revealed } = game;
  const paytable = info.paytable as SlotPaytable;
  const symbols = paytable.symbols;
  const reels = info.id === 'slot-ways' ? 6 : 5;
  const { spin: motion, begin, answered } = useReelSpin(reels, reducedMotion, revealed);
  const spinning = motion !== null;
  const state = round?.engine === info.id ? round.state : null;
  const grid = gridOf(info.id, state);
  const lines = state && info.id !== 'slot-ways' ? (state as LinesState) : null;
  const freeLeft = lines && isOpen(round) ? lines.freeSpinsLeft : 0;
  const wins = spinning || !state ? new Set<string>() : winningCells(info.id, state, paytable.lines ?? []);
  const lastWin = lines ? (lines.spins.at(-1)?.win ?? 0) : (round?.win_cents ?? 0);
  // A free spin (every spin after the first of a lines round, or a gift's free spin) stakes nothing.
  const freeRound = (lines && lines.spins.length > 1) || (round?.free_spin ?? null) !== null;
  const lastStake = freeRound ? 0 : (round?.stake_cents ?? 0);
  const moving = (reel: number) => motion !== null && !(motion.ready && reel < motion.landed);

  // The player's gift free spins (docs/decisions/048-free-spins.md): played once the slot's own are done.
  const gift = game.giftSpins;
  const giftSpinNext = freeLeft === 0 && gift?.next ? gift.next : null;
  const spin = async (params?: Record<string, unknown>) => {
    begin();
    let next: Awaited<ReturnType<typeof game.start>>;
    if (freeLeft > 0) next = await game.act({ type: 'spin' });
    else if (giftSpinNext !== null) next = await game.startGiftSpin();
    else next = await game.start(stake, params);
    answered(next !== null);
  };

  return (
    <div className="slot">
      <SymbolDefs />
      <div
        className={`slot__reels${reels === 6 ? ' slot__reels--ways' : ''}${spinning ? ' slot__reels--spinning' : ''}`}
        style={{ gridTemplateColumns: `repeat(${reels}, 1fr)` }}
        role="group"
        aria-label={t('play.slot.reels')}
        aria-busy={spinning}
      >
        {Array.from({ length: reels }, (_, reel) => (
          <div className={`slot__reel${moving(reel) ? ' slot__reel--moving' : motion ? ' slot__reel--landed' : ''}`} key={reel}>
            {(grid?.[reel] ?? [reel % symbols.length, (reel + 3) % symbols.length, (reel + 6) % symbols.length]).map(
              (symbol, row) => (
                <div key={row} className={`slot__cell${wins.has(`${reel}:${row}`) ? ' slot__cell--win' : ''}`}>
                  <SlotSymbol name={symbols[symbol] ?? 'ace'} small={reels === 6} />
                </div>
              ),
            )}
            {moving(reel) && <ReelStrip reel={reel} symbols={symbols} />}
          </div>
        ))}
        {!spinning && lines && <WinLines state={lines} lines={paytable.lines ?? []} reels={reels} />}
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
      <GiftSpinLine gift={gift} round={round} />
      <div className="game__actions">
        <button
          type="button"
          className="button button--primary game__main"
          disabled={busy || spinning}
          onClick={() => void spin()}
        >
          {freeLeft > 0 || giftSpinNext !== null ? t('play.slot.free_spin') : t('play.slot.spin')}
        </button>
        {paytable.buyCost && freeLeft === 0 && giftSpinNext === null && (
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

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SlotSymbol } from './symbols';
import { useGame } from './use-game';
import { resultLine } from './result-line';

interface ScratchState {
  cells: number[];
  prize: number | null;
}
const NONE = new Set<number>();

/** Scratch card: buy a card, scratch its nine cells (or reveal them all); three alike win. */
export function ScratchGame() {
  const { t } = useTranslation();
  const game = useGame();
  const { round, stake, busy, info } = game;
  const [revealed, setRevealed] = useState<{ round: number; cells: Set<number> }>({ round: 0, cells: NONE });
  const symbols = (info.paytable as { symbol: string; multiplier: number }[]).map((prize) => prize.symbol);
  const state = round?.engine === 'scratch' ? (round.state as ScratchState) : null;
  const open = state !== null && round !== null ? (revealed.round === round.id ? revealed.cells : NONE) : NONE;
  const done = state !== null && open.size === 9;

  const reveal = (cells: number[]) => round && setRevealed({ round: round.id, cells: new Set([...open, ...cells]) });

  return (
    <div className="scratch">
      <div className="scratch__card" role="group" aria-label={t('play.scratch.card')}>
        {Array.from({ length: 9 }, (_, i) => {
          const symbol = state?.cells[i];
          const shown = state !== null && open.has(i);
          const winning = done && state?.prize !== null && symbol === state?.prize;
          return (
            <button
              key={i}
              type="button"
              className={`scratch__cell${shown ? ' scratch__cell--open' : ''}${winning ? ' scratch__cell--win' : ''}`}
              disabled={!state || shown}
              onClick={() => reveal([i])}
              aria-label={shown ? undefined : t('play.scratch.cell', { number: i + 1 })}
            >
              {shown && symbol !== undefined ? (
                <SlotSymbol name={symbols[symbol] ?? 'cherry'} />
              ) : (
                <span aria-hidden="true">?</span>
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

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { baccaratTotal, PlayingCard, useDealtReveal } from './cards';
import { useGame } from './use-game';
import { resultLine } from './result-line';

type Side = 'player' | 'banker' | 'tie';
const SIDES: Side[] = ['player', 'banker', 'tie'];
interface BaccaratState {
  player: number[];
  banker: number[];
  result: Side;
}

/** Punto banco: chips on player, banker and tie, then the coup. */
export function BaccaratGame() {
  const { t } = useTranslation();
  const game = useGame();
  const { round, stake, busy } = game;
  const [bets, setBets] = useState<Partial<Record<Side, number>>>({});
  const state = round?.engine === 'baccarat' ? (round.state as BaccaratState) : null;
  const total = SIDES.reduce((sum, side) => sum + (bets[side] ?? 0), 0);
  // Dealt in turn: player, banker, player, banker, then the third cards.
  const dealOf = (side: 'player' | 'banker', i: number) =>
    i < 2 ? i * 2 + (side === 'banker' ? 1 : 0) : side === 'banker' && state?.player[2] !== undefined ? 5 : 4;
  useDealtReveal(state && round ? String(round.id) : null, state ? state.player.length + state.banker.length - 1 : 0);

  return (
    <div className="cards-game">
      {(['player', 'banker'] as const).map((side) => (
        <section key={side} className="cards-game__side" aria-label={t(`play.baccarat.${side}`)}>
          <h2 className="cards-game__title">
            {t(`play.baccarat.${side}`)}
            {state && <span className="cards-game__total"> · {baccaratTotal(state[side])}</span>}
          </h2>
          <div className="cards-game__cards">
            {(state?.[side] ?? [null, null]).map((card, i) => (
              <PlayingCard key={`${i}-${card}`} code={card} deal={dealOf(side, i)} />
            ))}
          </div>
        </section>
      ))}
      <div className="baccarat__bets" role="group" aria-label={t('play.baccarat.bets')}>
        {SIDES.map((side) => (
          <button
            key={side}
            type="button"
            className={`baccarat__bet${state?.result === side ? ' baccarat__bet--win' : ''}`}
            disabled={busy}
            onClick={() => setBets((current) => ({ ...current, [side]: (current[side] ?? 0) + stake }))}
          >
            <span>{t(`play.baccarat.bet_${side}`)}</span>
            <span className="baccarat__amount">{bets[side] ? game.money(bets[side] ?? 0) : t(`play.baccarat.pays_${side}`)}</span>
          </button>
        ))}
      </div>
      <p className="game__result" aria-live="polite">
        {state && round
          ? `${t(`play.baccarat.result_${state.result}`)} · ${resultLine(t, game.money, round.stake_cents, round.win_cents)}`
          : t('play.roulette.total', { amount: game.money(total) })}
      </p>
      <div className="game__actions">
        <button type="button" className="button button--ghost" disabled={busy || total === 0} onClick={() => setBets({})}>
          {t('play.roulette.clear')}
        </button>
        <button
          type="button"
          className="button button--primary game__main"
          disabled={busy || total === 0}
          onClick={() => void game.start(total, { bets })}
        >
          {t('play.baccarat.deal')}
        </button>
      </div>
    </div>
  );
}

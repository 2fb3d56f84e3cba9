import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlayingCard, useDealtReveal } from './cards';
import { isOpen, useGame } from './use-game';
import { resultLine } from './result-line';

interface PokerState {
  dealt: number[];
  held: boolean[] | null;
  final: number[] | null;
  hand: string | null;
}

/** Jacks or Better: deal, hold any cards, draw. */
export function VideoPokerGame() {
  const { t } = useTranslation();
  const game = useGame();
  const { round, stake, busy, info } = game;
  const [held, setHeld] = useState<boolean[]>([false, false, false, false, false]);
  const state = round?.engine === 'video-poker' ? (round.state as PokerState) : null;
  const open = isOpen(round) && state !== null;
  const cards = state ? (state.final ?? state.dealt) : [null, null, null, null, null];
  const paytable = info.paytable as Record<string, number>;
  useDealtReveal(state && !open && round ? String(round.id) : null, 4);

  const deal = async () => {
    setHeld([false, false, false, false, false]);
    await game.start(stake);
  };
  return (
    <div className="cards-game">
      <table className="poker__paytable">
        <caption className="visually-hidden">{t('play.poker.paytable')}</caption>
        <tbody>
          {Object.entries(paytable)
            .filter(([, pays]) => pays > 0)
            .map(([hand, pays]) => (
              <tr key={hand} className={!open && state?.hand === hand ? 'poker__paytable-win' : ''}>
                <th scope="row">{t(`play.poker.hand_${hand}`)}</th>
                <td>{game.money(pays * stake)}</td>
              </tr>
            ))}
        </tbody>
      </table>
      <div className="cards-game__cards poker__cards" role="group" aria-label={t('play.poker.cards')}>
        {cards.map((card, i) =>
          open ? (
            <button
              key={i}
              type="button"
              className="poker__hold"
              aria-pressed={held[i] ?? false}
              disabled={busy}
              onClick={() => setHeld((current) => current.map((h, j) => (j === i ? !h : h)))}
            >
              <PlayingCard key={`${i}-${card}`} code={card ?? null} held={held[i] ?? false} deal={i} />
              <span className="poker__hold-label">{held[i] ? t('play.poker.held') : t('play.poker.hold')}</span>
            </button>
          ) : (
            <PlayingCard key={`${i}-${card}`} code={card ?? null} deal={i} />
          ),
        )}
      </div>
      <p className="game__result" aria-live="polite">
        {open
          ? t('play.poker.choose_holds')
          : state && round
            ? `${t(`play.poker.hand_${state.hand ?? 'nothing'}`)} · ${resultLine(
                t,
                game.money,
                round.stake_cents,
                round.win_cents,
              )}`
            : ''}
      </p>
      <div className="game__actions">
        {open ? (
          <button
            type="button"
            className="button button--primary game__main"
            disabled={busy}
            onClick={() => void game.act({ type: 'draw', hold: held })}
          >
            {t('play.poker.draw')}
          </button>
        ) : (
          <button type="button" className="button button--primary game__main" disabled={busy} onClick={() => void deal()}>
            {t('play.poker.deal')}
          </button>
        )}
      </div>
    </div>
  );
}

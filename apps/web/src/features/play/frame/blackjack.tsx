import { useTranslation } from 'react-i18next';
import { blackjackTotal, PlayingCard, useDealtReveal } from './cards';
import { isOpen, useGame } from './use-game';
import { resultLine } from './result-line';

interface Hand {
  cards: number[];
  bet: number;
  done: boolean;
  doubled: boolean;
}
interface BlackjackState {
  dealer: number[];
  hands: Hand[];
  active: number;
  phase: 'insurance' | 'player' | 'done';
  results: { hands: number[]; insurance: number } | null;
}

const value = (card: number) => (card % 13 === 12 ? 11 : card % 13 >= 8 ? 10 : (card % 13) + 2);

/** Blackjack: deal, hit, stand, double, split and insurance, as the table's rules allow them. */
export function BlackjackGame() {
  const { t } = useTranslation();
  const game = useGame();
  const { round, stake, busy } = game;
  const state = round?.engine === 'blackjack' ? (round.state as BlackjackState) : null;
  const open = isOpen(round) && state !== null;
  const hand = open ? state.hands[state.active] : undefined;
  const canSplit =
    open &&
    state.phase === 'player' &&
    state.hands.length === 1 &&
    hand?.cards.length === 2 &&
    value(hand.cards[0] ?? 0) === value(hand.cards[1] ?? 1);
  const canDouble = open && state.phase === 'player' && hand?.cards.length === 2;
  const dealerCards = state ? (open ? [...state.dealer, null] : state.dealer) : [];
  const dealerTotal = state && !open ? blackjackTotal(state.dealer).total : null;

  useDealtReveal(state && !open && round ? String(round.id) : null, state ? Math.max(3, state.dealer.length + 1) : 0);

  const action = (type: string) => void game.act({ type });
  return (
    <div className="cards-game">
      <section className="cards-game__side" aria-label={t('play.blackjack.dealer')}>
        <h2 className="cards-game__title">
          {t('play.blackjack.dealer')}
          {dealerTotal !== null && <span className="cards-game__total"> · {dealerTotal}</span>}
        </h2>
        <div className="cards-game__cards">
          {dealerCards.slice(0, open ? 2 : undefined).map((card, i) => (
            <PlayingCard key={`${i}-${card}`} code={card} deal={i < 2 ? i * 2 + 1 : i + 2} />
          ))}
        </div>
      </section>
      {(state?.hands ?? []).map((h, i) => (
        <section
          key={i}
          className={`cards-game__side${open && i === state?.active ? ' cards-game__side--active' : ''}`}
          aria-label={t('play.blackjack.hand', { number: i + 1 })}
        >
          <h2 className="cards-game__title">
            {state && state.hands.length > 1 ? t('play.blackjack.hand', { number: i + 1 }) : t('play.blackjack.you')}
            <span className="cards-game__total"> · {blackjackTotal(h.cards).total}</span>
            {h.doubled && <span className="cards-game__total"> · {t('play.blackjack.doubled')}</span>}
          </h2>
          <div className="cards-game__cards">
            {h.cards.map((card, j) => (
              <PlayingCard key={`${j}-${card}`} code={card} deal={j < 2 ? j * 2 : 0} />
            ))}
          </div>
        </section>
      ))}
      <p className="game__result" aria-live="polite">
        {state && !open && round
          ? resultLine(t, game.money, round.stake_cents, round.win_cents)
          : state?.phase === 'insurance'
            ? t('play.blackjack.insurance_offer', { amount: game.money(Math.floor(stake / 2)) })
            : open
              ? t('play.blackjack.your_move')
              : t('play.blackjack.place_bet')}
      </p>
      <div className="game__actions">
        {!open && (
          <button
            type="button"
            className="button button--primary game__main"
            disabled={busy}
            onClick={() => void game.start(stake)}
          >
            {t('play.blackjack.deal')}
          </button>
        )}
        {open && state.phase === 'insurance' && (
          <>
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => void game.act({ type: 'insurance', take: true })}
            >
              {t('play.blackjack.insurance_take')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={() => void game.act({ type: 'insurance', take: false })}
            >
              {t('play.blackjack.insurance_decline')}
            </button>
          </>
        )}
        {open && state.phase === 'player' && (
          <>
            <button type="button" className="button button--primary" disabled={busy} onClick={() => action('hit')}>
              {t('play.blackjack.hit')}
            </button>
            <button type="button" className="button button--primary" disabled={busy} onClick={() => action('stand')}>
              {t('play.blackjack.stand')}
            </button>
            <button type="button" className="button button--ghost" disabled={busy || !canDouble} onClick={() => action('double')}>
              {t('play.blackjack.double')}
            </button>
            <button type="button" className="button button--ghost" disabled={busy || !canSplit} onClick={() => action('split')}>
              {t('play.blackjack.split')}
            </button>
          </>
        )}
      </div>
    </div>
  );
}

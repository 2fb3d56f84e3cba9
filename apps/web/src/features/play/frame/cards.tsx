import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useGame } from './use-game';

const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
const SUITS = ['clubs', 'diamonds', 'hearts', 'spades'] as const;
/** How long one card takes to be dealt, and the pause between two cards of a deal. */
const DEAL_MS = 320;
const DEAL_GAP_MS = 130;

/** The suits' pips, drawn in a 10 x 10 box around the origin. */
const SUIT_PATHS: Record<(typeof SUITS)[number], string> = {
  hearts: 'M0 4.6C-3 2-5 .2-5-2a2.6 2.6 0 0 1 5-1.1A2.6 2.6 0 0 1 5-2C5 .2 3 2 0 4.6Z',
  diamonds: 'M0-5 4 0 0 5-4 0Z',
  spades: 'M0-5C-2-2-5-.3-5 1.8a2.5 2.5 0 0 0 4.4 1.5L-1.6 5h3.2L.6 3.3A2.5 2.5 0 0 0 5 1.8C5-.3 2-2 0-5Z',
  clubs: 'M0-5a2.3 2.3 0 0 1 2 3.5 2.3 2.3 0 1 1-1.2 3.8L1.6 5h-3.2l.8-2.7A2.3 2.3 0 1 1-2 1.5 2.3 2.3 0 0 1 0-5Z',
};

/** Where the pips of the number cards sit (x, y on a 60 x 84 card). */
const L = 19;
const C = 30;
const R = 41;
const SIDES = (ys: number[]) => ys.flatMap((y) => [[L, y] as const, [R, y] as const]);
const PIPS: Record<string, (readonly [number, number])[]> = {
  '2': [
    [C, 17],
    [C, 67],
  ],
  '3': [
    [C, 17],
    [C, 42],
    [C, 67],
  ],
  '4': SIDES([17, 67]),
  '5': [...SIDES([17, 67]), [C, 42]],
  '6': SIDES([17, 42, 67]),
  '7': [...SIDES([17, 42, 67]), [C, 29]],
  '8': [...SIDES([17, 42, 67]), [C, 29], [C, 55]],
  '9': [...SIDES([17, 34, 50, 67]), [C, 42]],
  '10': [...SIDES([17, 34, 50, 67]), [C, 26], [C, 58]],
};

const Pip = ({ suit, x, y, size }: { suit: (typeof SUITS)[number]; x: number; y: number; size: number }) => (
  <path d={SUIT_PATHS[suit]} transform={`translate(${x} ${y}) scale(${size / 10})${y > 42 ? ' rotate(180)' : ''}`} />
);

/** The middle of a card: its pips, one large pip for an ace, a framed portrait for a face card. */
function CardMiddle({ rank, suit }: { rank: string; suit: (typeof SUITS)[number] }) {
  if (rank === 'A') return <Pip suit={suit} x={30} y={42} size={24} />;
  if (rank === 'J' || rank === 'Q' || rank === 'K') {
    return (
      <>
        <rect x="13" y="13" width="34" height="58" rx="3" className="card__frame" />
        <path d="M19 30 17 19l7 5 6-8 6 8 7-5-2 11Z" className="card__crown" />
        <text x="30" y="55" textAnchor="middle" className="card__portrait">
          {rank}
        </text>
        <Pip suit={suit} x={30} y={38} size={9} />
      </>
    );
  }
  return (
    <>
      {(PIPS[rank] ?? []).map(([x, y], i) => (
        <Pip key={i} suit={suit} x={x} y={y} size={10} />
      ))}
    </>
  );
}

/**
 * A playing card from its code (rank = code % 13, suit = floor(code / 13)); face down without one.
 * `deal` is the card's place in the deal: it arrives that many pauses after the first.
 */
export function PlayingCard({ code, held = false, deal = 0 }: { code: number | null; held?: boolean; deal?: number }) {
  const { t } = useTranslation();
  const style = { ['--deal' as string]: deal };
  if (code === null) {
    return <span className="card card--back" role="img" aria-label={t('play.card.hidden')} style={style} />;
  }
  const rank = RANKS[code % 13] ?? '?';
  const suit = SUITS[Math.floor(code / 13)] ?? 'clubs';
  const red = suit === 'hearts' || suit === 'diamonds';
  return (
    <span
      className={`card${red ? ' card--red' : ''}${held ? ' card--held' : ''}`}
      role="img"
      aria-label={t('play.card.name', { rank: t(`play.card.rank_${rank}`), suit: t(`play.card.suit_${suit}`) })}
      style={style}
    >
      <svg viewBox="0 0 60 84" aria-hidden="true" focusable="false">
        <g className="card__index">
          <text x="7" y="13" textAnchor="middle">
            {rank}
          </text>
          <Pip suit={suit} x={7} y={21} size={6} />
        </g>
        <g className="card__index" transform="rotate(180 30 42)">
          <text x="7" y="13" textAnchor="middle">
            {rank}
          </text>
          <Pip suit={suit} x={7} y={21} size={6} />
        </g>
        <CardMiddle rank={rank} suit={suit} />
      </svg>
    </span>
  );
}

/**
 * Tells the game (revealed) when the cards of a settled round have all been dealt: `last` is the
 * place in the deal of the last card to arrive; at once under reduced motion.
 */
export function useDealtReveal(settledKey: string | null, last: number) {
  const { reducedMotion, revealed } = useGame();
  useEffect(() => {
    if (settledKey === null) return;
    const timer = setTimeout(revealed, reducedMotion ? 0 : last * DEAL_GAP_MS + DEAL_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a newly settled round, not every new context value
  }, [settledKey]);
}

/** Blackjack value of cards: aces count 11 while that does not bust. */
export function blackjackTotal(cards: number[]): { total: number; soft: boolean } {
  let total = 0;
  let aces = 0;
  for (const card of cards) {
    const rank = card % 13;
    if (rank === 12) {
      aces += 1;
      total += 11;
    } else total += rank >= 8 ? 10 : rank + 2;
  }
  while (total > 21 && aces > 0) {
    total -= 10;
    aces -= 1;
  }
  return { total, soft: aces > 0 };
}

/** Baccarat value: the last digit of the sum, tens and faces count 0. */
export function baccaratTotal(cards: number[]): number {
  return (
    cards.reduce((sum, card) => sum + (card % 13 >= 8 && card % 13 <= 11 ? 0 : card % 13 === 12 ? 1 : (card % 13) + 2), 0) % 10
  );
}

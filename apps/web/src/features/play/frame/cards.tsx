import { useTranslation } from 'react-i18next';

const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
const SUITS = ['clubs', 'diamonds', 'hearts', 'spades'] as const;
const SUIT_GLYPHS = ['♣', '♦', '♥', '♠'];

/** A playing card from its code (rank = code % 13, suit = floor(code / 13)); face down without one. */
export function PlayingCard({ code, held = false }: { code: number | null; held?: boolean }) {
  const { t } = useTranslation();
  if (code === null) {
    return <span className="card card--back" role="img" aria-label={t('play.card.hidden')} />;
  }
  const rank = RANKS[code % 13] ?? '?';
  const suit = SUITS[Math.floor(code / 13)] ?? 'clubs';
  const red = suit === 'hearts' || suit === 'diamonds';
  return (
    <span
      className={`card${red ? ' card--red' : ''}${held ? ' card--held' : ''}`}
      role="img"
      aria-label={t('play.card.name', { rank: t(`play.card.rank_${rank}`), suit: t(`play.card.suit_${suit}`) })}
    >
      <span aria-hidden="true">
        {rank}
        {SUIT_GLYPHS[Math.floor(code / 13)]}
      </span>
    </span>
  );
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

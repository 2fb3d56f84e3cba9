import type { DbOrTx } from '../../db/client';
import type { Outbox } from '../../events/outbox';
import { REALTIME_PUSH_EVENT } from '../../events/realtime-push';
import type { CatalogueService } from '../catalogue';
import type { gameRounds } from './tables';

/** Domain events of game play; bets themselves are the wallet's `bet.placed`, carrying the game. */
export const PLAY_EVENTS = {
  /** A real-money round ended: stake, win, game, categories (bonus, tournament, quest, VIP, jackpot engines). */
  roundSettled: 'game.round_settled',
  /**
   * An external provider closed a lost round through the seamless API (a win of 0): the round
   * settled with nothing won, as `roundSettled` says of an in-house round (the bonus engine's
   * "lost" check; docs/decisions/048-free-spins.md). Payload: provider, round_ref, currency.
   */
  seamlessRoundLost: 'game.seamless_round_lost',
} as const;

/** A win this many times the stake is notable. */
export const NOTABLE_MULTIPLIER = 20;
/** A win at least this big (minor units) is notable whatever the stake; crypto by its own units. */
export const NOTABLE_WIN_CENTS: Readonly<Record<string, number>> = {
  EUR: 100_000,
  USD: 100_000,
  AUD: 150_000,
  CAD: 150_000,
  NZD: 150_000,
  BRL: 500_000,
  NOK: 1_000_000,
  BTC: 200_000,
};
const DEFAULT_NOTABLE_WIN_CENTS = 100_000;

/** A player's name on the public wins feed: the first 6 characters and ***. */
export function maskName(name: string): string {
  return `${[...name].slice(0, 6).join('')}***`;
}

export function isNotableWin(currency: string, stake: number, win: number): boolean {
  if (win <= 0) return false;
  return win >= stake * NOTABLE_MULTIPLIER || win >= (NOTABLE_WIN_CENTS[currency] ?? DEFAULT_NOTABLE_WIN_CENTS);
}

type OutboxEvent = { type: string; playerId?: number | null; payload: unknown };

export interface RoundNotifier {
  /**
   * The events of a round about to be settled, read before its transaction (the names and games
   * they need come from other domains, which must not be queried while the round's row is locked).
   */
  eventsOf(round: typeof gameRounds.$inferSelect, settledAt: Date): Promise<OutboxEvent[]>;
  /** Writes them in the settling transaction. */
  publish(tx: DbOrTx, events: OutboxEvent[]): Promise<void>;
  /** Dispatches after commit. */
  kick(): void;
}

export function createRoundNotifier(deps: {
  outbox: Outbox;
  catalogue: CatalogueService;
  /** The name shown for a player (nickname, else the e-mail's local part). */
  nameOf(playerId: number): Promise<string>;
}): RoundNotifier {
  return {
    async eventsOf(round, settledAt) {
      if (round.mode !== 'real' || round.playerId === null) return [];
      const game = await deps.catalogue.game(round.gameId);
      const events: OutboxEvent[] = [];
      events.push({
        type: PLAY_EVENTS.roundSettled,
        playerId: round.playerId,
        payload: {
          round_id: round.id,
          game_id: round.gameId,
          game_identifier: game?.identifier ?? null,
          provider: game?.provider ?? null,
          categories: game ? [...game.categories] : [],
          engine: round.engine,
          currency: round.currency,
          stake_cents: round.stakeCents,
          win_cents: round.winCents,
          bet_transaction_ids: round.betIds,
          interrupted: round.interrupted,
          /** A gift's free spin: its stake came from the gift, not the wallet. */
          free_spin: round.freespinGiftId !== null,
        },
      });
      if (!game || !isNotableWin(round.currency, round.stakeCents, round.winCents)) return events;
      events.push({
        type: REALTIME_PUSH_EVENT,
        payload: {
          channel: 'public:wins',
          data: {
            game_identifier: game.identifier,
            game_title: game.title,
            nickname: maskName(await deps.nameOf(round.playerId)),
            amount_cents: round.winCents,
            currency: round.currency,
            at: settledAt.toISOString(),
          },
        },
      });
      return events;
    },
    async publish(tx, events) {
      for (const event of events) await deps.outbox.publish(tx, event);
    },
    kick: () => deps.outbox.kick(),
  };
}

import type { DepositGift, Gift, RegistrationGift } from '@casino/contracts';
import type { Tx } from '../db/client';
import type { FreeSpins } from '../games/play';
import { WALLET_EVENTS } from '../wallet';
import { awardGift, type AwardInput } from './award';
import type { BonusDeps } from './context';
import { redeemCode } from './coupons';
import { freeSpinOffer, settleFreeSpin, takeFreeSpin } from './freespins';
import { giftView, templateOf, type GiftRow } from './gift-queries';
import { listDepositOffers, listGifts, listRegistrationOffers, onDepositSucceeded, previewRegistrationOffers } from './offers';
import { activateGift, cancelGift, sweepGifts } from './stages';
import { onWageringEvents, WAGERING_EVENT_KINDS } from './wagering';

export type { BonusDeps, PlayerFacts } from './context';
export type { AwardInput } from './award';

type GiftKind = GiftRow['kind'];

/** The bonus engine (docs/decisions/044-bonus-engine.md): gifts, their stages and wagering. */
export interface BonusService {
  list(playerId: number, kind: GiftKind): Promise<Gift[]>;
  depositOffers(playerId: number): Promise<DepositGift[]>;
  registrationOffers(playerId: number): Promise<RegistrationGift[]>;
  /** The registration gifts a visitor signing up in a currency would receive (those open to everyone). */
  registrationPreview(currency: string): Promise<RegistrationGift[]>;
  activate(playerId: number, kind: GiftKind, id: number): Promise<Gift>;
  /** Cancels the gift; answers it and the bonus money forfeited with it. */
  cancel(playerId: number, kind: GiftKind, id: number): Promise<{ gift: Gift; forfeited_cents: number }>;
  redeem(playerId: number, code: string, field: 'coupon_code' | 'code'): Promise<Gift>;
  /**
   * Issues a template's gift as another promotion's prize, idempotent by `source`; in the
   * caller's transaction when `tx` is given. Answers the gifts issued now (none on a replay).
   */
  award(input: AwardInput, tx?: Tx): Promise<Gift[]>;
  /** Expires gifts past their deadline and finishes money a crash left owing (scheduled, and at start). */
  sweep(): Promise<{ expired: number; settled: number }>;
  /** Subscribes the engine to the wallet's and game play's events. */
  subscribe(): void;
  /** Free-spin gifts as the in-house games play them (decision 048); services.ts hands it to game play. */
  freeSpins: FreeSpins;
}

export function createBonusService(deps: BonusDeps): BonusService {
  const view = async (row: GiftRow): Promise<Gift> => giftView(row, await templateOf(deps.db, row.templateId), deps.clock.now());
  return {
    list: (playerId, kind) => listGifts(deps, playerId, kind),
    depositOffers: (playerId) => listDepositOffers(deps, playerId),
    registrationOffers: (playerId) => listRegistrationOffers(deps, playerId),
    registrationPreview: (currency) => previewRegistrationOffers(deps, currency),
    activate: async (playerId, kind, id) => view(await activateGift(deps, playerId, id, kind)),
    async cancel(playerId, kind, id) {
      const row = await cancelGift(deps, playerId, id, kind);
      return { gift: await view(row), forfeited_cents: row.forfeitedCents ?? 0 };
    },
    redeem: async (playerId, code, field) => view(await redeemCode(deps, playerId, code, field)),
    award: async (input, tx) => {
      const rows = await awardGift(deps, input, tx);
      const template = rows[0] ? await templateOf(tx ?? deps.db, rows[0].templateId) : undefined;
      return template ? rows.map((row) => giftView(row, template, deps.clock.now())) : [];
    },
    sweep: () => sweepGifts(deps),
    freeSpins: {
      offer: (playerId, gameId, currency) => freeSpinOffer(deps, { playerId, gameId, currency }),
      take: (tx, input) => takeFreeSpin(deps, tx, input),
      settled: (input) => settleFreeSpin(deps, input),
    },
    subscribe() {
      const { outbox } = deps;
      // Bets, rollbacks, wins and settled rounds in batches (decision 073); deposits one by one.
      outbox.subscribeBatch(Object.keys(WAGERING_EVENT_KINDS), (events) => onWageringEvents(deps, events));
      outbox.subscribe(WALLET_EVENTS.depositSucceeded, (event) => onDepositSucceeded(deps, event));
    },
  };
}

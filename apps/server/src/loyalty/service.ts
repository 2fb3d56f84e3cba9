import type {
  LootBox,
  LootBoxActivation,
  LootBoxGrant,
  WheelAdmin,
  WheelDepositConfig,
  WheelEdit,
  WheelSlug,
  WheelView,
  EarningRate,
  LevelEdit,
  SaleSettings,
  ShopSettings,
  ShopCardEdit,
  CompExchangeRequest,
  CompExchangeResponse,
  CompPoints,
  PlayerLevel,
  ShopCard,
  ShopCardType,
  UserLevel,
} from '@casino/contracts';
import type { Tx } from '../db/client';
import { LOTTERY_EVENTS } from '../lotteries';
import { WALLET_EVENTS } from '../wallet';
import { onBetEvents } from './accrual';
import { listCardEdits, listEarningRates, readSale, saveCard, setEarningRates, setSale, updateLevel } from './admin';
import type { Actor } from './admin';
import { creditPoints, readBalance } from './balance';
import type { LoyaltyDeps } from './context';
import { listLevels, playerLevel } from './levels';
import { listBoxes, openBox, sweepBoxes } from './loot-boxes';
import { onTicketsVoided } from './refunds';
import { exchange, listCards, sweepExchanges } from './shop';
import { readShopSettings, saveShopSettings } from './shop-settings';
import { grantBoxes, saveWheel, wheelAdmin, wheelView } from './wheel-admin';
import { onDepositSucceeded, readDepositConfig, saveDepositConfig } from './wheel-deposits';

export type { LoyaltyDeps, LoyaltyPlayerFacts } from './context';

/** What the promotions manager edits, each change recorded in the staff audit log (decision 046). */
export interface LoyaltyAdmin {
  earningRates(): Promise<EarningRate[]>;
  setEarningRates(actor: Actor, rates: EarningRate[]): Promise<EarningRate[]>;
  updateLevel(actor: Actor, level: number, edit: LevelEdit): Promise<void>;
  cards(): Promise<ShopCardEdit[]>;
  saveCard(actor: Actor, edit: ShopCardEdit): Promise<void>;
  sale(): Promise<SaleSettings | null>;
  setSale(actor: Actor, sale: SaleSettings): Promise<void>;
  /** SHOP-16: the shop's images, max win, and free-spin wager and spin rate per card group. */
  shopSettings(): Promise<ShopSettings>;
  setShopSettings(actor: Actor, settings: ShopSettings): Promise<ShopSettings>;
  wheel(slug: WheelSlug): Promise<WheelAdmin>;
  saveWheel(actor: Actor, slug: WheelSlug, edit: WheelEdit): Promise<WheelAdmin>;
  /** Grants loot boxes once per key; answers the boxes' ids. */
  grantBoxes(actor: Actor, grant: LootBoxGrant, key: string): Promise<number[]>;
  /** WHEEL-10: what a deposit pays to get loot boxes, per wheel group and currency. */
  depositConfig(): Promise<WheelDepositConfig>;
  setDepositConfig(actor: Actor, config: WheelDepositConfig): Promise<WheelDepositConfig>;
}

/** Loot boxes and the two wheels (docs/decisions/055-loot-boxes-and-wheels.md). */
export interface Wheels {
  /** The wheel a page draws, priced in the player's currency (EUR for guests). */
  view(slug: WheelSlug, playerId: number | null): Promise<WheelView>;
  boxes(playerId: number): Promise<LootBox[]>;
  /** Opens a box once; a retry answers the same prize. */
  open(playerId: number, id: number, wheel: WheelSlug | undefined): Promise<LootBoxActivation>;
}

/** Comp points, the loyalty levels and the shop (docs/decisions/052-loyalty.md). */
export interface LoyaltyService {
  balance(playerId: number): Promise<CompPoints>;
  /** The cards of a type, priced in the player's currency (EUR for guests). */
  cards(type: ShopCardType, playerId: number | null): Promise<ShopCard[]>;
  exchange(playerId: number, type: ShopCardType, request: CompExchangeRequest): Promise<CompExchangeResponse>;
  levels(): Promise<UserLevel[]>;
  playerLevel(playerId: number): Promise<PlayerLevel>;
  /**
   * Credits chargeable comp points another domain owes (a tournament prize), in the caller's
   * transaction, pushed on `comps_award`: the caller's conditional update of its own keyed row
   * in that transaction makes it once (decision 050 addendum).
   */
  creditPoints(input: { playerId: number; points: number }, tx: Tx): Promise<void>;
  /** Pays real money a crash left owing to an exchange or an opened loot box; answers how many were paid. */
  sweep(): Promise<number>;
  admin: LoyaltyAdmin;
  wheels: Wheels;
  /**
   * Subscribes the accrual to the wallet's bet events, the deposit loot boxes to its deposits, and
   * the shop's refunds to voided lottery tickets.
   */
  subscribe(): void;
}

export function createLoyaltyService(deps: LoyaltyDeps): LoyaltyService {
  return {
    balance: (playerId) => readBalance(deps.db, playerId),
    cards: async (type, playerId) =>
      listCards(deps, type, playerId === null ? undefined : (await deps.playerFacts(playerId)).currency),
    exchange: (playerId, type, request) => exchange(deps, playerId, type, request),
    levels: () => listLevels(deps.db),
    playerLevel: (playerId) => playerLevel(deps.db, playerId),
    creditPoints: async (input, tx) => {
      await creditPoints(deps, tx, input);
    },
    sweep: async () => (await sweepExchanges(deps)) + (await sweepBoxes(deps)),
    admin: {
      earningRates: () => listEarningRates(deps),
      setEarningRates: (actor, rates) => setEarningRates(deps, actor, rates),
      updateLevel: (actor, level, edit) => updateLevel(deps, actor, level, edit),
      cards: () => listCardEdits(deps),
      saveCard: (actor, edit) => saveCard(deps, actor, edit),
      sale: () => readSale(deps),
      setSale: (actor, sale) => setSale(deps, actor, sale),
      shopSettings: () => readShopSettings(deps),
      setShopSettings: (actor, settings) => saveShopSettings(deps, actor, settings),
      wheel: (slug) => wheelAdmin(deps, slug),
      saveWheel: (actor, slug, edit) => saveWheel(deps, actor, slug, edit),
      grantBoxes: (actor, grant, key) => grantBoxes(deps, actor, grant, key),
      depositConfig: () => readDepositConfig(deps),
      setDepositConfig: (actor, config) => saveDepositConfig(deps, actor, config),
    },
    wheels: {
      view: async (slug, playerId) => {
        const facts = playerId === null ? { currency: 'EUR', groups: [] } : await deps.playerFacts(playerId);
        return wheelView(deps, slug, facts.currency, facts.groups);
      },
      boxes: (playerId) => listBoxes(deps, playerId),
      open: (playerId, id, wheel) => openBox(deps, playerId, id, wheel),
    },
    subscribe() {
      deps.outbox.subscribeBatch([WALLET_EVENTS.betPlaced, WALLET_EVENTS.betRolledBack], (events) => onBetEvents(deps, events));
      deps.outbox.subscribe(WALLET_EVENTS.depositSucceeded, (event) => onDepositSucceeded(deps, event));
      deps.outbox.subscribe(LOTTERY_EVENTS.ticketsVoided, (event) => onTicketsVoided(deps, event));
    },
  };
}

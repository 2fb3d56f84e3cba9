import {
  type CompExchangeRequest,
  type CompExchangeResponse,
  GROUPS,
  type ShopCard,
  type ShopCardType,
  isSaleGroup,
  type ShopSettings,
} from '@casino/contracts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { ValidationError } from '../http/errors';
import { lockBalance, storeBalance, toCompPoints } from './balance';
import type { LoyaltyDeps } from './context';
import { issueBoxes } from './loot-boxes';
import { freeSpinPrizeTerms, readShopSettings } from './shop-settings';
import { rateIn, saleEndDate } from './rules';
import { compExchanges, shopCards, shopSale, type StoredRate } from './tables';

type CardRow = typeof shopCards.$inferSelect;
type SaleRow = typeof shopSale.$inferSelect;
type ExchangeRow = typeof compExchanges.$inferSelect;

type RefusedField = 'points' | 'group' | 'confirm_multi_account' | 'enable_bonuses' | 'lottery_id' | 'tickets_count';

const refuse = (field: RefusedField, reason: string) => new ValidationError({ [field]: [reason] });

/** The sale while it is on, else undefined. */
async function liveSale(deps: LoyaltyDeps, db: LoyaltyDeps['db'] | Tx): Promise<SaleRow | undefined> {
  const [sale] = await db.select().from(shopSale);
  return sale && sale.endsAt > deps.clock.now() ? sale : undefined;
}

/** Whether a card is on sale now: a sale card is listed and sold only while its sale is on and names it. */
const onSale = (card: CardRow, sale: SaleRow | undefined): boolean =>
  !isSaleGroup(card.group) || Boolean(sale?.cards[card.group]);

/** SHOP-16: a free-spin card shows the wager its group's settings give the spins' winnings, else its own. */
const wagerOf = (card: CardRow, settings: ShopSettings): number =>
  (card.type === 'freespins' ? settings.freespin_wagers[card.group] : undefined) ?? card.wager;

function cardView(card: CardRow, sale: SaleRow | undefined, currency: string | undefined, settings: ShopSettings): ShopCard {
  const rate = rateIn(card.rates, currency) ?? { currency: 'EUR', points: 0, amount_cents: 0 };
  const discount = sale?.cards[card.group];
  return {
    type: card.type,
    group: card.group,
    title: card.title,
    label: card.label,
    money_kind: card.moneyKind,
    rate,
    rates: card.rates,
    freespins_count: card.freespinsCount,
    lottery_ids: card.lotteryIds,
    wager: wagerOf(card, settings),
    games: card.games,
    sale:
      sale && discount
        ? { end_date: saleEndDate(sale.endsAt), discount_percent: discount.discount_percent, full_price: discount.full_price }
        : null,
  };
}

/** API-108 API-109 SHOP-10: the cards of a type in the shop's order, priced in the player's currency (EUR for guests). */
export async function listCards(deps: LoyaltyDeps, type: ShopCardType, currency: string | undefined): Promise<ShopCard[]> {
  const sale = await liveSale(deps, deps.db);
  const settings = await readShopSettings(deps);
  const rows = await deps.db
    .select()
    .from(shopCards)
    .where(and(eq(shopCards.type, type), eq(shopCards.active, true)))
    .orderBy(asc(shopCards.position), asc(shopCards.id));
  return rows.filter((card) => onSale(card, sale)).map((card) => cardView(card, sale, currency, settings));
}

/**
 * Whether the reward is a bonus (bonus money, free spins, a special gift, a loot box whose prizes
 * are bonuses): those need the player's bonus setting on. Real money and lottery tickets do not.
 */
const isBonusReward = (card: CardRow): boolean =>
  card.type === 'money' ? card.moneyKind === 'bonus' : card.type !== 'lotteries';

/** What one exchange buys: how many (lottery tickets; 1 otherwise) and, for a lottery card, of which lottery. */
interface Purchase {
  quantity: number;
  lotteryId: number | null;
}

/** SHOP-11 lottery exchange: the lottery must be one of the card's; a lone lottery needs no naming. */
function purchaseOf(card: CardRow, request: CompExchangeRequest): Purchase {
  if (card.type !== 'lotteries') {
    if (request.tickets_count !== undefined) throw refuse('tickets_count', 'lottery_cards_only');
    if (request.lottery_id !== undefined) throw refuse('lottery_id', 'lottery_cards_only');
    return { quantity: 1, lotteryId: null };
  }
  const lotteryId = request.lottery_id ?? (card.lotteryIds.length === 1 ? card.lotteryIds[0] : undefined);
  if (lotteryId === undefined || !card.lotteryIds.includes(lotteryId)) throw refuse('lottery_id', 'unknown_lottery');
  return { quantity: request.tickets_count ?? 1, lotteryId };
}

/** The card's price for the player, after the checks that need no lock (SHOP-20, SHOP-21, sale end, currency). */
async function priceFor(
  deps: LoyaltyDeps,
  playerId: number,
  card: CardRow,
  request: CompExchangeRequest,
  quantity: number,
): Promise<{ rate: StoredRate; currency: string }> {
  if (!onSale(card, await liveSale(deps, deps.db))) throw refuse('group', 'sale_ended');
  const facts = await deps.playerFacts(playerId);
  if (facts.groups.includes(GROUPS.multiAccount) && !request.confirm_multi_account) {
    throw refuse('confirm_multi_account', 'multi_account_unconfirmed');
  }
  if (isBonusReward(card) && !facts.canIssueBonuses) {
    if (!request.enable_bonuses) throw refuse('enable_bonuses', 'bonuses_disabled');
    await deps.enableBonuses(playerId);
  }
  // Money is paid in the player's own currency only; other rewards are priced in EUR where the card has no price in it.
  const rate = card.type === 'money' ? card.rates.find((r) => r.currency === facts.currency) : rateIn(card.rates, facts.currency);
  if (!rate) throw refuse('group', 'not_in_currency');
  if (rate.points * quantity !== request.points) throw refuse('points', 'price_changed');
  return { rate, currency: facts.currency };
}

/**
 * Issues a bonus reward (bonus money, free spins, a special gift) in the exchange's transaction;
 * a free-spin card's spins carry the shop settings' wager, max win and spin rate (SHOP-16).
 */
async function issueGift(deps: LoyaltyDeps, tx: Tx, card: CardRow, exchange: ExchangeRow, settings: ShopSettings): Promise<void> {
  if (card.giftTemplateId === null) throw new Error(`shop card ${card.group} has no gift template`);
  await deps.bonuses.award(
    {
      playerId: exchange.playerId,
      templateId: card.giftTemplateId,
      currency: exchange.currency,
      bonusCents: card.type === 'money' ? exchange.amountCents : undefined,
      source: `loyalty:exchange:${exchange.id}`,
      cause: 'loyalty_exchange',
      terms: card.type === 'freespins' ? freeSpinPrizeTerms(settings, card.group, exchange.currency) : undefined,
    },
    tx,
  );
}

interface Issued {
  tickets: number[];
  lootBoxId: number | null;
}

/** Issues what the card gives in the exchange's transaction; real money alone is paid after the commit. */
interface Order {
  card: CardRow;
  purchase: Purchase;
  settings: ShopSettings;
}

async function issueReward(deps: LoyaltyDeps, tx: Tx, exchange: ExchangeRow, order: Order): Promise<Issued> {
  const { card, purchase } = order;
  const none: Issued = { tickets: [], lootBoxId: null };
  if (card.type === 'lotteries' && purchase.lotteryId !== null) {
    const issued = await deps.lotteries.issueTickets(tx, {
      playerId: exchange.playerId,
      lotteryId: purchase.lotteryId,
      count: purchase.quantity,
      source: `comp_exchange:${exchange.id}`,
    });
    return { ...none, tickets: issued.tickets };
  }
  if (card.type === 'lootboxes') {
    const [id] = await issueBoxes(deps, tx, {
      playerId: exchange.playerId,
      wheel: 'rocketmart',
      sources: [`exchange:${exchange.id}`],
    });
    return { ...none, lootBoxId: id ?? null };
  }
  if (!exchange.realMoney) await issueGift(deps, tx, card, exchange, order.settings);
  return none;
}

/**
 * Real money of an exchange, from the promotions house account under the exchange's key: paying
 * again (a retry, the sweep after a crash) moves nothing twice.
 */
async function payExchange(deps: LoyaltyDeps, exchange: ExchangeRow): Promise<void> {
  await deps.wallet.credit({
    key: `loyalty:exchange:${exchange.id}`,
    playerId: exchange.playerId,
    currency: exchange.currency,
    amountCents: exchange.amountCents,
    kind: 'promotion_prize',
    counterparty: 'promotions',
    metadata: { comp_exchange_id: exchange.id, group: exchange.group },
  });
  await deps.db.update(compExchanges).set({ paidAt: deps.clock.now() }).where(eq(compExchanges.id, exchange.id));
}

/**
 * API-110 API-111 SHOP-22 SHOP-28: one transaction takes the points and issues the reward (a gift,
 * a loot box, lottery tickets through the lotteries' service), or nothing changes. The balance row is locked, so concurrent exchanges spend each point once.
 */
export async function exchange(
  deps: LoyaltyDeps,
  playerId: number,
  type: ShopCardType,
  request: CompExchangeRequest,
): Promise<CompExchangeResponse> {
  const [card] = await deps.db
    .select()
    .from(shopCards)
    .where(and(eq(shopCards.group, request.group), eq(shopCards.type, type), eq(shopCards.active, true)));
  if (!card) throw refuse('group', 'unknown_card');
  const purchase = purchaseOf(card, request);
  const { rate, currency } = await priceFor(deps, playerId, card, request, purchase.quantity);
  // Read before the transaction, as every configuration is (SHOP-16).
  const settings = await readShopSettings(deps);
  const price = rate.points * purchase.quantity;
  const now = deps.clock.now();
  const realMoney = card.type === 'money' && card.moneyKind === 'real';
  const { row, balance, issued } = await deps.db.transaction(async (tx) => {
    const before = await lockBalance(tx, playerId, now);
    if (before.chargeablePoints < price) throw refuse('points', 'not_enough_points');
    const [inserted] = await tx
      .insert(compExchanges)
      .values({
        playerId,
        group: card.group,
        type: card.type,
        points: price,
        quantity: purchase.quantity,
        currency,
        amountCents: card.type === 'money' ? rate.amount_cents : 0,
        realMoney,
        paidAt: realMoney ? null : now,
        createdAt: now,
      })
      .returning();
    if (!inserted) throw new Error('exchange not stored');
    const after = await storeBalance(tx, deps.outbox, before, { chargeablePoints: before.chargeablePoints - price }, now);
    return { row: inserted, balance: after, issued: await issueReward(deps, tx, inserted, { card, purchase, settings }) };
  });
  deps.outbox.kick();
  if (realMoney) await payExchange(deps, row);
  return {
    id: row.id,
    group: row.group,
    type: card.type,
    points: row.points,
    currency: row.currency,
    amount_cents: row.amountCents,
    freespins_count: card.freespinsCount,
    tickets: issued.tickets,
    loot_box_id: issued.lootBoxId,
    comp_points: toCompPoints(balance),
  };
}

/** Pays the real money of exchanges a crash left unpaid (scheduled with the other sweeps). */
export async function sweepExchanges(deps: LoyaltyDeps): Promise<number> {
  const unpaid = await deps.db
    .select()
    .from(compExchanges)
    .where(and(eq(compExchanges.realMoney, true), isNull(compExchanges.paidAt)))
    .limit(500);
  for (const row of unpaid) await payExchange(deps, row);
  return unpaid.length;
}

import {
  SHOP_MAX_WIN_EUR_CENTS,
  type EarningRate,
  type LevelEdit,
  type SaleSettings,
  type ShopCardEdit,
} from '@casino/contracts';
import { asc, eq } from 'drizzle-orm';
import { ValidationError } from '../http/errors';
import { recordStaffAction, type StaffSession } from '../staff';
import type { LoyaltyDeps } from './context';
import { saleEndDate, saleEndsAt } from './rules';
import { compEarningRates, loyaltyLevels, shopCards, shopSale } from './tables';

/** Who changes something, for the audit log (decision 046). */
export interface Actor {
  session: StaffSession;
  ip: string;
}

const audit = (actor: Actor, at: Date) => ({ actor: actor.session, ip: actor.ip, at });

/** Replaces the earning rates (all of them, one list), recorded with the list before and after. */
export async function setEarningRates(deps: LoyaltyDeps, actor: Actor, rates: EarningRate[]): Promise<EarningRate[]> {
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await tx.select().from(compEarningRates);
    await tx.delete(compEarningRates);
    if (rates.length > 0) {
      await tx
        .insert(compEarningRates)
        .values(rates.map((r) => ({ currency: r.currency, category: r.category, pointsPer100: r.points_per_100 })));
    }
    await recordStaffAction(tx, {
      ...audit(actor, at),
      action: 'comp_rates.replace',
      subjectKind: 'comp_rates',
      subjectId: 'all',
      before,
      after: rates,
    });
    return rates;
  });
}

export async function listEarningRates(deps: LoyaltyDeps): Promise<EarningRate[]> {
  const rows = await deps.db.select().from(compEarningRates);
  return rows.map((r) => ({ currency: r.currency, category: r.category, points_per_100: r.pointsPer100 }));
}

/** Changes a level's name, threshold and gift descriptions; thresholds must keep rising with the level. */
export async function updateLevel(deps: LoyaltyDeps, actor: Actor, level: number, edit: LevelEdit): Promise<void> {
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const rows = await tx.select().from(loyaltyLevels).for('update');
    const before = rows.find((r) => r.level === level);
    if (!before) throw new ValidationError({ level: ['unknown_level'] });
    const below = rows.filter((r) => r.level < level).every((r) => r.minPoints < edit.min_points);
    const above = rows.filter((r) => r.level > level).every((r) => r.minPoints > edit.min_points);
    if (!below || !above) throw new ValidationError({ min_points: ['not_between_neighbours'] });
    const set = {
      name: edit.name,
      minPoints: edit.min_points,
      giftDescriptions: edit.gift_descriptions,
      lootBoxes: edit.loot_boxes,
    };
    await tx.update(loyaltyLevels).set(set).where(eq(loyaltyLevels.level, level));
    await recordStaffAction(tx, {
      ...audit(actor, at),
      action: 'loyalty_level.update',
      subjectKind: 'loyalty_level',
      subjectId: level,
      before,
      after: set,
    });
  });
}

/** Whether a card's reward is issued from a gift template: bonus money, free spins and special rewards. */
const needsTemplate = (edit: ShopCardEdit): boolean =>
  edit.type === 'money' ? edit.money_kind === 'bonus' : edit.type === 'freespins' || edit.type === 'special';

/**
 * SHOP-26: the gift a card issues must carry the wager the card shows (the free-spin wager for
 * free spins, the bonus wager otherwise) and a max win of at most 100,000 EUR.
 */
async function checkTemplate(deps: LoyaltyDeps, edit: ShopCardEdit, id: number): Promise<void> {
  const terms = await deps.giftTemplateTerms(id);
  if (!terms) throw new ValidationError({ gift_template_id: ['unknown_gift_template'] });
  const wager = edit.type === 'freespins' ? terms.freespinWager : terms.wager;
  if (wager !== edit.wager) throw new ValidationError({ wager: [`template_wager_is_${wager}`] });
  const maxWin = terms.maxWins.EUR;
  if (maxWin === undefined || maxWin > SHOP_MAX_WIN_EUR_CENTS) {
    throw new ValidationError({ gift_template_id: ['max_win_above_100000_eur'] });
  }
}

/**
 * Creates or changes the card of a group; a money card names its kind, a bonus reward its gift
 * template, a lottery card its lotteries (and only it).
 */
export async function saveCard(deps: LoyaltyDeps, actor: Actor, edit: ShopCardEdit): Promise<void> {
  if ((edit.type === 'money') !== (edit.money_kind !== null)) throw new ValidationError({ money_kind: ['money_cards_only'] });
  if (needsTemplate(edit) && edit.gift_template_id === null) throw new ValidationError({ gift_template_id: ['required'] });
  if ((edit.type === 'lotteries') !== edit.lottery_ids.length > 0) {
    throw new ValidationError({ lottery_ids: [edit.type === 'lotteries' ? 'required' : 'lottery_cards_only'] });
  }
  if (needsTemplate(edit) && edit.gift_template_id !== null) await checkTemplate(deps, edit, edit.gift_template_id);
  const at = deps.clock.now();
  const values = {
    group: edit.group,
    type: edit.type,
    title: edit.title,
    label: edit.label,
    moneyKind: edit.money_kind,
    rates: edit.rates,
    giftTemplateId: edit.gift_template_id,
    freespinsCount: edit.freespins_count,
    wager: edit.wager,
    games: edit.games,
    lotteryIds: edit.lottery_ids,
    position: edit.position,
    active: edit.active,
  };
  await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(shopCards).where(eq(shopCards.group, edit.group)).for('update');
    const [saved] = await tx
      .insert(shopCards)
      .values(values)
      .onConflictDoUpdate({ target: shopCards.group, set: values })
      .returning({ id: shopCards.id });
    await recordStaffAction(tx, {
      ...audit(actor, at),
      action: before ? 'shop_card.update' : 'shop_card.create',
      subjectKind: 'shop_card',
      subjectId: saved?.id ?? edit.group,
      before: before ?? null,
      after: values,
    });
  });
}

/** Every card as the operator edits it, hidden ones too, in the shop's order. */
export async function listCardEdits(deps: LoyaltyDeps): Promise<ShopCardEdit[]> {
  const rows = await deps.db.select().from(shopCards).orderBy(asc(shopCards.type), asc(shopCards.position), asc(shopCards.id));
  return rows.map((row) => ({
    group: row.group,
    type: row.type,
    title: row.title,
    label: row.label,
    money_kind: row.moneyKind,
    rates: row.rates,
    gift_template_id: row.giftTemplateId,
    freespins_count: row.freespinsCount,
    wager: row.wager,
    games: row.games,
    lottery_ids: row.lotteryIds,
    position: row.position,
    active: row.active,
  }));
}

/** Sets the sale settings (SHOP-15): its last day and each sale card's discount. */
export async function setSale(deps: LoyaltyDeps, actor: Actor, sale: SaleSettings): Promise<void> {
  const endsAt = saleEndsAt(sale.end_date);
  if (!endsAt) throw new ValidationError({ end_date: ['not_a_date'] });
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(shopSale).for('update');
    const values = { id: 1, endsAt, cards: sale.cards };
    await tx.insert(shopSale).values(values).onConflictDoUpdate({ target: shopSale.id, set: values });
    await recordStaffAction(tx, {
      ...audit(actor, at),
      action: 'shop_sale.update',
      subjectKind: 'shop_sale',
      subjectId: 1,
      before: before ?? null,
      after: sale,
    });
  });
}

/** The sale settings as the operator edits them; null when no sale was ever set. */
export async function readSale(deps: LoyaltyDeps): Promise<SaleSettings | null> {
  const [sale] = await deps.db.select().from(shopSale);
  return sale ? { end_date: saleEndDate(sale.endsAt), cards: sale.cards } : null;
}

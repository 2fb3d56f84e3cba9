import { canChooseDepositGift, type DepositGift, type Gift, type RegistrationGift } from '@casino/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { DomainEvent } from '../events/outbox';
import type { BonusDeps, PlayerFacts } from './context';
import { giftView, templateOf, type GiftRow, type TemplateRow } from './gift-queries';
import { redeemAtDeposit } from './coupons';
import { issueFromTemplate, liveTemplates } from './issue';
import { activateGift } from './stages';
import { depositBonusCents, isEligible } from './rules';
import { giftProcessedEvents, gifts } from './tables';
import { depositsSeen } from './wagering';
import { depositSucceededPayloadSchema } from '../wallet';

/** GIFT-14: deposit gifts only for players who may choose one (no multi-account, bonuses allowed, no stored code). */
function mayChooseDepositGift(facts: PlayerFacts): boolean {
  return canChooseDepositGift({
    groups: facts.groups,
    can_issue_bonuses: facts.canIssueBonuses,
    deposit_bonus_code: facts.depositBonusCode,
  });
}

/** The deposit offers open to the player for a deposit of the given number. */
async function depositOffers(deps: BonusDeps, facts: PlayerFacts, depositNumber: number): Promise<TemplateRow[]> {
  if (!mayChooseDepositGift(facts)) return [];
  const templates = await liveTemplates(deps.db, 'deposit', deps.clock.now());
  return templates.filter((t) => t.percent !== null && isEligible(t.eligibility, { ...facts, depositNumber }));
}

/** The offer a deposit asked for: its id in `deposit_bonus`, else the first open offer (the cashbox's plain "gift" choice). */
function chosenOffer(offers: TemplateRow[], choice: string): TemplateRow | undefined {
  const id = /^\d+$/.test(choice) ? Number(choice) : undefined;
  return id === undefined ? offers[0] : offers.find((t) => t.id === id);
}

/**
 * `deposit.succeeded` with a chosen deposit gift: the gift is issued at the deposit's percent up to
 * its cap and activated at once (it waits when another bonus wagers). A player with a stored
 * deposit bonus code has no choice: the deposit redeems the code instead, and clears it. Keyed by
 * the deposit's transaction id; every deposit is counted so the next one knows its number.
 */
export async function onDepositSucceeded(deps: BonusDeps, event: DomainEvent): Promise<void> {
  const parsed = depositSucceededPayloadSchema.safeParse(event.payload);
  if (!parsed.success || event.playerId === null) return;
  const deposit = parsed.data;
  const playerId = event.playerId;
  const facts = await deps.playerFacts(playerId);
  const now = deps.clock.now();
  // Read before the transaction: one connection (PGlite) must never wait on itself.
  const depositNumber = (await depositsSeen(deps.db, playerId)) + 1;
  const offers = await depositOffers(deps, facts, depositNumber);
  let codeSpent = false;
  const issued = await deps.db.transaction(async (tx) => {
    const fresh = await tx
      .insert(giftProcessedEvents)
      .values({ transactionId: deposit.transaction_id, kind: 'deposit', playerId, at: now })
      .onConflictDoNothing()
      .returning({ id: giftProcessedEvents.transactionId });
    if (fresh.length === 0) return [];
    if (facts.depositBonusCode !== null) {
      codeSpent = true;
      return redeemAtDeposit(tx, deps.outbox, {
        playerId,
        code: facts.depositBonusCode,
        facts,
        transactionId: deposit.transaction_id,
        number: depositNumber,
        currency: deposit.currency,
        amountCents: deposit.amount_cents,
        now,
      });
    }
    if (deposit.deposit_bonus === undefined) return [];
    const template = chosenOffer(offers, deposit.deposit_bonus);
    if (!template || template.percent === null) return [];
    const bonusCents = depositBonusCents({
      depositCents: deposit.amount_cents,
      percent: template.percent,
      maxCents: template.maxAmounts[deposit.currency],
      minDepositCents: template.minDeposits[deposit.currency],
    });
    if (bonusCents === 0) return [];
    const input = { playerId, template, currency: deposit.currency, bonusCents, now };
    return issueFromTemplate(tx, deps.outbox, { ...input, source: `deposit:${deposit.transaction_id}`, cause: 'deposit' });
  });
  deps.outbox.kick();
  // The stored code is spent by this deposit, whether or not it gave a gift (it is redeemed once).
  if (codeSpent && facts.depositBonusCode !== null) await deps.clearDepositBonusCode(playerId, facts.depositBonusCode);
  for (const gift of issued) if (gift.kind === 'bonus') await activateGift(deps, playerId, gift.id, 'bonus');
}

/** Registration gifts: every eligible player receives each live one once, when their gifts are first read. */
async function issueRegistrationGifts(deps: BonusDeps, playerId: number, facts: PlayerFacts): Promise<void> {
  if (!facts.canIssueBonuses) return;
  const now = deps.clock.now();
  const templates = (await liveTemplates(deps.db, 'registration', now)).filter((t) => isEligible(t.eligibility, facts));
  const owed = templates.filter((t) => t.amounts[facts.currency] !== undefined || t.freespinsCount > 0);
  if (owed.length === 0) return;
  await deps.db.transaction(async (tx) => {
    for (const template of owed) {
      const bonusCents = template.amounts[facts.currency] ?? 0;
      const input = { playerId, template, currency: facts.currency, bonusCents, now };
      await issueFromTemplate(tx, deps.outbox, { ...input, source: 'registration', cause: 'registration' });
    }
  });
  deps.outbox.kick();
}

/** GET /api/player/bonuses and /api/player/freespins (API-098, API-099): newest first. */
export async function listGifts(deps: BonusDeps, playerId: number, kind: GiftRow['kind']): Promise<Gift[]> {
  await issueRegistrationGifts(deps, playerId, await deps.playerFacts(playerId));
  const rows = await deps.db
    .select()
    .from(gifts)
    .where(and(eq(gifts.playerId, playerId), eq(gifts.kind, kind)))
    .orderBy(desc(gifts.id))
    .limit(100);
  const now = deps.clock.now();
  const templates = new Map<number, TemplateRow>();
  const views: Gift[] = [];
  for (const row of rows) {
    const template = templates.get(row.templateId) ?? (await templateOf(deps.db, row.templateId));
    templates.set(row.templateId, template);
    views.push(giftView(row, template, now));
  }
  return views;
}

/** GET /api/bonuses/deposit (API-100): the offers for the player's next deposit, in their wallet's currency. */
export async function listDepositOffers(deps: BonusDeps, playerId: number): Promise<DepositGift[]> {
  const facts = await deps.playerFacts(playerId);
  const seen = await depositsSeen(deps.db, playerId);
  const offers = await depositOffers(deps, facts, seen + 1);
  const currency = facts.currency;
  return offers
    .filter((t) => t.maxAmounts[currency] !== undefined)
    .map((t) => ({
      id: t.id,
      kind: 'deposit',
      title: t.title,
      title_key: t.titleKey,
      group_key: t.groupKey,
      currency,
      stage: 'issued',
      percent: t.percent ?? 0,
      max_amount_cents: t.maxAmounts[currency] ?? 0,
      min_deposit_cents: t.minDeposits[currency] ?? 0,
      deposit_number: t.eligibility.depositNumber,
      wager_multiplier: t.wagerMultiplier,
      freespins_total: t.freespinsCount,
      game_ids: t.freespinGames,
      activatable_until: t.activeUntil?.toISOString() ?? null,
      bonuses: offerBonuses(t),
    }));
}

/** GET /api/bonuses/registration (API-101): the gifts a player receives for signing up. */
export async function listRegistrationOffers(deps: BonusDeps, playerId: number): Promise<RegistrationGift[]> {
  const facts = await deps.playerFacts(playerId);
  const templates = await liveTemplates(deps.db, 'registration', deps.clock.now());
  return templates
    .filter((t) => facts.canIssueBonuses && isEligible(t.eligibility, facts))
    .map((t) => registrationOffer(t, facts.currency));
}

/**
 * What a visitor signing up in a currency would receive: the live registration gifts open to
 * everyone (no group or country rule, which only a player's account can meet) that pay in it.
 */
export async function previewRegistrationOffers(deps: BonusDeps, currency: string): Promise<RegistrationGift[]> {
  const templates = await liveTemplates(deps.db, 'registration', deps.clock.now());
  return templates
    .filter((t) => t.eligibility.groups.length === 0 && t.eligibility.countries.length === 0)
    .filter((t) => t.amounts[currency] !== undefined || t.freespinsCount > 0)
    .map((t) => registrationOffer(t, currency));
}

function registrationOffer(t: TemplateRow, currency: string): RegistrationGift {
  return {
    id: t.id,
    kind: 'registration',
    title: t.title,
    title_key: t.titleKey,
    group_key: t.groupKey,
    currency,
    stage: 'issued',
    amount_cents: t.amounts[currency] ?? 0,
    wager_multiplier: t.wagerMultiplier,
    freespins_total: t.freespinsCount,
    game_ids: t.freespinGames,
    bonuses: offerBonuses(t),
  };
}

function offerBonuses(t: TemplateRow): Gift['bonuses'] {
  const list: Gift['bonuses'] = [];
  if (t.kind !== 'freespins') list.push({ type: 'bonus', title: t.title });
  if (t.freespinsCount > 0) list.push({ type: 'freespins', title: t.title });
  return list;
}

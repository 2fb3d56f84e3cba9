import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';
import type { Outbox } from '../events/outbox';
import { pushGift, type GiftRow, type TemplateRow } from './gift-queries';
import { daysAfter, wagerRequirement } from './rules';
import { giftTemplates, giftTransitions, gifts, type GiftTemplateKind } from './tables';

interface IssueInput {
  playerId: number;
  template: TemplateRow;
  currency: string;
  /** Bonus money; ignored for a free-spin gift. */
  bonusCents: number;
  /** What issued it; a second issue from the same source and template gives nothing new. */
  source: string;
  cause: string;
  now: Date;
  /** A prize's own free-spin terms in place of the template's (decision 074). */
  terms?: PrizeTerms;
}

/** Free-spin terms a prize sets for itself: the wager on the spins' winnings, the max win and the bet of one spin. */
export interface PrizeTerms {
  freespinWager?: number;
  maxWinCents?: number;
  freespinBetCents?: number;
}

/** The row of a new gift: bonus money with its wager and max win, or the template's free spins. */
function newGift(input: IssueInput, kind: GiftRow['kind']): typeof gifts.$inferInsert {
  const { template, currency, now } = input;
  const bonus = kind === 'bonus' ? input.bonusCents : 0;
  return {
    playerId: input.playerId,
    templateId: template.id,
    kind,
    stage: 'issued',
    currency,
    bonusCents: bonus,
    wagerRequiredCents: wagerRequirement(bonus, template.wagerMultiplier),
    maxWinCents: (kind === 'freespins' ? input.terms?.maxWinCents : undefined) ?? template.maxWins[currency] ?? null,
    activatableUntil: daysAfter(now, template.activationDays),
    freespinsTotal: kind === 'freespins' ? template.freespinsCount : 0,
    freespinBetCents: kind === 'freespins' ? (input.terms?.freespinBetCents ?? template.freespinBets[currency] ?? null) : null,
    freespinWager: kind === 'freespins' ? (input.terms?.freespinWager ?? null) : null,
    gameIds: kind === 'freespins' ? template.freespinGames : [],
    source: kind === 'freespins' && template.kind !== 'freespins' ? `${input.source}:spins` : input.source,
    createdAt: now,
    updatedAt: now,
  };
}

async function insertGift(tx: DbOrTx, outbox: Outbox, input: IssueInput, kind: GiftRow['kind']): Promise<GiftRow | undefined> {
  return insertRow(tx, outbox, newGift(input, kind), input.cause, input.now);
}

/** Inserts a new gift with its first transition and pushes it; a source already used inserts nothing. */
async function insertRow(
  tx: DbOrTx,
  outbox: Outbox,
  values: typeof gifts.$inferInsert,
  cause: string,
  now: Date,
): Promise<GiftRow | undefined> {
  const [row] = await tx.insert(gifts).values(values).onConflictDoNothing().returning();
  if (!row) return undefined;
  await tx.insert(giftTransitions).values({ giftId: row.id, fromStage: null, toStage: 'issued', cause, at: now });
  await pushGift(tx, outbox, row, now);
  return row;
}

/**
 * The winnings of a free-spin gift's spins as bonus money (decision 048): a bonus gift of the same
 * template with the template's free-spin wager and max win, once per free-spin gift.
 */
export async function issueSpinWinnings(
  tx: DbOrTx,
  outbox: Outbox,
  { spins, template, now }: { spins: GiftRow; template: TemplateRow; now: Date },
): Promise<GiftRow | undefined> {
  const winnings = spins.freespinWinCents;
  const values: typeof gifts.$inferInsert = {
    playerId: spins.playerId,
    templateId: template.id,
    kind: 'bonus',
    stage: 'issued',
    currency: spins.currency,
    bonusCents: winnings,
    wagerRequiredCents: wagerRequirement(winnings, spins.freespinWager ?? template.freespinWager),
    maxWinCents: spins.maxWinCents ?? template.maxWins[spins.currency] ?? null,
    activatableUntil: daysAfter(now, template.activationDays),
    source: `freespins:${spins.id}`,
    createdAt: now,
    updatedAt: now,
  };
  return insertRow(tx, outbox, values, 'freespin_winnings', now);
}

/**
 * Issues what a template gives, in the caller's transaction: bonus money (when any) and free
 * spins (when the template carries them). A source already used for the template issues nothing.
 */
export async function issueFromTemplate(tx: Tx, outbox: Outbox, input: IssueInput): Promise<GiftRow[]> {
  const issued: GiftRow[] = [];
  const { template } = input;
  if (template.kind !== 'freespins' && input.bonusCents > 0) {
    const bonus = await insertGift(tx, outbox, input, 'bonus');
    if (bonus) issued.push(bonus);
  }
  if (template.freespinsCount > 0) {
    const spins = await insertGift(tx, outbox, input, 'freespins');
    if (spins) issued.push(spins);
  }
  return issued;
}

/** Templates of a kind an operator has live now, in their order. */
export async function liveTemplates(db: DbOrTx, kind: GiftTemplateKind, now: Date): Promise<TemplateRow[]> {
  return db
    .select()
    .from(giftTemplates)
    .where(
      and(
        eq(giftTemplates.kind, kind),
        isNull(giftTemplates.retiredAt),
        or(isNull(giftTemplates.activeFrom), lte(giftTemplates.activeFrom, now)),
        or(isNull(giftTemplates.activeUntil), gt(giftTemplates.activeUntil, now)),
      ),
    )
    .orderBy(asc(giftTemplates.position), asc(giftTemplates.id));
}

/** Whether a template still lives (not retired, inside its window) at an instant. */
export function isLive(template: TemplateRow, now: Date): boolean {
  if (template.retiredAt) return false;
  if (template.activeFrom && template.activeFrom > now) return false;
  return !(template.activeUntil && template.activeUntil <= now);
}

import type { GiftTemplateInput, GiftTemplateState, StaffGiftTemplate } from '@casino/contracts';
import stableStringify from 'safe-stable-stringify';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { HttpError, ValidationError } from '../http/errors';
import { recordStaffAction } from '../staff';
import type { TemplateRow } from './gift-queries';
import type { StaffActor, StaffDeps } from './staff-context';
import { giftTemplates, gifts } from './tables';

/** Drops the entries a form left empty. */
function compact(amounts: Partial<Record<string, number | undefined>>): Record<string, number> {
  return Object.fromEntries(Object.entries(amounts).filter((e): e is [string, number] => e[1] !== undefined));
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** A template row in the shape of the console's form (every field an operator sets). */
function templateInputOf(row: TemplateRow): GiftTemplateInput {
  return {
    kind: row.kind,
    title: row.title,
    title_key: row.titleKey,
    group_key: row.groupKey,
    amounts: row.amounts,
    percent: row.percent,
    max_amounts: row.maxAmounts,
    min_deposits: row.minDeposits,
    wager_multiplier: row.wagerMultiplier,
    max_wins: row.maxWins,
    contributions: row.contributions,
    default_contribution: row.defaultContribution,
    activation_days: row.activationDays,
    validity_days: row.validityDays,
    freespins_count: row.freespinsCount,
    freespin_games: row.freespinGames,
    freespin_bets: row.freespinBets,
    freespin_wager: row.freespinWager,
    eligibility: {
      groups: row.eligibility.groups,
      countries: row.eligibility.countries,
      deposit_number: row.eligibility.depositNumber,
    },
    position: row.position,
    active_from: iso(row.activeFrom),
    active_until: iso(row.activeUntil),
  };
}

/** The columns a validated input sets. */
function columnsOf(input: GiftTemplateInput): Omit<typeof giftTemplates.$inferInsert, 'createdAt'> {
  return {
    kind: input.kind,
    title: input.title,
    titleKey: input.title_key,
    groupKey: input.group_key,
    amounts: compact(input.amounts),
    percent: input.kind === 'deposit' ? input.percent : null,
    maxAmounts: compact(input.max_amounts),
    minDeposits: compact(input.min_deposits),
    wagerMultiplier: input.wager_multiplier,
    maxWins: compact(input.max_wins),
    contributions: compact(input.contributions),
    defaultContribution: input.default_contribution,
    activationDays: input.activation_days,
    validityDays: input.validity_days,
    freespinsCount: input.freespins_count,
    freespinGames: input.freespin_games,
    freespinBets: compact(input.freespin_bets),
    freespinWager: input.freespin_wager,
    eligibility: {
      groups: input.eligibility.groups,
      countries: input.eligibility.countries,
      depositNumber: input.eligibility.deposit_number,
    },
    position: input.position,
    activeFrom: input.active_from ? new Date(input.active_from) : null,
    activeUntil: input.active_until ? new Date(input.active_until) : null,
  };
}

function templateState(row: TemplateRow, now: Date): GiftTemplateState {
  if (row.retiredAt) return 'retired';
  if (row.activeFrom && row.activeFrom > now) return 'scheduled';
  if (row.activeUntil && row.activeUntil <= now) return 'ended';
  return 'live';
}

function templateView(row: TemplateRow, issued: number, now: Date): StaffGiftTemplate {
  return {
    ...templateInputOf(row),
    id: row.id,
    state: templateState(row, now),
    issued_count: issued,
    retired_at: iso(row.retiredAt),
    created_at: row.createdAt.toISOString(),
  };
}

async function issuedCounts(db: StaffDeps['db'] | Tx, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: gifts.templateId, n: count() })
    .from(gifts)
    .where(inArray(gifts.templateId, ids))
    .groupBy(gifts.templateId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

async function openGiftCount(tx: Tx, templateId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(gifts)
    .where(and(eq(gifts.templateId, templateId), inArray(gifts.stage, ['issued', 'wait', 'handle_bets'])));
  return row?.n ?? 0;
}

export async function listTemplates(deps: StaffDeps): Promise<StaffGiftTemplate[]> {
  const rows = await deps.db.select().from(giftTemplates).orderBy(asc(giftTemplates.position), asc(giftTemplates.id));
  const counts = await issuedCounts(
    deps.db,
    rows.map((r) => r.id),
  );
  const now = deps.clock.now();
  return rows.map((r) => templateView(r, counts.get(r.id) ?? 0, now));
}

async function lockTemplate(tx: Tx, id: number): Promise<TemplateRow> {
  const [row] = await tx.select().from(giftTemplates).where(eq(giftTemplates.id, id)).for('update');
  if (!row) throw new HttpError(404, 'Gift template not found.');
  return row;
}

/** The fields whose value differs, before and after, for the audit log. */
function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const keys = Object.keys(after).filter((k) => stableStringify(before[k]) !== stableStringify(after[k]));
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
  };
}

export async function createTemplate(deps: StaffDeps, actor: StaffActor, input: GiftTemplateInput): Promise<StaffGiftTemplate> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(giftTemplates)
      .values({ ...columnsOf(input), createdAt: now })
      .returning();
    if (!row) throw new Error('gift template insert returned nothing');
    const after = templateInputOf(row);
    await recordStaffAction(tx, {
      ...actor,
      action: 'gift_template.create',
      subjectKind: 'gift_template',
      subjectId: row.id,
      after,
      at: now,
    });
    return templateView(row, 0, now);
  });
}

/**
 * These template fields are read when a gift wagers or activates, so changing them would change
 * gifts already issued: while any is open they stay as they are (a new template is the way).
 */
const LIVE_FIELDS = ['contributions', 'default_contribution', 'validity_days'] as const;

/**
 * Edits a template. Amounts, wager, max win, free spins and deadlines are copied into each gift
 * when it is issued, so an edit changes only future gifts; the fields read later are refused
 * while the template has open gifts.
 */
export async function updateTemplate(
  deps: StaffDeps,
  actor: StaffActor,
  id: number,
  input: GiftTemplateInput,
): Promise<StaffGiftTemplate> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const current = await lockTemplate(tx, id);
    if (current.retiredAt) throw new HttpError(409, 'The template is retired.');
    if (input.kind !== current.kind) throw new ValidationError({ kind: ['cannot change once created'] });
    const diff = changedFields(templateInputOf(current), input);
    const locked = LIVE_FIELDS.filter((f) => f in diff.after);
    if (locked.length > 0) {
      const open = await openGiftCount(tx, id);
      if (open > 0)
        throw new ValidationError(
          Object.fromEntries(locked.map((f) => [f, [`applies to ${open} open gifts; create a new template instead`]])),
        );
    }
    const [row] = await tx.update(giftTemplates).set(columnsOf(input)).where(eq(giftTemplates.id, id)).returning();
    if (!row) throw new Error(`gift template ${id} vanished`);
    await recordStaffAction(tx, {
      ...actor,
      action: 'gift_template.update',
      subjectKind: 'gift_template',
      subjectId: id,
      ...diff,
      at: now,
    });
    return templateView(row, (await issuedCounts(tx, [id])).get(id) ?? 0, now);
  });
}

/** Retires a template: it issues nothing more (offers, coupons, staff); gifts already issued run on. */
export async function retireTemplate(deps: StaffDeps, actor: StaffActor, id: number, reason: string): Promise<StaffGiftTemplate> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const current = await lockTemplate(tx, id);
    if (current.retiredAt) throw new HttpError(409, 'The template is already retired.');
    const [row] = await tx.update(giftTemplates).set({ retiredAt: now }).where(eq(giftTemplates.id, id)).returning();
    if (!row) throw new Error(`gift template ${id} vanished`);
    await recordStaffAction(tx, {
      ...actor,
      action: 'gift_template.retire',
      subjectKind: 'gift_template',
      subjectId: id,
      before: { retired_at: null },
      after: { retired_at: now.toISOString() },
      reason,
      at: now,
    });
    return templateView(row, (await issuedCounts(tx, [id])).get(id) ?? 0, now);
  });
}

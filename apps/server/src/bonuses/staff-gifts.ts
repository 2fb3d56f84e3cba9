import type { StaffIssueRequest, StaffIssueResponse, StaffPlayerGift, StaffPlayerGifts } from '@casino/contracts';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { HttpError, ValidationError } from '../http/errors';
import { recordStaffAction } from '../staff';
import { giftView, lockBonusQueue, moveStage, templateOf, type GiftRow, type TemplateRow } from './gift-queries';
import { issueFromTemplate } from './issue';
import { settleGift } from './money';
import type { StaffActor, StaffDeps } from './staff-context';
import { giftTemplates, giftTransitions, gifts } from './tables';

/** The most players one request issues to; a larger group is split by the operator. */
const GROUP_ISSUE_LIMIT = 5000;

type Skip = StaffIssueResponse['skipped'][number];

async function targetsOf(deps: StaffDeps, target: StaffIssueRequest['target']): Promise<number[]> {
  if (target.kind === 'player') {
    const id = await deps.players.idOf(target.player);
    if (id === null) throw new ValidationError({ player: ['no player has this id or e-mail'] });
    return [id];
  }
  const members = await deps.players.inGroup(target.group_id, GROUP_ISSUE_LIMIT + 1);
  if (members.length === 0) throw new ValidationError({ group_id: ['the group has no players'] });
  if (members.length > GROUP_ISSUE_LIMIT)
    throw new ValidationError({ group_id: [`has more than ${GROUP_ISSUE_LIMIT} players; issue to a smaller group`] });
  return members;
}

async function issuableTemplate(deps: StaffDeps, id: number): Promise<TemplateRow> {
  const [template] = await deps.db.select().from(giftTemplates).where(eq(giftTemplates.id, id));
  if (!template || template.retiredAt) throw new ValidationError({ template_id: ['is not an active template'] });
  if (template.kind === 'deposit') throw new ValidationError({ template_id: ['a deposit bonus comes with a deposit'] });
  return template;
}

/** What a template pays a player in their currency, or why it pays nothing. */
async function amountFor(
  deps: StaffDeps,
  template: TemplateRow,
  playerId: number,
): Promise<{ currency: string; bonusCents: number } | Skip> {
  const facts = await deps.playerFacts(playerId);
  if (!facts.canIssueBonuses) return { player_id: playerId, reason: 'bonuses_disabled' };
  const bonusCents = template.kind === 'freespins' ? 0 : (template.amounts[facts.currency] ?? 0);
  const spins = template.freespinsCount > 0 && template.freespinBets[facts.currency] !== undefined;
  if (bonusCents === 0 && !spins) return { player_id: playerId, reason: 'no_amount_for_currency' };
  return { currency: facts.currency, bonusCents };
}

/**
 * Issues a template's gift to a player or every member of a group, with a reason. The request's
 * Idempotency-Key is the gifts' source (`staff:{key}`), unique per player and template, so a retry
 * of the request, even at the same time, issues nothing more. One audit entry per gift.
 */
export async function issueByStaff(
  deps: StaffDeps,
  actor: StaffActor,
  key: string,
  request: StaffIssueRequest,
): Promise<StaffIssueResponse> {
  const template = await issuableTemplate(deps, request.template_id);
  const playerIds = await targetsOf(deps, request.target);
  const answer: StaffIssueResponse = { issued: [], already_issued: 0, skipped: [] };
  const payable: { playerId: number; currency: string; bonusCents: number }[] = [];
  for (const playerId of playerIds) {
    const amount = await amountFor(deps, template, playerId);
    if ('reason' in amount) answer.skipped.push(amount);
    else payable.push({ playerId, ...amount });
  }
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    for (const one of payable) await issueOne(tx, deps, { actor, template, key, reason: request.reason, now, ...one }, answer);
  });
  deps.outbox.kick();
  return answer;
}

interface IssueOne {
  actor: StaffActor;
  template: TemplateRow;
  playerId: number;
  key: string;
  reason: string;
  now: Date;
  currency: string;
  bonusCents: number;
}

async function issueOne(tx: Tx, deps: StaffDeps, one: IssueOne, answer: StaffIssueResponse): Promise<void> {
  const { template, playerId, now } = one;
  const source = `staff:${one.key}`;
  const rows = await issueFromTemplate(tx, deps.outbox, { ...one, source, cause: 'staff_issued' });
  if (rows.length === 0) answer.already_issued += 1;
  for (const gift of rows) {
    answer.issued.push({ player_id: playerId, gift_id: gift.id });
    const after = {
      template_id: template.id,
      kind: gift.kind,
      currency: gift.currency,
      bonus_cents: gift.bonusCents,
      freespins: gift.freespinsTotal,
    };
    await recordStaffAction(tx, {
      ...one.actor,
      action: 'gift.issue',
      subjectKind: 'gift',
      subjectId: gift.id,
      playerId,
      after,
      reason: one.reason,
      at: now,
    });
  }
}

async function staffGiftViews(deps: StaffDeps, rows: GiftRow[]): Promise<StaffPlayerGift[]> {
  if (rows.length === 0) return [];
  const history = await deps.db
    .select()
    .from(giftTransitions)
    .where(
      inArray(
        giftTransitions.giftId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(giftTransitions.id));
  const templates = new Map<number, TemplateRow>();
  for (const id of new Set(rows.map((r) => r.templateId))) templates.set(id, await templateOf(deps.db, id));
  const now = deps.clock.now();
  return rows.map((row) => ({
    ...giftView(row, templates.get(row.templateId) as TemplateRow, now),
    template_id: row.templateId,
    source: row.source,
    converted_cents: row.convertedCents,
    forfeited_cents: row.forfeitedCents,
    history: history
      .filter((h) => h.giftId === row.id)
      .map((h) => ({ from_stage: h.fromStage, to_stage: h.toStage, cause: h.cause, at: h.at.toISOString() })),
  }));
}

/** A player's gifts, newest first, each with its stage history (GIFT-05). */
export async function playerGifts(deps: StaffDeps, ref: string): Promise<StaffPlayerGifts> {
  const playerId = await deps.players.idOf(ref);
  if (playerId === null) throw new ValidationError({ player: ['no player has this id or e-mail'] });
  const rows = await deps.db.select().from(gifts).where(eq(gifts.playerId, playerId)).orderBy(desc(gifts.id)).limit(200);
  return { player_id: playerId, gifts: await staffGiftViews(deps, rows) };
}

/** The gift, locked; a bonus with its wallet's queue first, in the engine's lock order. */
async function lockGift(tx: Tx, id: number): Promise<GiftRow> {
  const [peek] = await tx.select().from(gifts).where(eq(gifts.id, id));
  if (!peek) throw new HttpError(404, 'Gift not found.');
  if (peek.kind === 'bonus') {
    const queued = (await lockBonusQueue(tx, peek.playerId, peek.currency)).find((g) => g.id === id);
    if (queued) return queued;
  }
  const [row] = await tx.select().from(gifts).where(eq(gifts.id, id)).for('update');
  if (!row) throw new HttpError(404, 'Gift not found.');
  return row;
}

/**
 * Staff cancel a gift with a reason: like the player's delete (decision 044), a wagering bonus
 * forfeits exactly the wallet's bonus part, never real money; an ended gift is a 409.
 */
export async function cancelByStaff(
  deps: StaffDeps,
  actor: StaffActor,
  id: number,
  reason: string,
): Promise<{ gift: StaffPlayerGift; forfeited_cents: number }> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const gift = await lockGift(tx, id);
    if (!['issued', 'wait', 'handle_bets'].includes(gift.stage)) throw new HttpError(409, 'The gift has already ended.');
    const owesMoney = gift.stage === 'handle_bets';
    await moveStage(tx, deps.outbox, gift, {
      to: 'canceled',
      cause: 'staff_canceled',
      now,
      set: owesMoney ? { moneySettledAt: null } : { moneySettledAt: now, forfeitedCents: 0 },
    });
    await recordStaffAction(tx, {
      ...actor,
      action: 'gift.cancel',
      subjectKind: 'gift',
      subjectId: id,
      playerId: gift.playerId,
      before: { stage: gift.stage },
      after: { stage: 'canceled' },
      reason,
      at: now,
    });
  });
  const settled = await settleGift(deps, id);
  deps.outbox.kick();
  const [view] = await staffGiftViews(deps, [settled]);
  if (!view) throw new Error(`gift ${id} vanished`);
  return { gift: view, forfeited_cents: settled.forfeitedCents ?? 0 };
}

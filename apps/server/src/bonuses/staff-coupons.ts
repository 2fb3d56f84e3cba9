import type { CouponBatch, CouponBatchInput } from '@casino/contracts';
import { randomInt } from 'node:crypto';
import { desc, eq, inArray, isNull, or, gt, and, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { HttpError, ValidationError } from '../http/errors';
import { recordStaffAction } from '../staff';
import { giftCouponBatchCodes, giftCouponBatches } from './staff-tables';
import type { StaffActor, StaffDeps } from './staff-context';
import { giftCoupons, giftTemplates } from './tables';

/** Letters and digits that cannot be mistaken for one another when read aloud or typed (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;

function randomCode(prefix: string): string {
  let code = prefix;
  for (let i = 0; i < CODE_LENGTH; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

type BatchRow = typeof giftCouponBatches.$inferSelect;

async function insertCodes(tx: Tx, batch: BatchRow, input: CouponBatchInput, now: Date): Promise<void> {
  const shared = input.mode === 'shared';
  const base = {
    templateId: batch.templateId,
    maxRedemptions: shared ? input.max_redemptions : 1,
    validFrom: input.valid_from ? new Date(input.valid_from) : null,
    validUntil: input.valid_until ? new Date(input.valid_until) : null,
    createdAt: now,
  };
  const codes = shared ? [input.code ?? ''] : Array.from({ length: input.count }, () => randomCode(input.code ?? ''));
  const made = await tx
    .insert(giftCoupons)
    .values(codes.map((code) => ({ ...base, code })))
    .onConflictDoNothing()
    .returning({ id: giftCoupons.id });
  // A shared code already taken, or (rarely) a generated one: the whole batch is refused, nothing is half made.
  if (made.length < codes.length) throw new ValidationError({ code: ['is already in use'] });
  await tx.insert(giftCouponBatchCodes).values(made.map((c) => ({ batchId: batch.id, couponId: c.id })));
}

export async function createBatch(deps: StaffDeps, actor: StaffActor, input: CouponBatchInput): Promise<CouponBatch> {
  const now = deps.clock.now();
  const id = await deps.db.transaction(async (tx) => {
    const [template] = await tx.select().from(giftTemplates).where(eq(giftTemplates.id, input.template_id));
    if (!template || template.retiredAt) throw new ValidationError({ template_id: ['is not an active template'] });
    if (template.kind === 'deposit')
      throw new ValidationError({ template_id: ['a deposit bonus comes with a deposit, not a code'] });
    const [batch] = await tx
      .insert(giftCouponBatches)
      .values({ templateId: template.id, name: input.name, mode: input.mode, createdBy: actor.actor.staff.id, createdAt: now })
      .returning();
    if (!batch) throw new Error('coupon batch insert returned nothing');
    await insertCodes(tx, batch, input, now);
    const after = { ...input, count: input.mode === 'shared' ? 1 : input.count };
    await recordStaffAction(tx, {
      ...actor,
      action: 'coupon_batch.create',
      subjectKind: 'coupon_batch',
      subjectId: batch.id,
      after,
      at: now,
    });
    return batch.id;
  });
  const [view] = await batchViews(deps, [id]);
  if (!view) throw new Error(`coupon batch ${id} vanished`);
  return view;
}

/** Batches with their codes' counts, newest first; `ids` narrows to some. */
async function batchViews(deps: StaffDeps, ids?: number[]): Promise<CouponBatch[]> {
  const rows = await deps.db
    .select({
      batch: giftCouponBatches,
      title: giftTemplates.title,
      codes: sql<number>`count(${giftCoupons.id})::int`,
      redeemed: sql<number>`coalesce(sum(${giftCoupons.redeemedCount}), 0)::int`,
      code: sql<string>`min(${giftCoupons.code})`,
      maxRedemptions: sql<number | null>`max(${giftCoupons.maxRedemptions})`,
      validFrom: sql<string | null>`min(${giftCoupons.validFrom})`,
      validUntil: sql<string | null>`max(${giftCoupons.validUntil})`,
    })
    .from(giftCouponBatches)
    .innerJoin(giftTemplates, eq(giftTemplates.id, giftCouponBatches.templateId))
    .leftJoin(giftCouponBatchCodes, eq(giftCouponBatchCodes.batchId, giftCouponBatches.id))
    .leftJoin(giftCoupons, eq(giftCoupons.id, giftCouponBatchCodes.couponId))
    .where(ids ? inArray(giftCouponBatches.id, ids) : undefined)
    .groupBy(giftCouponBatches.id, giftTemplates.title)
    .orderBy(desc(giftCouponBatches.id))
    .limit(500);
  return rows.map((r) => viewOf(r));
}

const isoOf = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

function viewOf(r: {
  batch: BatchRow;
  title: string;
  codes: number;
  redeemed: number;
  code: string;
  maxRedemptions: number | null;
  validFrom: string | null;
  validUntil: string | null;
}): CouponBatch {
  const shared = r.batch.mode === 'shared';
  return {
    id: r.batch.id,
    template_id: r.batch.templateId,
    template_title: r.title,
    name: r.batch.name,
    mode: r.batch.mode,
    codes_count: Number(r.codes),
    code: shared ? r.code : null,
    max_redemptions: shared && r.maxRedemptions !== null ? Number(r.maxRedemptions) : shared ? null : 1,
    redeemed_count: Number(r.redeemed),
    valid_from: isoOf(r.validFrom),
    valid_until: isoOf(r.validUntil),
    retired_at: r.batch.retiredAt?.toISOString() ?? null,
    created_at: r.batch.createdAt.toISOString(),
  };
}

export const listBatches = (deps: StaffDeps): Promise<CouponBatch[]> => batchViews(deps);

/** Retires a batch: every code of it ends now (a code already ended keeps its end). */
export async function retireBatch(deps: StaffDeps, actor: StaffActor, id: number, reason: string): Promise<CouponBatch> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [batch] = await tx.select().from(giftCouponBatches).where(eq(giftCouponBatches.id, id)).for('update');
    if (!batch) throw new HttpError(404, 'Coupon batch not found.');
    if (batch.retiredAt) throw new HttpError(409, 'The coupon batch is already retired.');
    await tx.update(giftCouponBatches).set({ retiredAt: now }).where(eq(giftCouponBatches.id, id));
    const codes = tx
      .select({ id: giftCouponBatchCodes.couponId })
      .from(giftCouponBatchCodes)
      .where(eq(giftCouponBatchCodes.batchId, id));
    await tx
      .update(giftCoupons)
      .set({ validUntil: now })
      .where(and(inArray(giftCoupons.id, codes), or(isNull(giftCoupons.validUntil), gt(giftCoupons.validUntil, now))));
    await recordStaffAction(tx, {
      ...actor,
      action: 'coupon_batch.retire',
      subjectKind: 'coupon_batch',
      subjectId: id,
      before: { retired_at: null },
      after: { retired_at: now.toISOString() },
      reason,
      at: now,
    });
  });
  const [view] = await batchViews(deps, [id]);
  if (!view) throw new Error(`coupon batch ${id} vanished`);
  return view;
}

/** One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled. */
function csvField(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The batch's codes as CSV (RFC 4180, CRLF line ends): code, redemptions, limit, validity. */
export async function batchCsv(deps: StaffDeps, id: number): Promise<string> {
  const [batch] = await deps.db.select({ id: giftCouponBatches.id }).from(giftCouponBatches).where(eq(giftCouponBatches.id, id));
  if (!batch) throw new HttpError(404, 'Coupon batch not found.');
  const rows = await deps.db
    .select()
    .from(giftCoupons)
    .innerJoin(giftCouponBatchCodes, eq(giftCouponBatchCodes.couponId, giftCoupons.id))
    .where(eq(giftCouponBatchCodes.batchId, id))
    .orderBy(giftCoupons.id);
  const lines = [['code', 'redeemed_count', 'max_redemptions', 'valid_from', 'valid_until']];
  for (const { gift_coupons: c } of rows)
    lines.push([
      c.code,
      String(c.redeemedCount),
      c.maxRedemptions === null ? '' : String(c.maxRedemptions),
      isoOf(c.validFrom) ?? '',
      isoOf(c.validUntil) ?? '',
    ]);
  return lines.map((fields) => fields.map(csvField).join(',')).join('\r\n') + '\r\n';
}

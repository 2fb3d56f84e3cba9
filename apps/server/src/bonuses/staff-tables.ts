import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { staffUsers } from '../staff/tables';
import { giftCoupons, giftTemplates } from './tables';

/**
 * Coupon batches an operator creates (decision 049): N unique codes, or one shared code with a
 * redemption limit, for a template. The codes themselves are `gift_coupons` rows, listed in
 * `gift_coupon_batch_codes`; retiring a batch ends the validity of all its codes.
 */
export const giftCouponBatches = pgTable(
  'gift_coupon_batches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    templateId: bigint('template_id', { mode: 'number' })
      .notNull()
      .references(() => giftTemplates.id),
    name: text('name').notNull(),
    mode: text('mode').$type<'unique' | 'shared'>().notNull(),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => staffUsers.id),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('gift_coupon_batches_mode', sql`${t.mode} in ('unique', 'shared')`)],
);

/** Which coupons a batch made. */
export const giftCouponBatchCodes = pgTable(
  'gift_coupon_batch_codes',
  {
    batchId: bigint('batch_id', { mode: 'number' })
      .notNull()
      .references(() => giftCouponBatches.id),
    couponId: bigint('coupon_id', { mode: 'number' })
      .notNull()
      .references(() => giftCoupons.id),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.couponId] }), index('gift_coupon_batch_codes_coupon_idx').on(t.couponId)],
);

import { bigint, bigserial, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { staffUsers } from '../staff/tables';

/** Front-end configuration documents; `locale` is '' for locale-independent ones. */
export const feConfigs = pgTable(
  'fe_configs',
  {
    name: text('name').notNull(),
    locale: text('locale').notNull().default(''),
    value: jsonb('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.name, t.locale] })],
);

/**
 * Every change made in the configuration editor: who, which document, the value before and
 * after (docs/decisions/025-config-editor.md). Rows are only ever added.
 */
export const configChanges = pgTable(
  'config_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    locale: text('locale').notNull(),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'restrict' }),
    before: jsonb('before'),
    after: jsonb('after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('config_changes_document_idx').on(t.name, t.locale, t.id)],
);

import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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

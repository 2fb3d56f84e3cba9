import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';

export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  fiat: boolean('fiat').notNull(),
  subunitsToUnit: integer('subunits_to_unit').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  position: integer('position').notNull().default(0),
});

/** restriction: none, partial (login and sign-up disabled) or full (no play, no deposits). */
export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  defaultCurrency: text('default_currency'),
  defaultLocale: text('default_locale'),
  restriction: text('restriction', { enum: ['none', 'partial', 'full'] })
    .notNull()
    .default('none'),
});

export const playerStatuses = pgTable('player_statuses', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

/** The site's locales with their mirror domains; `hiddenHosts` hides a locale on some hosts. */
export const siteLocales = pgTable('site_locales', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  domain: text('domain').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  hiddenHosts: text('hidden_hosts').array().notNull().default([]),
  position: integer('position').notNull().default(0),
});

import { boolean, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const cmsPages = pgTable('cms_pages', {
  id: serial('id').primaryKey(),
  path: text('path').notNull().unique(),
  parentId: integer('parent_id'),
  categories: text('categories').array().notNull().default([]),
  hidden: boolean('hidden').notNull().default(false),
  position: integer('position').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const cmsPageTranslations = pgTable(
  'cms_page_translations',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => cmsPages.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    blocks: jsonb('blocks').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.locale] })],
);

export const cmsSnippets = pgTable(
  'cms_snippets',
  {
    key: text('key').notNull(),
    locale: text('locale').notNull(),
    content: text('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.locale] })],
);

export const cmsFiles = pgTable('cms_files', {
  id: serial('id').primaryKey(),
  locale: text('locale').notNull(),
  url: text('url').notNull(),
  categories: text('categories').array().notNull().default([]),
});

/** UI messages per locale, served as /messages/{locale}.json. */
export const translations = pgTable(
  'translations',
  {
    locale: text('locale').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.key] })],
);

import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  DEFAULT_LOCALE,
  isLocale,
  type CmsMenuItem,
  type CmsPage,
  type CmsPageEdit,
  type Locale,
  type StaffCmsPage,
  type StaffCmsPageSummary,
} from '@casino/contracts';
import type { Db, DbOrTx } from '../db/client';
import { HttpError, notFound } from '../http/errors';
import type { Clock } from '../platform/clock';
import type { TtlCache } from '../platform/ttl-cache';
import { recordStaffAction, type StaffSession } from '../staff';
import { sanitizeCmsHtml } from './sanitize';
import { cmsFiles, cmsPageTranslations, cmsPages, cmsSnippets, translations } from './tables';

export interface CmsService {
  /** The visible page tree in a locale (English where a page has no translation). */
  pages(locale: string): Promise<CmsPage[]>;
  pageById(id: number, locale: string): Promise<CmsPage>;
  /** A page by path; a page outside the static category answers 404 "{path} page is not StaticPages". */
  pageByPath(path: string, locale: string, options?: { staticOnly?: boolean }): Promise<CmsPage>;
  /** The visible top-level pages with just what a menu needs (no content). */
  menu(locale: string): Promise<CmsMenuItem[]>;
  snippets(locale: string): Promise<{ id: string; content: string }[]>;
  files(locale: string): Promise<{ url: string; categories: string[] }[]>;
  /** Flat key -> text messages of a locale, English filling the gaps. */
  messages(locale: string): Promise<Record<string, string>>;
  /** Every page, hidden ones too, with the locales that have a text of their own (staff console). */
  staffPages(): Promise<StaffCmsPageSummary[]>;
  /** A page's text in a locale as the editor shows it (English when the locale has none yet). */
  staffPage(id: number, locale: Locale): Promise<StaffCmsPage>;
  /** Stores a page's text in a locale, its HTML sanitized, audited with before and after (decision 069). */
  savePage(actor: CmsActor, id: number, locale: Locale, edit: CmsPageEdit): Promise<StaffCmsPage>;
}

/** Who changes a page: the staff session and the address it came from. */
export interface CmsActor {
  session: StaffSession;
  ip: string;
}

type PageRow = typeof cmsPages.$inferSelect;
type TranslationRow = typeof cmsPageTranslations.$inferSelect;

export function createCmsService(deps: { db: Db; cache: TtlCache; clock: Clock }): CmsService {
  const { db, cache, clock } = deps;
  /** Every page text of a locale (English filling the gaps), by page id. */
  function translationsFor(locale: string): Promise<Map<number, TranslationRow>> {
    return cache.get(`cms:translations:${locale}`, async () => {
      const out = new Map<number, TranslationRow>();
      const rows = await db
        .select()
        .from(cmsPageTranslations)
        .where(inArray(cmsPageTranslations.locale, [locale, DEFAULT_LOCALE]));
      for (const row of rows) {
        if (row.locale === locale || !out.has(row.pageId)) out.set(row.pageId, row);
      }
      // Served sanitized too (decision 069): a text stored before the editor, or by hand, is cleaned once per cache fill.
      for (const [id, row] of out) {
        const content = sanitizeCmsHtml(row.content);
        const main = row.blocks['content-main'];
        out.set(id, {
          ...row,
          content,
          blocks: main === undefined ? row.blocks : { ...row.blocks, 'content-main': sanitizeCmsHtml(main) },
        });
      }
      return out;
    });
  }

  function toPage(row: PageRow, t: TranslationRow | undefined, children: CmsPage[]): CmsPage {
    return {
      id: row.id,
      path: row.path,
      slug: row.path.split('/').filter(Boolean).join('/'),
      title: t?.title ?? '',
      content: t?.content ?? '',
      categories: row.categories,
      blocks: t?.blocks ?? {},
      children,
      hidden: row.hidden,
    };
  }

  async function build(rows: PageRow[], all: PageRow[], locale: string): Promise<CmsPage[]> {
    const byParent = new Map<number, PageRow[]>();
    for (const r of all) {
      if (r.parentId !== null) byParent.set(r.parentId, [...(byParent.get(r.parentId) ?? []), r]);
    }
    const t = await translationsFor(locale);
    const tree = (row: PageRow, depth: number): CmsPage =>
      toPage(
        row,
        t.get(row.id),
        depth > 5 ? [] : (byParent.get(row.id) ?? []).filter((c) => !c.hidden).map((c) => tree(c, depth + 1)),
      );
    return rows.map((r) => tree(r, 0));
  }

  function allPages(): Promise<PageRow[]> {
    return cache.get('cms:pages', async () => db.select().from(cmsPages).orderBy(asc(cmsPages.position), asc(cmsPages.id)));
  }

  return {
    async pages(locale) {
      const all = await allPages();
      return build(
        all.filter((r) => r.parentId === null && !r.hidden),
        all,
        locale,
      );
    },
    async pageById(id, locale) {
      const all = await allPages();
      const row = all.find((r) => r.id === id);
      if (!row) throw new HttpError(404, `${id} page is not found`);
      const [page] = await build([row], all, locale);
      if (!page) throw new HttpError(404, `${id} page is not found`);
      return page;
    },
    async pageByPath(path, locale, options = {}) {
      const all = await allPages();
      const row = all.find((r) => r.path === path);
      if (!row) throw new HttpError(404, `${path} page is not found`);
      if (options.staticOnly && !row.categories.includes('static')) {
        throw new HttpError(404, `${path} page is not StaticPages`);
      }
      const [page] = await build([row], all, locale);
      if (!page) throw new HttpError(404, `${path} page is not found`);
      return page;
    },
    async menu(locale) {
      const [all, t] = await Promise.all([allPages(), translationsFor(locale)]);
      return all
        .filter((r) => r.parentId === null && !r.hidden)
        .map((r) => ({ id: r.id, path: r.path, title: t.get(r.id)?.title ?? '', categories: r.categories }));
    },
    async snippets(locale) {
      const rows = await db
        .select()
        .from(cmsSnippets)
        .where(inArray(cmsSnippets.locale, [locale, DEFAULT_LOCALE]))
        .orderBy(asc(cmsSnippets.key));
      const byKey = new Map<string, string>();
      for (const r of rows) if (r.locale === locale || !byKey.has(r.key)) byKey.set(r.key, r.content);
      return [...byKey].map(([id, content]) => ({ id, content }));
    },
    async files(locale) {
      let rows = await db.select().from(cmsFiles).where(eq(cmsFiles.locale, locale)).orderBy(asc(cmsFiles.id));
      if (rows.length === 0)
        rows = await db.select().from(cmsFiles).where(eq(cmsFiles.locale, DEFAULT_LOCALE)).orderBy(asc(cmsFiles.id));
      return rows.map((r) => ({ url: r.url, categories: r.categories }));
    },
    messages(locale) {
      return cache.get(`cms:messages:${locale}`, () => loadMessages(locale));
    },
    async staffPages() {
      const [pages, texts] = await Promise.all([
        db.select().from(cmsPages).orderBy(asc(cmsPages.position), asc(cmsPages.id)),
        db
          .select({ pageId: cmsPageTranslations.pageId, locale: cmsPageTranslations.locale, title: cmsPageTranslations.title })
          .from(cmsPageTranslations),
      ]);
      return pages.map((page) => {
        const own = texts.filter((t) => t.pageId === page.id);
        return {
          id: page.id,
          path: page.path,
          title: own.find((t) => t.locale === DEFAULT_LOCALE)?.title ?? page.path,
          categories: page.categories,
          hidden: page.hidden,
          locales: own.map((t) => t.locale).filter(isLocale),
        };
      });
    },
    staffPage: (id, locale) => staffPage(db, id, locale),
    async savePage(actor, id, locale, edit) {
      const content = sanitizeCmsHtml(edit.content);
      await db.transaction(async (tx) => {
        const [page] = await tx.select({ id: cmsPages.id }).from(cmsPages).where(eq(cmsPages.id, id)).for('update');
        if (!page) throw notFound(`${id} page is not found`);
        const before = await staffPage(tx, id, locale);
        const [row] = await tx
          .select({ blocks: cmsPageTranslations.blocks })
          .from(cmsPageTranslations)
          .where(and(eq(cmsPageTranslations.pageId, id), eq(cmsPageTranslations.locale, locale)));
        const blocks = {
          ...(row?.blocks ?? {}),
          title: edit.title,
          description: edit.description,
          keywords: edit.keywords,
          'content-main': content,
        };
        const values = { pageId: id, locale, title: edit.title, content, blocks };
        await tx
          .insert(cmsPageTranslations)
          .values(values)
          .onConflictDoUpdate({ target: [cmsPageTranslations.pageId, cmsPageTranslations.locale], set: values });
        await tx.update(cmsPages).set({ updatedAt: clock.now() }).where(eq(cmsPages.id, id));
        await recordStaffAction(tx, {
          actor: actor.session,
          ip: actor.ip,
          at: clock.now(),
          action: 'cms_page.update',
          subjectKind: 'cms_page',
          subjectId: `${id}:${locale}`,
          before: before.translated ? pick(before) : null,
          after: { title: edit.title, description: edit.description, keywords: edit.keywords, content },
        });
      });
      cache.clear('cms:');
      return staffPage(db, id, locale);
    },
  };

  async function loadMessages(locale: string): Promise<Record<string, string>> {
    const rows = await db
      .select({ locale: translations.locale, key: translations.key, value: translations.value })
      .from(translations)
      .where(inArray(translations.locale, [locale, DEFAULT_LOCALE]));
    const out: Record<string, string> = {};
    for (const r of rows) if (r.locale === DEFAULT_LOCALE && !(r.key in out)) out[r.key] = r.value;
    for (const r of rows) if (r.locale === locale) out[r.key] = r.value;
    return out;
  }
}

const pick = (page: StaffCmsPage): CmsPageEdit => ({
  title: page.title,
  description: page.description,
  keywords: page.keywords,
  content: page.content,
});

/** A page's stored text in a locale, or the English one (translated: false) when it has none. */
async function staffPage(db: DbOrTx, id: number, locale: Locale): Promise<StaffCmsPage> {
  const [page] = await db.select().from(cmsPages).where(eq(cmsPages.id, id));
  if (!page) throw notFound(`${id} page is not found`);
  const rows = await db
    .select()
    .from(cmsPageTranslations)
    .where(and(eq(cmsPageTranslations.pageId, id), inArray(cmsPageTranslations.locale, [locale, DEFAULT_LOCALE])));
  const row = rows.find((r) => r.locale === locale) ?? rows.find((r) => r.locale === DEFAULT_LOCALE);
  return {
    id,
    path: page.path,
    locale,
    translated: row?.locale === locale,
    title: row?.title ?? '',
    description: row?.blocks.description ?? '',
    keywords: row?.blocks.keywords ?? '',
    content: row?.content ?? '',
  };
}

import { cmsFiles, cmsPageTranslations, cmsPages, cmsSnippets } from '../cms/tables';
import type { DbOrTx } from '../db/client';
import { CMS_FILES, CMS_PAGES, CMS_SNIPPETS } from './data/cms-pages';

/** The demo's CMS: static pages in every locale, menus, snippets and terms files. */
export async function seedCms(tx: DbOrTx): Promise<void> {
  const ids = new Map<string, number>();
  for (const [position, page] of CMS_PAGES.entries()) {
    const [row] = await tx
      .insert(cmsPages)
      .values({
        path: page.path,
        parentId: page.parent ? (ids.get(page.parent) ?? null) : null,
        categories: page.categories,
        hidden: page.hidden ?? false,
        position,
      })
      .onConflictDoNothing()
      .returning({ id: cmsPages.id });
    if (!row) continue;
    ids.set(page.path, row.id);
    await tx.insert(cmsPageTranslations).values(
      Object.entries(page.translations).map(([locale, t]) => ({
        pageId: row.id,
        locale,
        title: t.title,
        content: t.content,
        blocks: { title: t.title, description: t.description, keywords: t.keywords ?? '', 'content-main': t.content },
      })),
    );
  }
  if (CMS_SNIPPETS.length) await tx.insert(cmsSnippets).values(CMS_SNIPPETS).onConflictDoNothing();
  if (CMS_FILES.length) await tx.insert(cmsFiles).values(CMS_FILES);
}

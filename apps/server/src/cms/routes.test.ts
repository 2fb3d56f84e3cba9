import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STATIC_PAGE_PATHS,
  cmsFilesResponseSchema,
  cmsPageSchema,
  cmsPagesResponseSchema,
  cmsSnippetsResponseSchema,
  type CmsPage,
} from '@casino/contracts';
import { createTestApp, type TestApp } from '../test/app';
import { bodyOf, errorOf, fieldErrorsOf } from '../test/http';
import { cmsFiles, cmsPageTranslations, cmsPages, cmsSnippets } from './tables';

let app: TestApp;
const ids: Record<string, number> = {};

/** Pages of our own beside the seeded ones: a parent with German text, an English-only child, a hidden page. */
async function addPage(
  path: string,
  texts: Record<string, string>,
  extra: { parent?: string; hidden?: boolean; categories?: string[] } = {},
) {
  const [row] = await app.db
    .insert(cmsPages)
    .values({
      path,
      parentId: extra.parent ? ids[extra.parent] : null,
      categories: extra.categories ?? ['bottom-menu-help'],
      hidden: extra.hidden ?? false,
      position: 10_000 + Object.keys(ids).length,
    })
    .returning({ id: cmsPages.id });
  if (!row) throw new Error('page insert returned nothing');
  ids[path] = row.id;
  await app.db.insert(cmsPageTranslations).values(
    Object.entries(texts).map(([locale, title]) => ({
      pageId: row.id,
      locale,
      title,
      content: `<p>${title}</p>`,
      blocks: { title, description: `${title}.` },
    })),
  );
}

beforeAll(async () => {
  app = await createTestApp();
  await addPage('/test-help', { en: 'Help centre', de: 'Hilfe' });
  await addPage('/test-help/deposits', { en: 'Deposits' }, { parent: '/test-help' });
  await addPage('/test-help/internal', { en: 'Internal notes' }, { parent: '/test-help', hidden: true });
  await app.db.insert(cmsSnippets).values([
    { key: 'test.licence', locale: 'en', content: 'Licensed in Curaçao' },
    { key: 'test.licence', locale: 'de', content: 'Lizenziert in Curaçao' },
    { key: 'test.age', locale: 'en', content: '18+ only' },
  ]);
  await app.db.delete(cmsFiles).where(eq(cmsFiles.locale, 'it'));
  await app.db.insert(cmsFiles).values([
    { locale: 'en', url: '/files/test-terms-en.pdf', categories: ['terms'] },
    { locale: 'de', url: '/files/test-agb-de.pdf', categories: ['terms'] },
  ]);
});
afterAll(async () => {
  await app?.close();
});

const get = (url: string) => app.fastify.inject({ url });
const page = async (url: string): Promise<CmsPage> => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return bodyOf(res, cmsPageSchema);
};

describe('GET /api/cms/pages', () => {
  it('CMS-01 CMS-02 API-067 lists the visible top-level pages as a tree, cacheable 60 s', async () => {
    const res = await get('/api/cms/pages');
    const pages = bodyOf(res, cmsPagesResponseSchema).data;
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(pages.map((p) => p.path)).toEqual(expect.arrayContaining(['/terms-and-conditions', '/test-help']));
    expect(pages.every((p) => !p.hidden)).toBe(true);
    expect(pages.map((p) => p.path)).not.toContain('/test-help/deposits');
    const help = pages.find((p) => p.path === '/test-help');
    expect(help?.children.map((c) => c.path)).toEqual(['/test-help/deposits']);
  });

  it('CMS-02 API-067 answers in the locale asked, English where a page has no text in it', async () => {
    const pages = bodyOf(await get('/api/cms/pages?l=de'), cmsPagesResponseSchema).data;
    const help = pages.find((p) => p.path === '/test-help');
    expect(help?.title).toBe('Hilfe');
    expect(help?.children[0]?.title).toBe('Deposits');
  });
});

describe('GET /api/cms/pages/{id|slug|path}', () => {
  it('CMS-01 CMS-05 API-069 finds the seeded terms page by path, with blocks and the static category', async () => {
    const terms = await page('/api/cms/pages/terms-and-conditions');
    expect(terms).toMatchObject({ path: '/terms-and-conditions', slug: 'terms-and-conditions', hidden: false });
    expect(terms.categories).toContain('static');
    expect(terms.title).not.toBe('');
    expect(terms.blocks['content-main']).toBe(terms.content);
    expect(STATIC_PAGE_PATHS).toContain(terms.path);
  });

  it('CMS-02 API-068 finds a page by id and API-070 by slug, the same page either way', async () => {
    const byId = await page(`/api/cms/pages/${ids['/test-help/deposits']}`);
    const bySlug = await page('/api/cms/pages/test-help/deposits');
    expect(byId).toEqual(bySlug);
    expect(byId).toMatchObject({
      id: ids['/test-help/deposits'],
      path: '/test-help/deposits',
      slug: 'test-help/deposits',
      title: 'Deposits',
    });
    expect((await page('/api/cms/pages/test-help/')).path).toBe('/test-help');
  });

  it('CMS-02 API-069 ?l=de gives the German text, and English where the page has none', async () => {
    const help = await page('/api/cms/pages/test-help?l=de');
    expect(help).toMatchObject({ title: 'Hilfe', content: '<p>Hilfe</p>', blocks: { title: 'Hilfe', description: 'Hilfe.' } });
    expect(help.children.map((c) => c.title)).toEqual(['Deposits']);
    const deposits = await page('/api/cms/pages/test-help/deposits?l=de');
    expect(deposits).toMatchObject({ title: 'Deposits', content: '<p>Deposits</p>' });
    const terms = await page('/api/cms/pages/terms-and-conditions?l=de');
    expect(terms.title).not.toBe('');
  });

  it('CMS-01 answers a hidden page by its path, marked hidden, and leaves it out of its parent', async () => {
    expect(await page('/api/cms/pages/test-help/internal')).toMatchObject({ hidden: true, title: 'Internal notes' });
    expect((await page('/api/cms/pages/test-help')).children.map((c) => c.path)).not.toContain('/test-help/internal');
  });

  it("CMS-07 API-069 answers 404 '{path} page is not found' for unknown paths and ids", async () => {
    const cases: [string, string][] = [
      ['/api/cms/pages/no-such-page', '/no-such-page page is not found'],
      ['/api/cms/pages/test-help/no-such-child', '/test-help/no-such-child page is not found'],
      ['/api/cms/pages/999999', '999999 page is not found'],
      ['/api/cms/pages/bad_segment', '/bad_segment page is not found'],
      ['/api/cms/pages/a/b/c/d/e/f/g', '/a/b/c/d/e/f/g page is not found'],
      ['/api/cms/pages/-dash', '/-dash page is not found'],
    ];
    for (const [url, message] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(errorOf(res), url).toBe(message);
    }
  });

  it('ERR-14 API-069 answers 404 for odd paths and 422 for a NUL, never 500', async () => {
    // A NUL is bad input, refused at the edge naming the path parameter (decision 026).
    const nul = await get('/api/cms/pages/%00');
    expect(nul.statusCode).toBe(422);
    expect(Object.keys(fieldErrorsOf(nul))).toHaveLength(1);
    for (const url of [
      '/api/cms/pages/..%2F..%2Fetc',
      '/api/cms/pages/99999999999999999999',
      `/api/cms/pages/${'a'.repeat(290)}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(typeof errorOf(res)).toBe('string');
    }
  });
});

describe('GET /api/cms/snippets', () => {
  it('CMS-03 API-071 answers id and content in the locale, English filling the gaps', async () => {
    const de = bodyOf(await get('/api/cms/snippets?l=de'), cmsSnippetsResponseSchema).data;
    expect(de.filter((s) => s.id.startsWith('test.'))).toEqual([
      { id: 'test.age', content: '18+ only' },
      { id: 'test.licence', content: 'Lizenziert in Curaçao' },
    ]);
    const en = bodyOf(await get('/api/cms/snippets'), cmsSnippetsResponseSchema).data;
    expect(en.find((s) => s.id === 'test.licence')?.content).toBe('Licensed in Curaçao');
    expect(new Set(en.map((s) => s.id)).size).toBe(en.length);
  });
});

describe('GET /api/cms/files', () => {
  it("CMS-04 API-072 answers the locale's files with url and categories", async () => {
    const de = bodyOf(await get('/api/cms/files?l=de'), cmsFilesResponseSchema).data;
    expect(de).toContainEqual({ url: '/files/test-agb-de.pdf', categories: ['terms'] });
    expect(de.map((f) => f.url)).not.toContain('/files/test-terms-en.pdf');
  });

  it('CMS-04 API-072 answers the English files for a locale that has none', async () => {
    const italian = bodyOf(await get('/api/cms/files?l=it'), cmsFilesResponseSchema).data;
    const en = bodyOf(await get('/api/cms/files?l=en'), cmsFilesResponseSchema).data;
    expect(italian).toEqual(en);
    expect(italian).toContainEqual({ url: '/files/test-terms-en.pdf', categories: ['terms'] });
  });
});

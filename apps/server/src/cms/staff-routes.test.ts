import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsPageSchema, staffCmsPageSchema, staffCmsPagesSchema, type CmsPageEdit } from '@casino/contracts';
import { staffAuditLog } from '../db/schema';
import { ACCOUNT_ENV, call } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { bodyOf, fieldErrorsOf } from '../test/http';
import { signedInStaff } from '../test/staff';
import { cmsPageTranslations } from './tables';

let app: TestApp;
let manager: Record<string, string>;
let rocketMart: number;
beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
  manager = (await signedInStaff(app, 'promotions_manager')).headers;
  const list = bodyOf(await call(app, 'GET', '/api/staff/cms/pages', { headers: manager }), staffCmsPagesSchema);
  rocketMart = list.pages.find((p) => p.path === '/rocket-mart')?.id ?? 0;
}, 180_000);
afterAll(async () => {
  await app?.close();
});

const save = (id: number, locale: string, body: unknown, headers = manager) =>
  call(app, 'PUT', `/api/staff/cms/pages/${id}?locale=${locale}`, { headers, body });
const publicPage = async (slug: string, locale: string) =>
  bodyOf(await call(app, 'GET', `/api/cms/pages/${slug}?l=${locale}`), cmsPageSchema);

const EDIT: CmsPageEdit = {
  title: 'Rocket Mart',
  description: 'Coins for spins.',
  keywords: 'shop, coins',
  content: '<h2>Spend your coins</h2><p>New <strong>loot boxes</strong> every week.</p>',
};

describe('the CMS pages in the staff console', () => {
  it('CMS-12 ROLE-11 SHOP-08 the promotions manager lists every page, hidden ones too, with the locales that have their own text', async () => {
    const { pages } = bodyOf(await call(app, 'GET', '/api/staff/cms/pages', { headers: manager }), staffCmsPagesSchema);
    const shop = pages.find((p) => p.path === '/rocket-mart');
    expect(shop).toMatchObject({ hidden: true, title: 'Rocket Mart' });
    expect(shop?.locales).toContain('de');
    expect(pages.map((p) => p.path)).toContain('/terms-and-conditions');
  });

  it('CMS-12 ROLE-11 SHOP-08 an edit of the rocket-mart page in one locale is what players of that locale read, audited with before and after', async () => {
    const before = bodyOf(
      await call(app, 'GET', `/api/staff/cms/pages/${rocketMart}?locale=it`, { headers: manager }),
      staffCmsPageSchema,
    );
    expect(before.translated).toBe(true);
    const saved = await save(rocketMart, 'it', { ...EDIT, title: 'Rocket Mart (IT)' });
    expect(saved.statusCode).toBe(200);
    expect(bodyOf(saved, staffCmsPageSchema)).toMatchObject({ title: 'Rocket Mart (IT)', translated: true });
    const shown = await publicPage('rocket-mart', 'it');
    expect(shown.title).toBe('Rocket Mart (IT)');
    expect(shown.content).toBe(EDIT.content);
    expect(shown.blocks).toMatchObject({
      description: 'Coins for spins.',
      keywords: 'shop, coins',
      'content-main': EDIT.content,
    });
    // Other locales keep their text.
    expect((await publicPage('rocket-mart', 'de')).content).not.toBe(EDIT.content);
    const [entry] = await app.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'cms_page.update'), eq(staffAuditLog.subjectId, `${rocketMart}:it`)))
      .orderBy(desc(staffAuditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ subjectKind: 'cms_page', role: 'promotions_manager' });
    expect(entry?.before).toMatchObject({ title: before.title, content: before.content });
    expect(entry?.after).toMatchObject({ title: 'Rocket Mart (IT)', content: EDIT.content });
  });

  it('CMS-12 a locale without its own text is written as a new translation; before that the editor shows the English one', async () => {
    const [terms] = bodyOf(
      await call(app, 'GET', '/api/staff/cms/pages', { headers: manager }),
      staffCmsPagesSchema,
    ).pages.filter((p) => p.path === '/terms-and-conditions');
    if (!terms) throw new Error('no terms page');
    await app.db
      .delete(cmsPageTranslations)
      .where(and(eq(cmsPageTranslations.pageId, terms.id), eq(cmsPageTranslations.locale, 'et')));
    const editor = bodyOf(
      await call(app, 'GET', `/api/staff/cms/pages/${terms.id}?locale=et`, { headers: manager }),
      staffCmsPageSchema,
    );
    expect(editor.translated).toBe(false);
    expect(editor.title).toBe((await publicPage('terms-and-conditions', 'en')).title);
    expect((await save(terms.id, 'et', { ...EDIT, title: 'Tingimused' })).statusCode).toBe(200);
    expect((await publicPage('terms-and-conditions', 'et')).title).toBe('Tingimused');
  });

  it('CMS-12 the HTML is sanitized before it is stored: scripts, handlers, frames and javascript: links are gone, the text stays', async () => {
    const hostile =
      '<p onclick="steal()">Hello <a href="javascript:alert(1)">there</a> <a href="https://example.com" target="_blank">out</a></p>' +
      '<script>alert(1)</script><iframe src="https://evil.example"></iframe><img src="x" onerror="alert(1)" alt="x">' +
      '<style>body{display:none}</style>';
    const saved = bodyOf(await save(rocketMart, 'no', { ...EDIT, content: hostile }), staffCmsPageSchema);
    for (const bad of ['onclick', 'javascript:', '<script', 'alert(1)</script>', '<iframe', 'onerror', '<style']) {
      expect(saved.content).not.toContain(bad);
    }
    expect(saved.content).toContain('Hello');
    expect(saved.content).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">out</a>');
    const [row] = await app.db
      .select({ content: cmsPageTranslations.content })
      .from(cmsPageTranslations)
      .where(and(eq(cmsPageTranslations.pageId, rocketMart), eq(cmsPageTranslations.locale, 'no')));
    expect(row?.content).toBe(saved.content);
    expect((await publicPage('rocket-mart', 'no')).content).toBe(saved.content);
  });

  it('CMS-12 ROLE-11 ERR-14 refuses an empty title, an unknown field, a locale that is not one, a page that does not exist and other roles; nothing changes', async () => {
    const before = await publicPage('rocket-mart', 'fr-CA');
    expect(Object.keys(fieldErrorsOf(await save(rocketMart, 'fr-CA', { ...EDIT, title: ' ' })))).toEqual(['title']);
    expect((await save(rocketMart, 'fr-CA', { ...EDIT, extra: 1 })).statusCode).toBe(422);
    expect((await save(rocketMart, 'xx', EDIT)).statusCode).toBe(422);
    expect((await save(rocketMart, 'fr-CA', { ...EDIT, content: 'x'.repeat(100_001) })).statusCode).toBe(422);
    expect((await save(999_999, 'fr-CA', EDIT)).statusCode).toBe(404);
    expect((await call(app, 'GET', '/api/staff/cms/pages/abc?locale=en', { headers: manager })).statusCode).toBe(422);
    const support = (await signedInStaff(app, 'support_agent')).headers;
    expect((await save(rocketMart, 'fr-CA', EDIT, support)).statusCode).toBe(403);
    expect((await call(app, 'GET', '/api/staff/cms/pages', { headers: support })).statusCode).toBe(403);
    expect((await call(app, 'GET', '/api/staff/cms/pages')).statusCode).toBe(401);
    expect(await publicPage('rocket-mart', 'fr-CA')).toEqual(before);
  });
});

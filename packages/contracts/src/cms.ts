import { z } from 'zod';
import { LOCALES } from './locales';

export const CMS_CATEGORIES = ['top-menu', 'bottom-menu', 'bottom-menu-help', 'static'] as const;

export const cmsBlocksSchema = z.object({
  'content-main': z.string().optional(),
  description: z.string().optional(),
  keywords: z.string().optional(),
  title: z.string().optional(),
  json: z.string().optional(),
});

export interface CmsPage {
  id: number;
  path: string;
  slug: string;
  title: string;
  content: string;
  categories: string[];
  blocks: z.infer<typeof cmsBlocksSchema>;
  children: CmsPage[];
  hidden: boolean;
}

export const cmsPageSchema: z.ZodType<CmsPage> = z
  .lazy(() =>
    z.object({
      id: z.number().int(),
      path: z.string(),
      slug: z.string(),
      title: z.string(),
      content: z.string(),
      categories: z.array(z.string()),
      blocks: cmsBlocksSchema,
      children: z.array(cmsPageSchema),
      hidden: z.boolean(),
    }),
  )
  .meta({ id: 'CmsPage' });
export const cmsPagesResponseSchema = z.object({ data: z.array(cmsPageSchema) });

/** GET /api/cms/menu: the page list without content, for headers and footers. */
export const cmsMenuItemSchema = z.object({
  id: z.number().int(),
  path: z.string(),
  title: z.string(),
  categories: z.array(z.string()),
});
export type CmsMenuItem = z.infer<typeof cmsMenuItemSchema>;
export const cmsMenuResponseSchema = z.object({ data: z.array(cmsMenuItemSchema) });

/** The longest page path (after the locale) the CMS looks up; a longer one is no page. */
export const CMS_PAGE_PATH_MAX = 300;

export const cmsLocaleQuerySchema = z.object({ l: z.enum(LOCALES).optional() }).strict();

export const cmsSnippetSchema = z.object({ id: z.string(), content: z.string() });
export const cmsSnippetsResponseSchema = z.object({ data: z.array(cmsSnippetSchema) });

export const cmsFileSchema = z.object({ url: z.string(), categories: z.array(z.string()) });
export const cmsFilesResponseSchema = z.object({ data: z.array(cmsFileSchema) });

/** Static page paths of requirements §core-2 (CMS-05). */
export const STATIC_PAGE_PATHS = [
  '/privacy-policy',
  '/cookie-policy',
  '/terms-and-conditions',
  '/general-rules',
  '/responsible-gaming',
] as const;

/**
 * The CMS pages in the staff console (docs/decisions/069-cms-page-editor.md): the promotions
 * manager edits a page's text per locale; the server sanitizes the HTML before it stores it.
 */
export const CMS_CONTENT_MAX = 100_000;
export const staffCmsPageParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }).strict();
export const staffCmsLocaleQuerySchema = z.object({ locale: z.enum(LOCALES) }).strict();
export const staffCmsPageSummarySchema = z.object({
  id: z.number().int(),
  path: z.string(),
  /** The English title (the page's name in the list). */
  title: z.string(),
  categories: z.array(z.string()),
  hidden: z.boolean(),
  /** The locales with a text of their own; the others show the English one. */
  locales: z.array(z.enum(LOCALES)),
});
export const staffCmsPagesSchema = z.object({ pages: z.array(staffCmsPageSummarySchema) });
export const cmsPageEditSchema = z
  .object({
    title: z.string().trim().min(1).max(200),
    description: z.string().trim().max(500),
    keywords: z.string().trim().max(500),
    /** HTML; tags and attributes outside the allowed set are removed on save. */
    content: z.string().max(CMS_CONTENT_MAX),
  })
  .strict();
export type CmsPageEdit = z.infer<typeof cmsPageEditSchema>;
export const staffCmsPageSchema = cmsPageEditSchema.extend({
  id: z.number().int(),
  path: z.string(),
  locale: z.enum(LOCALES),
  /** False when the locale has no text of its own yet (the fields hold the English text). */
  translated: z.boolean(),
});
export type StaffCmsPage = z.infer<typeof staffCmsPageSchema>;
export type StaffCmsPageSummary = z.infer<typeof staffCmsPageSummarySchema>;

import type { Banner, CmsPageEdit, Locale, PromoItem, Showcase, StaffCmsPage, StaffCmsPageSummary } from '@casino/contracts';
import { staffApi } from '../../api/staff-api';

/** The promotions manager's calls (docs/decisions/058-promotions-pages.md). */
interface StaffBanners {
  banners: Banner[];
  /** Per locale, the banner texts its catalogue has no translation for. */
  missing: Partial<Record<Locale, string[]>>;
}
interface StaffPromoItem {
  item: PromoItem;
  missing_locales: Locale[];
}

export const staffPromoKeys = {
  banners: (locale: Locale) => ['staff', 'promotions', 'banners', locale] as const,
  items: ['staff', 'promotions', 'items'] as const,
  showcase: (locale: Locale) => ['staff', 'promotions', 'showcase', locale] as const,
};

export async function getStaffBanners(locale: Locale): Promise<StaffBanners> {
  return (await staffApi().get<StaffBanners>('/api/staff/promotions/banners', { params: { locale } })).data;
}
export async function putBanners(locale: Locale, banners: Banner[]): Promise<void> {
  await staffApi().put('/api/staff/promotions/banners', { banners }, { params: { locale } });
}
export async function getStaffItems(): Promise<StaffPromoItem[]> {
  return (await staffApi().get<{ items: StaffPromoItem[] }>('/api/staff/promotions/items')).data.items;
}
export async function putItem(item: PromoItem): Promise<void> {
  await staffApi().put(`/api/staff/promotions/items/${item.id}`, item);
}
export async function deleteItem(id: number): Promise<void> {
  await staffApi().delete(`/api/staff/promotions/items/${id}`);
}

/** CMS-10 CMS-11: a locale's awards and articles, and the locales that have none of their own. */
export async function getStaffShowcase(locale: Locale): Promise<Showcase & { missing_locales: Locale[] }> {
  return (
    await staffApi().get<Showcase & { missing_locales: Locale[] }>('/api/staff/promotions/showcase', { params: { locale } })
  ).data;
}
export async function putShowcase(locale: Locale, showcase: Showcase): Promise<void> {
  await staffApi().put('/api/staff/promotions/showcase', showcase, { params: { locale } });
}

/** A comma-separated list of group ids as numbers; anything else is left out. */
export function parseGroups(text: string): number[] {
  return text
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
}

/** An ISO instant as a datetime-local value (UTC), and back. */
export const toLocalInput = (iso: string) => iso.slice(0, 16);
export const fromLocalInput = (value: string) => (value ? new Date(`${value}:00.000Z`).toISOString() : '');

/** The CMS pages (docs/decisions/069-cms-page-editor.md): the list, a page's text in a locale, and its save. */
export const staffCmsKeys = {
  pages: ['staff', 'cms', 'pages'] as const,
  page: (id: number, locale: Locale) => ['staff', 'cms', 'pages', id, locale] as const,
};
export async function getStaffCmsPages(): Promise<StaffCmsPageSummary[]> {
  return (await staffApi().get<{ pages: StaffCmsPageSummary[] }>('/api/staff/cms/pages')).data.pages;
}
export async function getStaffCmsPage(id: number, locale: Locale): Promise<StaffCmsPage> {
  return (await staffApi().get<StaffCmsPage>(`/api/staff/cms/pages/${id}`, { params: { locale } })).data;
}
export async function putCmsPage(id: number, locale: Locale, edit: CmsPageEdit): Promise<StaffCmsPage> {
  return (await staffApi().put<StaffCmsPage>(`/api/staff/cms/pages/${id}`, edit, { params: { locale } })).data;
}

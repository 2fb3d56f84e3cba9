import { LOCALES } from '@casino/contracts';
import { ABOUT_US_PAGE } from './cms/about-us';
import { COOKIE_POLICY_PAGE } from './cms/cookie-policy';
import { GENERAL_RULES_PAGE } from './cms/general-rules';
import { PRIVACY_POLICY_PAGE } from './cms/privacy-policy';
import { PROMOTIONS_INFO_PAGE } from './cms/promotions-info';
import { ROCKET_MART_PAGE } from './cms/rocket-mart';
import { RESPONSIBLE_GAMING_AU_PAGE, RESPONSIBLE_GAMING_EE_PAGE, RESPONSIBLE_GAMING_PAGE } from './cms/responsible-gaming';
import { CMS_SNIPPETS } from './cms/snippets';
import { SUPPORT_INFO_PAGE } from './cms/support-info';
import { TERMS_EE_PAGE, TERMS_PAGE } from './cms/terms';
import { VIP_INFO_PAGE } from './cms/vip-info';

/** One CMS page of the demo with its text in each locale (English at least). */
export interface SeedPage {
  path: string;
  parent?: string;
  categories: string[];
  hidden?: boolean;
  translations: Record<string, { title: string; description: string; keywords?: string; content: string }>;
}

/**
 * The demo's static pages (requirements §core-2), in all ten locales. A variant ({page}/EE, {page}/AU) follows its
 * parent, which the seed needs to have inserted first. The order is the menu order.
 */
export const CMS_PAGES: SeedPage[] = [
  TERMS_PAGE,
  TERMS_EE_PAGE,
  PRIVACY_POLICY_PAGE,
  COOKIE_POLICY_PAGE,
  GENERAL_RULES_PAGE,
  RESPONSIBLE_GAMING_PAGE,
  RESPONSIBLE_GAMING_EE_PAGE,
  RESPONSIBLE_GAMING_AU_PAGE,
  SUPPORT_INFO_PAGE,
  ABOUT_US_PAGE,
  PROMOTIONS_INFO_PAGE,
  VIP_INFO_PAGE,
  ROCKET_MART_PAGE,
];

export { CMS_SNIPPETS };

/** Downloadable terms and privacy documents per locale (GET /api/cms/files). */
export const CMS_FILES: { locale: string; url: string; categories: string[] }[] = LOCALES.flatMap((locale) => [
  { locale, url: `/files/terms-and-conditions-${locale}.pdf`, categories: ['terms'] },
  { locale, url: `/files/privacy-policy-${locale}.pdf`, categories: ['privacy'] },
]);

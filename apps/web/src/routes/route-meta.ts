import type { MetaDescriptor } from 'react-router';
import { messagesFor } from '../i18n/messages';
import { seoMeta } from './seo';

interface LayoutData {
  locale: string;
  messagesBucket: number;
  origin: string;
}

/** Page meta from message keys, read from the locale layout's messages. */
export function metaFromLayout(
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
  pathname: string,
  titleKey: string,
  descriptionKey: string,
  values: Record<string, string> = {},
  /** A title set by an operator (a game's seo_title): used instead of the titleKey message. */
  customTitle?: string | null,
): MetaDescriptor[] {
  const layout = matches.find((m) => m?.id.startsWith('locale/'))?.data as LayoutData | undefined;
  const messages = layout ? messagesFor(layout.locale, layout.messagesBucket) : {};
  const fill = (text: string) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  const site = messages['site.name'] ?? '';
  const title = customTitle || fill(messages[titleKey] ?? site);
  return seoMeta({
    origin: layout?.origin ?? '',
    pathname,
    title: title === site ? title : `${title} | ${site}`,
    description: fill(messages[descriptionKey] ?? messages['site.description'] ?? ''),
  });
}

/**
 * The not-found page's meta: its translated title (a page without one fails WCAG 2.4.2) and
 * robots noindex, with no canonical link (ROUTE-18).
 */
export function notFoundMeta(matches: readonly ({ id: string; data?: unknown } | undefined)[]): MetaDescriptor[] {
  const layout = matches.find((m) => m?.id.startsWith('locale/'))?.data as LayoutData | undefined;
  const messages = layout ? messagesFor(layout.locale, layout.messagesBucket) : {};
  const title = [messages['error.not_found.title'], messages['site.name']].filter(Boolean).join(' | ');
  return [...(title ? [{ title }] : []), { name: 'robots', content: 'noindex' }];
}

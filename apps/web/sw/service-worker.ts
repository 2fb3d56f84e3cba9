/// <reference lib="webworker" />
// The service worker served at /sw.js (SHELL-18), bundled with Workbox by vite-plugin.ts.
// Static assets are precached; pages and the API always go to the network, so nothing personal
// is ever cached; a page that cannot load shows the offline page in the visitor's language.
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { DEFAULT_LOCALE, LOCALES } from '../../../packages/contracts/src/locales';
import { offlinePage, type OfflineTexts } from './offline-page';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

const MESSAGES_CACHE = 'casino-offline-messages-v1';
const messagesUrl = (locale: string) => `/messages/${locale}.json`;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** Keeps a locale's texts (public, the same for everyone) for the offline page. */
async function keepMessages(locale: string, refresh: boolean): Promise<void> {
  if (!(LOCALES as readonly string[]).includes(locale)) return;
  const cache = await caches.open(MESSAGES_CACHE);
  if (!refresh && (await cache.match(messagesUrl(locale)))) return;
  const response = await fetch(messagesUrl(locale), { credentials: 'omit' });
  if (response.ok) await cache.put(messagesUrl(locale), response);
}

self.addEventListener('install', (event) => {
  event.waitUntil(keepMessages(DEFAULT_LOCALE, true).catch(() => undefined));
});

// The page tells the worker its locale, so the offline page can speak it.
self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; locale?: unknown } | null;
  if (data?.type === 'offline-locale' && typeof data.locale === 'string') {
    event.waitUntil(keepMessages(data.locale, false).catch(() => undefined));
  }
});

registerRoute(new NavigationRoute(new NetworkOnly()));

function localeOf(url: string): string {
  const first = new URL(url).pathname.split('/')[1] ?? '';
  return (LOCALES as readonly string[]).includes(first) ? first : DEFAULT_LOCALE;
}

async function textsFor(locale: string): Promise<OfflineTexts> {
  const cache = await caches.open(MESSAGES_CACHE);
  const read = async (l: string) =>
    (await (await cache.match(messagesUrl(l)))?.json().catch(() => null)) as Record<string, string> | null;
  const own = (await read(locale)) ?? {};
  const fallback = (await read(DEFAULT_LOCALE)) ?? {};
  const text = (key: string) => own[key] ?? fallback[key] ?? '';
  return {
    lang: locale,
    site: text('site.name'),
    title: text('pwa.offline.title'),
    text: text('pwa.offline.text'),
    retry: text('pwa.offline.retry'),
  };
}

setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  const html = offlinePage(await textsFor(localeOf(request.url)), request.url);
  return new Response(html, {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
    },
  });
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

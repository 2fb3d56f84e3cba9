import { HydrationBoundary, QueryClient, dehydrate } from '@tanstack/react-query';
import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Outlet, redirect } from 'react-router';
import { DEFAULT_LOCALE, SESSION_COOKIE_NAME, localizePath, mirrorLocaleOf, splitLocalePath } from '@casino/contracts';
import { serverApi } from '../api/server-api';
import { prefetchPublic } from '../api/shared-queries.server';
import { accountsQuery, playerQuery } from '../common/player/player-query';
import { limitsQuery } from '../features/limits/api';
import type { AxiosInstance } from 'axios';
import { cmsMenuQuery } from '../features/cms/api';
import { configQuery, getClientContext } from '../common/config/api';
import { providersQuery } from '../features/games/api';
import { createI18n } from '../i18n/i18n';
import { loadMessages, messagesBucket, messagesFor, primeMessages } from '../i18n/messages';
import { localesQuery, projectQuery } from '../shell/api';
import { AU_APPROVED, COOKIES_ACCEPTED, LOCALE_CHOICE, readCookie } from '../shell/cookies';
import { blockedRoute } from '../shell/restrictions';
import { pageVisitor } from '../shell/visitor';
import { Shell } from '../shell/shell';
import { BLOCKED_PARAM } from '../shell/use-geo-guard';
import type { Route } from './+types/locale-layout';

/** The signed-in player and wallets for this render only (never the shared cache), when a session cookie came. */
async function prefetchPlayer(queryClient: QueryClient, api: AxiosInstance, request: Request): Promise<void> {
  // Without a session cookie the visitor is a guest: say so, and the browser never asks.
  if (!request.headers.get('cookie')?.includes(`${SESSION_COOKIE_NAME}=`)) {
    queryClient.setQueryData(playerQuery(api).queryKey, null);
    return;
  }
  const player = await queryClient.fetchQuery(playerQuery(api)).catch(() => null);
  // The limits too: a session opened during a cooling-off or self-exclusion renders restricted from the first byte.
  if (player) await Promise.all([queryClient.prefetchQuery(accountsQuery(api)), queryClient.prefetchQuery(limitsQuery(api))]);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // One URL per page: no trailing slash, no /en prefix (English is the unprefixed locale).
  let canonicalPath = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') || '/' : url.pathname;
  if (canonicalPath === `/${DEFAULT_LOCALE}` || canonicalPath.startsWith(`/${DEFAULT_LOCALE}/`)) {
    canonicalPath = canonicalPath.slice(DEFAULT_LOCALE.length + 1) || '/';
  }
  if (canonicalPath !== url.pathname) throw redirect(`${canonicalPath}${url.search}`, 301);
  const { locale } = splitLocalePath(url.pathname);
  // Each locale has its mirror domain (ROUTE-03): there an unprefixed address opens the mirror's
  // locale, unless the visitor chose a language (the language select or the locale notice).
  const mirror = mirrorLocaleOf(url.host);
  const cookieHeader = request.headers.get('cookie');
  if (mirror && mirror !== DEFAULT_LOCALE && locale === DEFAULT_LOCALE && !readCookie(cookieHeader, LOCALE_CHOICE)) {
    throw redirect(`${localizePath(mirror, url.pathname)}${url.search}`);
  }

  const api = serverApi(context, request);
  const queryClient = new QueryClient();
  const bucket = messagesBucket();
  const [, clientContext] = await Promise.all([
    loadMessages(api, locale, bucket),
    (context.clientContext?.() ?? getClientContext(api)).catch(() => null),
    prefetchPublic(queryClient, configQuery(api, 'logo-config')),
    prefetchPublic(queryClient, configQuery(api, 'menu-categories-games')),
    prefetchPublic(queryClient, configQuery(api, 'betting-config')),
    // An embedded page takes its parent's messages from its first effect (SHELL-16).
    prefetchPublic(queryClient, configQuery(api, 'embed-config')),
    prefetchPublic(queryClient, configQuery(api, 'stag-by-referrer-name')),
    prefetchPublic(queryClient, cmsMenuQuery(api, locale)),
    prefetchPublic(queryClient, projectQuery(api)),
    // The footer links the catalogue's providers from the first byte.
    prefetchPublic(queryClient, providersQuery(api)),
    prefetchPublic(queryClient, localesQuery(api, url.host)),
    prefetchPlayer(queryClient, api, request),
  ]);
  // Restricted visitors cannot open login, registration and game routes (GEO-04): a direct
  // visit lands on the lobby, which tells them why.
  const blocked = blockedRoute(url.pathname, clientContext?.restriction ?? 'none');
  if (blocked) throw redirect(`${localizePath(locale, '/')}?${BLOCKED_PARAM}=${blocked}`);

  return {
    locale,
    // The catalogue itself stays out of the page: the browser loads it once per bucket, cached.
    messagesBucket: bucket,
    clientContext: clientContext ? pageVisitor(clientContext) : null,
    cookies: {
      cookiesAccepted: readCookie(cookieHeader, COOKIES_ACCEPTED) === 'true',
      auApproved: readCookie(cookieHeader, AU_APPROVED) === 'true',
      localeChoice: readCookie(cookieHeader, LOCALE_CHOICE),
    },
    origin: context.publicOrigin || url.origin,
    host: url.host,
    dehydratedState: dehydrate(queryClient),
  };
}

/** A page of another locale (or a new bucket) renders once its catalogue is in. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await primeMessages(data.locale, data.messagesBucket);
  return data;
}

export { samePathKeepsData as shouldRevalidate } from './revalidate';

export default function LocaleLayout({ loaderData }: Route.ComponentProps) {
  const { locale, messagesBucket: bucket, dehydratedState, clientContext, cookies, host } = loaderData;
  const messages = messagesFor(locale, bucket);
  const i18n = useMemo(() => createI18n(locale, messages), [locale, messages]);
  return (
    <I18nextProvider i18n={i18n}>
      <HydrationBoundary state={dehydratedState}>
        <Shell locale={locale} visitor={clientContext} cookies={cookies} host={host}>
          <Outlet />
        </Shell>
      </HydrationBoundary>
    </I18nextProvider>
  );
}

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import { localizePath, splitLocalePath } from '@casino/contracts';
import { FALLBACK_MESSAGES } from './i18n/fallback-messages';
import { messagesPath } from './i18n/messages';
import { isIgnoredRouterError } from './shell/global-errors';
import { whenReady } from './shell/ready';
import type { Route } from './+types/root';
import globalCss from './styles/global.css?url';

export async function loader({ context }: Route.LoaderArgs) {
  return { nonce: context.nonce };
}

export const links: Route.LinksFunction = () => [
  // The stylesheet as a React resource with a precedence: React writes it at the top of the head,
  // before the script preloads, so the first paint does not wait behind the JavaScript.
  { rel: 'stylesheet', href: globalCss, precedence: 'default' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
];

interface LocaleData {
  locale: string;
  /** Set by the locale layout: the catalogue the browser loads before hydrating. */
  messagesBucket?: number;
}

const ZOD_JITLESS = 'globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });';

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const localeData = useMatches().find((m) => m.id.startsWith('locale/'))?.data as LocaleData | undefined;
  const nonce = root?.nonce || undefined;
  const locale = localeData?.locale ?? 'en';
  const bucket = localeData?.messagesBucket;
  return (
    <html lang={locale} {...(bucket === undefined ? {} : { 'data-messages-bucket': bucket })}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#120d2b" />
        <Meta />
        <Links />
        {bucket === undefined ? null : (
          <link rel="preload" as="fetch" crossOrigin="anonymous" href={`${messagesPath(locale)}?t=${bucket}`} nonce={nonce} />
        )}
        {/* zod probes `new Function` when its first schema is built; the CSP forbids eval, so
            the probe would report a violation. This runs before any module script. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: ZOD_JITLESS }} />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // One cache per browser tab (and per server render); data fetched by loaders is hydrated into it.
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false } } }),
  );
  // Effects run child first: when this one runs, every effect of the first commit has run, so the
  // page is interactive. Browser tests and monitoring read the attribute.
  useEffect(() => {
    // The shell holds the mark until its deferred effects have run (shell/ready.ts).
    whenReady(() => {
      document.documentElement.dataset['hydrated'] = 'true';
    });
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  const { locale } = splitLocalePath(location.pathname);
  const texts = FALLBACK_MESSAGES[locale];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // Global errors go to the console as JSON (ERR-09); aborted and duplicated navigations are not errors.
  if (!isRouteErrorResponse(error) && !isIgnoredRouterError(error)) {
    console.error(JSON.stringify({ code: 'ROOT_ERROR', message: String(error) }));
  }
  return (
    <main className="error-page">
      <h1>{status === 404 ? texts.notFound : texts.title}</h1>
      <p>
        <a href={localizePath(locale, '/')}>{texts.home}</a>
      </p>
    </main>
  );
}

import { LOCALES, DEFAULT_LOCALE } from '@casino/contracts';
import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/** Old and alternative paths that answer a redirect (ROUTE-08); routes/redirects.tsx maps each to its target. */
const REDIRECT_PATHS = [
  'profile/password/edit',
  'users/password/edit',
  'profile/confirmation',
  'users/confirmation',
  'accounts/history',
];
/** Paths that open a popup over the lobby (spec §2 popup routes). */
const POPUP_PATHS = ['sign-in', 'sign-up', 'remind'];

/**
 * One route tree per locale: English without a prefix, every other locale under its own static
 * first segment (`/de/...`), so a page path is never mistaken for a locale
 * (docs/decisions/002-locale-prefix.md). Route ids carry the locale to stay unique.
 */
function pages(locale: string) {
  return [
    index('routes/lobby.tsx', { id: `lobby/${locale}` }),
    route('support', 'routes/support.tsx', { id: `support/${locale}` }),
    route('benefits-of-crypto', 'routes/benefits-of-crypto.tsx', { id: `benefits-of-crypto/${locale}` }),
    route('oops', 'routes/oops.tsx', { id: `oops/${locale}` }),
    route('login', 'routes/login.tsx', { id: `login/${locale}` }),
    route('registration', 'routes/registration.tsx', { id: `registration/${locale}` }),
    route('confirmation', 'routes/confirmation.tsx', { id: `confirmation/${locale}` }),
    route('new-password', 'routes/new-password.tsx', { id: `new-password/${locale}` }),
    // PROF-02: /users is an alias of /profile.
    ...['profile', 'users'].flatMap((base) => [
      route(base, 'routes/profile.tsx', { id: `${base}/${locale}` }),
      route(`${base}/security`, 'routes/profile-security.tsx', { id: `${base}-security/${locale}` }),
    ]),
    route('sport/:param?', 'routes/sport.tsx', { id: `sport/${locale}` }),
    ...REDIRECT_PATHS.map((path) => route(path, 'routes/redirects.tsx', { id: `redirect-${path}/${locale}` })),
    ...POPUP_PATHS.map((path) => route(path, 'routes/popup-route.tsx', { id: `popup-${path}/${locale}` })),
    route('*', 'routes/cms-page.tsx', { id: `cms-page/${locale}` }),
  ];
}

export default [
  route('sitemap.xml', 'routes/sitemap.ts', { id: 'sitemap' }),
  route('robots.txt', 'routes/robots.ts', { id: 'robots' }),
  layout('routes/locale-layout.tsx', { id: `locale/${DEFAULT_LOCALE}` }, pages(DEFAULT_LOCALE)),
  ...LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) =>
    route(locale, 'routes/locale-layout.tsx', { id: `locale/${locale}` }, pages(locale)),
  ),
] satisfies RouteConfig;

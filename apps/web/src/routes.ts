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
/** The children of /tournaments (TOUR-01); lotteries redirects to all while its page is off (TOUR-02). */
const TOURNAMENT_TABS = ['all', 'producers', 'lotteries', 'actions', 'live', 'achievements'];
/** Paths that open a popup over the lobby (requirements §core-2 popup routes). */
const POPUP_PATHS = ['sign-in', 'sign-up', 'remind'];
/** The cashbox paths (PAY-01): login required, they open the cashbox popups over main (routes/cashbox-popup.tsx). */
const CASHBOX_PATHS = ['cashbox', 'dashboard', 'deposit', 'deposit-bonus', 'withdraw', 'deposit-fast', 'accounts/:id/deposit'];
/** The game catalogue pages (GAME-02) and their route names; routes/games-category.tsx reads the kind from the path. */
const CATALOGUE_PATHS = [
  ['pokies/:slug', 'pokies'],
  ['live/:slug', 'live'],
  ['slots', 'slots'],
  ['slots/*', 'slots-any'],
  ['categories/:slug', 'categories'],
  ['producers/:slug', 'producers'],
  ['producers/:slug/:page', 'producers-page'],
] as const;

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
    // CONF-01: the feature-flag screen.
    route('ffc', 'routes/ffc.tsx', { id: `ffc/${locale}` }),
    route('login', 'routes/login.tsx', { id: `login/${locale}` }),
    route('registration', 'routes/registration.tsx', { id: `registration/${locale}` }),
    route('confirmation', 'routes/confirmation.tsx', { id: `confirmation/${locale}` }),
    route('new-password', 'routes/new-password.tsx', { id: `new-password/${locale}` }),
    // AUTH-03: the confirmation mail sent again.
    route('email-verify', 'routes/email-verify.tsx', { id: `email-verify/${locale}` }),
    // PROF-02: /users is an alias of /profile.
    ...['profile', 'users'].flatMap((base) => [
      route(base, 'routes/profile.tsx', { id: `${base}/${locale}` }),
      route(`${base}/security`, 'routes/profile-security.tsx', { id: `${base}-security/${locale}` }),
      route(`${base}/games-history`, 'routes/profile-games-history.tsx', { id: `${base}-games-history/${locale}` }),
      // LIM-07 LIM-08: the limits page and the mailed confirmation link.
      route(`${base}/limits`, 'routes/profile-limits.tsx', { id: `${base}-limits/${locale}` }),
      route(`${base}/limits/confirm`, 'routes/profile-limits-confirm.tsx', { id: `${base}-limits-confirm/${locale}` }),
      // PROF-10: verification documents (docs/decisions/019-uploads.md).
      route(`${base}/verification`, 'routes/profile-verification.tsx', { id: `${base}-verification/${locale}` }),
      // PROF-02 GIFT-17: the promo code page; account closure on request (docs/decisions/018-account-closure.md).
      // GIFT-01: the player's gifts.
      route(`${base}/gifts`, 'routes/profile-gifts.tsx', { id: `${base}-gifts/${locale}` }),
      // VIP-14: the loyalty levels and the comp-point progress (docs/decisions/052-loyalty.md).
      route(`${base}/level`, 'routes/profile-level.tsx', { id: `${base}-level/${locale}` }),
      route(`${base}/promocode`, 'routes/profile-promocode.tsx', { id: `${base}-promocode/${locale}` }),
      route(`${base}/close-account`, 'routes/profile-close-account.tsx', { id: `${base}-close-account/${locale}` }),
    ]),
    // SHOP-01 SHOP-02: the loyalty shop and its tabs.
    route('rocket-mart/:tab?', 'routes/rocket-mart.tsx', { id: `rocket-mart/${locale}` }),
    // ADV-03: the adventure calendar (docs/decisions/057-adventure-calendar.md).
    route('rocketplay-adventure', 'routes/rocketplay-adventure.tsx', { id: `rocketplay-adventure/${locale}` }),
    // WHEEL-01 WHEEL-02: the loot box wheel and the segments wheel (docs/decisions/055-loot-boxes-and-wheels.md).
    route('rocketmart-wheel', 'routes/rocketmart-wheel.tsx', { id: `rocketmart-wheel/${locale}` }),
    route('rocketplay-wheel', 'routes/rocketplay-wheel.tsx', { id: `rocketplay-wheel/${locale}` }),
    route('sport/:param?', 'routes/sport.tsx', { id: `sport/${locale}` }),
    // VIP-01: the VIP club (docs/decisions/056-vip-club.md).
    route('rocketplay-vipclub', 'routes/rocketplay-vipclub.tsx', { id: `rocketplay-vipclub/${locale}` }),
    // BANR-13 BANR-15: the promotions list, rocket chance and the activity hub (docs/decisions/058-promotions-pages.md).
    route('promotions', 'routes/promotions.tsx', { id: `promotions/${locale}` }),
    route('rocket-chance', 'routes/rocket-chance.tsx', { id: `rocket-chance/${locale}` }),
    route('aquanova-odyssey', 'routes/aquanova-odyssey.tsx', { id: `aquanova-odyssey/${locale}` }),
    // CMS-10: the literal path /awards (docs/decisions/065-promotions-showcase-and-timers.md).
    route('awards', 'routes/awards.tsx', { id: `awards/${locale}` }),
    // TOUR-01 TOUR-02 TOUR-03 QUEST-01: tournaments, their tabs, a tournament's page and a quest's page.
    route('tournaments', 'routes/tournaments.tsx', { id: `tournaments/${locale}` }),
    ...TOURNAMENT_TABS.map((tab) =>
      route(`tournaments/${tab}`, 'routes/tournaments.tsx', { id: `tournaments-${tab}/${locale}` }),
    ),
    route('tournaments/:slug', 'routes/tournament.tsx', { id: `tournament/${locale}` }),
    route('action/:slug?', 'routes/tournament-action.tsx', { id: `action/${locale}` }),
    // LOTT-01: a lottery's page (docs/decisions/054-lotteries.md).
    route('lottery/:slug', 'routes/lottery.tsx', { id: `lottery/${locale}` }),
    ...REDIRECT_PATHS.map((path) => route(path, 'routes/redirects.tsx', { id: `redirect-${path}/${locale}` })),
    ...POPUP_PATHS.map((path) => route(path, 'routes/popup-route.tsx', { id: `popup-${path}/${locale}` })),
    ...CASHBOX_PATHS.map((path) => route(path, 'routes/cashbox-popup.tsx', { id: `cashbox-${path.replace(':', '')}/${locale}` })),
    // GAME-02: the provider index, beside the provider pages.
    route('producers', 'routes/producers.tsx', { id: `producers-index/${locale}` }),
    ...CATALOGUE_PATHS.map(([path, name]) => route(path, 'routes/games-category.tsx', { id: `${name}/${locale}` })),
    route('favorite-games', 'routes/favorite-games.tsx', { id: `favorite-games/${locale}` }),
    // PLAY-01: the game page.
    route('play', 'routes/play.tsx', { id: `play-index/${locale}` }),
    route('play/:producer/:name', 'routes/play.tsx', { id: `play/${locale}` }),
    route('*', 'routes/cms-page.tsx', { id: `cms-page/${locale}` }),
  ];
}

export default [
  route('sitemap.xml', 'routes/sitemap.ts', { id: 'sitemap' }),
  route('robots.txt', 'routes/robots.ts', { id: 'robots' }),
  // The in-house provider's game frames, outside the casino's layout (the id gives the document its language).
  route('provider/inhouse/games/:engine', 'routes/game-frame.tsx', { id: 'locale/game-frame' }),
  // The support agents' console (ROLE-11), a staff tool outside the casino's layout.
  route('staff/support', 'routes/staff-support.tsx', { id: 'staff-support' }),
  // The set-up link of a staff invitation or reset (docs/decisions/066-staff-access.md).
  route('staff/setup', 'routes/staff-setup.tsx', { id: 'staff-setup' }),
  // The back office's sections (docs/decisions/059-back-office.md), one URL each.
  route('staff/:section?', 'routes/staff-support.tsx', { id: 'staff-section' }),
  layout('routes/locale-layout.tsx', { id: `locale/${DEFAULT_LOCALE}` }, pages(DEFAULT_LOCALE)),
  ...LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) =>
    route(locale, 'routes/locale-layout.tsx', { id: `locale/${locale}` }, pages(locale)),
  ),
] satisfies RouteConfig;

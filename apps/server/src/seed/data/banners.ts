import type { Banner } from '@casino/contracts';

/**
 * The demo's promotion banners; texts are message keys translated on the page. A guest sees the
 * welcome pack with Sign up, a signed-in player the reload offer in its place (`logged`).
 */
export function demoBanners(locale: string): Banner[] {
  const base = {
    variables: {},
    overlayImage: null,
    labels: [],
    groupIds: [],
    size: 'large' as const,
    logged: 'all' as const,
    secondButton: null,
    timer: null,
  };
  return [
    {
      ...base,
      id: 1,
      frontend_identifier: 'welcome-pack',
      categories: ['slider-index-top', 'welcome-pack'],
      logged: 'guest',
      title: { text: 'banner.welcome.title' },
      description: { text: 'banner.welcome.description' },
      image: `/promo/welcome-${locale === 'de' ? 'de' : 'en'}.svg`,
      gradient: ['#1b1446', '#3a1c71', '#d76d77', '#ffaf7b'],
      order: { 'slider-index-top': 1 },
      button: { name: 'banner.welcome.button', url: '/registration', type: 'link', frontendIdentifier: null, attrs: {} },
    },
    {
      ...base,
      id: 2,
      frontend_identifier: 'weekly-tournament',
      categories: ['slider-index-top'],
      title: { text: 'banner.tournament.title' },
      description: { text: 'banner.tournament.description' },
      image: '/promo/tournament.svg',
      gradient: ['#0f2027', '#203a43', '#2c5364', '#4ca1af'],
      order: { 'slider-index-top': 2 },
      button: { name: 'banner.tournament.button', url: '/tournaments/weekly-race', type: 'tournaments', frontendIdentifier: 'weekly-race', attrs: {} },
    },
    {
      ...base,
      id: 3,
      frontend_identifier: 'mega-jackpot',
      categories: ['slider-index-top', 'jackpots'],
      title: { text: 'banner.jackpot.title' },
      description: { text: 'banner.jackpot.description' },
      image: '/promo/jackpot.svg',
      gradient: ['#42275a', '#734b6d', '#b06ab3', '#f7c873'],
      order: { 'slider-index-top': 3, jackpots: 1 },
      button: { name: 'banner.jackpot.button', url: '/categories/jackpot', type: 'link', frontendIdentifier: null, attrs: {} },
    },
    {
      ...base,
      id: 4,
      frontend_identifier: 'reload-offer',
      categories: ['slider-index-top'],
      logged: 'logged',
      title: { text: 'banner.reload.title' },
      description: { text: 'banner.reload.description' },
      image: '/promo/welcome-en.svg',
      gradient: ['#0b3d2e', '#136a4a', '#2fa36b', '#c6f36b'],
      order: { 'slider-index-top': 1 },
      button: { name: 'banner.reload.button', url: '/deposit', type: 'link', frontendIdentifier: null, attrs: {} },
    },
  ];
}

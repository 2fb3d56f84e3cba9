import { DEFAULT_LOCALE, LOCALES } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import routes from '../routes';
import { POPUP_REGISTRY } from '../shell/popups/registry';
import { POPUP_PATHS, REDIRECTS } from '../shell/redirects';

interface RouteEntry {
  path?: string;
  index?: boolean;
  id?: string;
  children?: RouteEntry[];
}

/** The page paths of one locale's tree, without the locale segment ('' is main). */
function pathsOf(locale: string): string[] {
  const tree = (routes as RouteEntry[]).find((r) => r.id === `locale/${locale}`);
  return (tree?.children ?? []).map((child) => (child.index ? '' : (child.path ?? '')));
}

describe('the named routes the specification leaves without a path', () => {
  it('ROUTE-20 the profile pages, main, email confirmation and the popup routes have their designed paths in every locale', () => {
    const designed = [
      '',
      'confirmation',
      'new-password',
      'profile',
      'profile/verification',
      'profile/limits',
      'profile/security',
      'profile/games-history',
      'profile/promocode',
      'profile/gifts',
      'profile/level',
      'sign-in',
      'sign-up',
      'remind',
    ];
    for (const locale of LOCALES) expect(pathsOf(locale), locale).toEqual(expect.arrayContaining(designed));
    // Each locale has the same pages as the default one.
    for (const locale of LOCALES) expect(pathsOf(locale).sort(), locale).toEqual(pathsOf(DEFAULT_LOCALE).sort());
  });

  it('ROUTE-20 ROUTE-08 the redirects lead to routes that exist (main, new-password, email confirmation)', () => {
    const paths = pathsOf(DEFAULT_LOCALE).map((path) => `/${path}`);
    expect(new Set(Object.values(REDIRECTS))).toEqual(new Set(['/', '/new-password', '/confirmation']));
    for (const target of Object.values(REDIRECTS)) expect(paths, target).toContain(target);
  });

  it('ROUTE-20 SHELL-10 every named popup of the specification is registered, and the popup routes open theirs', () => {
    const named = [
      'modal-login-form',
      'modal-sign-up',
      'modal-cashbox-dashboard',
      'modal-cashbox-step-deposit',
      'modal-cashbox-step-withdraw',
      'modal-cashbox-deposit-one-click',
      'modal-user-personal-info',
      'modal-profile-data',
      'modal-limits',
      'remind-pass-form',
      'modal-support',
      'popup-provider-new',
      'ios-webview-exit',
    ];
    expect(Object.keys(POPUP_REGISTRY)).toEqual(expect.arrayContaining(named));
    expect(POPUP_PATHS).toEqual({ '/sign-in': 'modal-login-form', '/sign-up': 'modal-sign-up', '/remind': 'remind-pass-form' });
  });
});

import { describe, expect, it } from 'vitest';
import { COOKIE_ACCEPTED_MAX_AGE_S } from '@casino/contracts';
import { selectableLocales } from './api';
import { showsAuCard } from './au-card';
import { AU_APPROVED_MAX_AGE_S, cookieString, readCookie } from './cookies';
import { licenceVariantPath, pageVariantOf } from './licence';
import { suggestedLocale } from './locale-suggestion';
import { REDIRECTS } from './redirects';
import { sitemapXml } from './sitemap';
import { bettingCloseTarget } from './sport';
import { contactErrorKey, fieldErrorsOf } from './contact-errors';
import { isIgnoredRouterError, globalErrorLine } from './global-errors';

describe('cookies', () => {
  it('SHELL-07 CONST-05 CONST-07 cookies_accepted lasts one year; GEO-06 EMP_user_approved the longest a browser keeps (400 days)', () => {
    expect(COOKIE_ACCEPTED_MAX_AGE_S).toBe(31_536_000);
    expect(AU_APPROVED_MAX_AGE_S).toBe(400 * 86_400);
    expect(cookieString('cookies_accepted', 'true', COOKIE_ACCEPTED_MAX_AGE_S)).toBe(
      'cookies_accepted=true; Max-Age=31536000; Path=/; SameSite=Lax',
    );
  });

  it('reads one cookie of a header', () => {
    expect(readCookie('a=1; cookies_accepted=true; b=x%20y', 'cookies_accepted')).toBe('true');
    expect(readCookie('a=1; b=x%20y', 'b')).toBe('x y');
    expect(readCookie(null, 'a')).toBeNull();
  });
});

describe('GEO-06 the Australian card', () => {
  it('shows to visitors from Australia until they approve', () => {
    expect(showsAuCard('AU', false)).toBe(true);
    expect(showsAuCard('AU', true)).toBe(false);
    expect(showsAuCard('NZ', false)).toBe(false);
    expect(showsAuCard(undefined, false)).toBe(false);
  });
});

describe('ROUTE-04 the country locale is offered, never forced', () => {
  it('offers the country default when it differs and no choice is remembered', () => {
    expect(suggestedLocale('en', 'de', null)).toBe('de');
    expect(suggestedLocale('de', 'de', null)).toBeNull();
    expect(suggestedLocale('en', 'de', 'en')).toBeNull();
    expect(suggestedLocale('en', undefined, null)).toBeNull();
  });
});

describe('CMS-06 GEO-02 licence variants', () => {
  it('CMS-06 GEO-02 takes the Estonian pages for a player under that licence, the Australian ones for a visitor from Australia', () => {
    expect(pageVariantOf({ licence: 'EE', country: 'AU' })).toBe('EE');
    expect(pageVariantOf({ licence: 'CW', country: 'AU' })).toBe('AU');
    expect(pageVariantOf({ licence: 'CW', country: 'DE' })).toBeNull();
    expect(pageVariantOf(null)).toBeNull();
    expect(licenceVariantPath('/responsible-gaming', pageVariantOf({ licence: 'CW', country: 'AU' }))).toBe(
      '/responsible-gaming/AU',
    );
    expect(licenceVariantPath('/responsible-gaming/AU', 'AU')).toBeNull();
  });

  it('prefers /{page}/EE for the Estonian licence, the base page otherwise', () => {
    expect(licenceVariantPath('/terms-and-conditions', 'EE')).toBe('/terms-and-conditions/EE');
    expect(licenceVariantPath('/terms-and-conditions', 'CW')).toBeNull();
    expect(licenceVariantPath('/terms-and-conditions', null)).toBeNull();
    expect(licenceVariantPath('/terms-and-conditions/EE', 'EE')).toBeNull();
  });
});

describe('ROUTE-08 redirects', () => {
  it('sends the old account paths to new-password, confirmation and main', () => {
    expect(REDIRECTS['/profile/password/edit']).toBe('/new-password');
    expect(REDIRECTS['/users/password/edit']).toBe('/new-password');
    expect(REDIRECTS['/profile/confirmation']).toBe('/confirmation');
    expect(REDIRECTS['/users/confirmation']).toBe('/confirmation');
    expect(REDIRECTS['/accounts/history']).toBe('/');
  });
});

describe('ROUTE-17 closing a betting overlay', () => {
  const localize = (p: string) => `/de${p === '/' ? '' : p}`;
  it('goes to the in-site path of the query, else the sports site, else the lobby', () => {
    expect(bettingCloseTarget('/pokies/all', 'https://sport.example', localize)).toBe('/de/pokies/all');
    expect(bettingCloseTarget('//evil.example', 'https://sport.example', localize)).toBe('https://sport.example');
    expect(bettingCloseTarget(null, 'https://sport.example', localize)).toBe('https://sport.example');
    expect(bettingCloseTarget(null, undefined, localize)).toBe('/de');
  });
});

describe('sitemap.xml', () => {
  it('lists every page in every locale with hreflang alternates', () => {
    const xml = sitemapXml('https://casino.example', (locale) => (locale === 'de' ? ['/terms-and-conditions'] : []));
    expect(xml).toContain('<loc>https://casino.example/</loc>');
    expect(xml).toContain('<loc>https://casino.example/et</loc>');
    expect(xml).toContain('<loc>https://casino.example/de/terms-and-conditions</loc>');
    expect(xml).not.toContain('<loc>https://casino.example/terms-and-conditions</loc>');
    expect(xml).toContain('hreflang="en-KW" href="https://casino.example/en-KW/benefits-of-crypto"');
    expect(xml.match(/<url>/g)).toHaveLength(10 * 3 + 1);
  });
});

describe('SHELL-21 contact form errors', () => {
  it('shows the first message per field of a 422 answer, translated', () => {
    expect(fieldErrorsOf({ errors: { email: ['invalid email', 'too long'], message: ['too short'] } })).toEqual({
      email: 'invalid email',
      message: 'too short',
    });
    expect(fieldErrorsOf(null)).toEqual({});
    expect(contactErrorKey('invalid email')).toBe('shell.contact.error.invalid_email');
    expect(contactErrorKey('Too big: expected string to have <=100 characters')).toBe('shell.contact.error.invalid');
  });
});

describe('router and global errors', () => {
  it('ERR-08 ERR-09 ignores aborted and duplicated navigations, logs others as JSON', () => {
    expect(isIgnoredRouterError(new DOMException('The operation was aborted.', 'AbortError'))).toBe(true);
    expect(isIgnoredRouterError(new Error('Navigation duplicated'))).toBe(true);
    expect(isIgnoredRouterError(new Error('x is undefined'))).toBe(false);
    expect(JSON.parse(globalErrorLine('error', new Error('boom')))).toMatchObject({ code: 'GLOBAL_ERROR', message: 'boom' });
  });
});

describe('ROUTE-05 SHELL-09 the language select on a host', () => {
  const info = (code: string, hidden = false) => ({ code, name: code, domain: `${code}.example`, hidden }) as never;
  it('leaves out the locales the host hides, keeps the current one, and offers all while unknown', () => {
    const all = ['en', 'de', 'et'] as const;
    expect(selectableLocales(all, [info('en'), info('de', true), info('et')], 'en')).toEqual(['en', 'et']);
    expect(selectableLocales(all, [info('en'), info('de', true), info('et')], 'de')).toEqual(['en', 'de', 'et']);
    expect(selectableLocales(all, [info('en')], 'en')).toEqual(['en']);
    expect(selectableLocales(all, undefined, 'en')).toEqual(['en', 'de', 'et']);
  });
});

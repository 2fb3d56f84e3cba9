import { describe, expect, it } from 'vitest';
import { COOKIES_ACCEPTED, LOCALE_CHOICE, readCookie, readCookies } from './cookies';

describe('the shell cookie reader', () => {
  it('ERR-14 SHELL-07 ignores a value that is not valid percent-encoding instead of throwing', () => {
    expect(readCookie('locale_choice=%E0', LOCALE_CHOICE)).toBeNull();
    expect(readCookie('cookies_accepted=%', COOKIES_ACCEPTED)).toBeNull();
    expect(readCookie('locale_choice=%E0%A4%A; cookies_accepted=true', COOKIES_ACCEPTED)).toBe('true');
  });

  it('reads the first of repeated names, decodes values and skips parts without a value', () => {
    expect(readCookies('a=1; a=2; junk; b=x%20y')).toEqual({ a: '1', b: 'x y' });
    expect(readCookie('de=1; locale_choice=de', LOCALE_CHOICE)).toBe('de');
    expect(readCookie(undefined, LOCALE_CHOICE)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { AFFILIATE_COOKIE_MAX_AGE_S } from '@casino/contracts';
import { AFFB_COOKIE, STAG_COOKIE, chooseAffiliate, referrerName } from './affiliate';

const config = { default_stag: '122', referrers: { google: '241', bing: '241', yahoo: '241' } };
const input = (query: string, referrer = '', currentStag: string | null = null) => ({
  query: new URLSearchParams(query),
  currentStag,
  referrer,
  config,
});

describe('chooseAffiliate', () => {
  it('CONF-06 CONST-06 the cookies last 30 days', () => {
    expect(AFFILIATE_COOKIE_MAX_AGE_S).toBe(30 * 24 * 60 * 60);
  });

  it('CONF-06 stag and affb_id from the query win, even over an earlier stag', () => {
    expect(chooseAffiliate(input('?stag=777&affb_id=9', 'https://www.google.com/', '122'))).toEqual({
      [STAG_COOKIE]: '777',
      [AFFB_COOKIE]: '9',
    });
  });

  it('CONF-06 a visitor from google, bing or yahoo gets 241', () => {
    for (const referrer of ['https://www.google.de/search?q=x', 'https://bing.com/', 'https://search.yahoo.com/']) {
      expect(chooseAffiliate(input('', referrer))).toEqual({ [STAG_COOKIE]: '241' });
    }
  });

  it('CONF-06 any other visitor gets the default 122; an existing stag is kept', () => {
    expect(chooseAffiliate(input('', 'https://news.example/'))).toEqual({ [STAG_COOKIE]: '122' });
    expect(chooseAffiliate(input('', ''))).toEqual({ [STAG_COOKIE]: '122' });
    expect(chooseAffiliate(input('', 'https://www.google.com/', '555'))).toEqual({});
  });

  it('CONF-06 without the config the default is still 122', () => {
    expect(chooseAffiliate({ ...input('', 'https://www.google.com/'), config: undefined })).toEqual({ [STAG_COOKIE]: '122' });
  });

  it('CONF-06 referrer names match whole host labels only', () => {
    expect(referrerName('https://googleish.example/', ['google'])).toBeNull();
    expect(referrerName('not a url', ['google'])).toBeNull();
    expect(referrerName('https://images.google.co.uk/', ['google'])).toBe('google');
  });
});

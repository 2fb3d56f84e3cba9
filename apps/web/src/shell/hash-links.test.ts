import { describe, expect, it } from 'vitest';
import { parseHash, sportTarget, sportUrl } from './hash-links';

describe('parseHash', () => {
  it('ROUTE-09 #sign-in, #sign-up, #remind and #new-password open their popups', () => {
    expect(parseHash('#sign-in')).toEqual({ kind: 'popup', popup: 'modal-login-form' });
    expect(parseHash('#sign-up')).toEqual({ kind: 'popup', popup: 'modal-sign-up' });
    expect(parseHash('#remind')).toEqual({ kind: 'popup', popup: 'remind-pass-form' });
    expect(parseHash('#new-password')).toEqual({ kind: 'popup', popup: 'new-password' });
  });

  it('ROUTE-10 CONF-10 #sport and #sport_x go nowhere while the betting link is switched off or not loaded', () => {
    const url = 'https://sport.casino.example';
    expect(sportTarget({ is_enabled: true, url }, '/')).toBe(url);
    expect(sportTarget({ is_enabled: true, url }, '/live')).toBe(`${url}/live`);
    expect(sportTarget({ is_enabled: false, url }, '/')).toBeNull();
    expect(sportTarget({ is_enabled: false, url }, '/live')).toBeNull();
    expect(sportTarget(undefined, '/')).toBeNull();
  });

  it('ROUTE-10 #sport goes to the betting site, #sport_x to its section x', () => {
    expect(parseHash('#sport')).toEqual({ kind: 'sport', path: '/' });
    expect(parseHash('#sport_live')).toEqual({ kind: 'sport', path: '/live' });
    expect(sportUrl('https://sport.casino.example/', '/')).toBe('https://sport.casino.example');
    expect(sportUrl('https://sport.casino.example', '/live')).toBe('https://sport.casino.example/live');
  });

  it('ROUTE-11 #chat asks for support chat', () => {
    expect(parseHash('#chat')).toEqual({ kind: 'chat' });
  });

  it('ROUTE-12 any other hash is a scroll target; an empty hash is nothing', () => {
    expect(parseHash('#faq-3')).toEqual({ kind: 'scroll', id: 'faq-3' });
    expect(parseHash('')).toEqual({ kind: 'none' });
    expect(parseHash('#')).toEqual({ kind: 'none' });
  });
});

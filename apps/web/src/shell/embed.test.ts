import { describe, expect, it } from 'vitest';
import { MIRROR_ORIGINS, embedAllowedOrigins } from '@casino/contracts';
import { embedParentOrigin, outgoingEmbedMessages, parseEmbedMessage } from './embed';

const allowed = embedAllowedOrigins('http://127.0.0.1:3000', MIRROR_ORIGINS);

describe('parseEmbedMessage', () => {
  it('SHELL-16 allows the page origin and the configured origins (seeded: every mirror domain over https)', () => {
    expect(allowed).toContain('http://127.0.0.1:3000');
    expect(allowed).toContain('https://casino-de.example');
    expect(allowed).toHaveLength(11);
    expect(embedAllowedOrigins('https://casino.example', ['https://partner.example'])).toEqual([
      'https://casino.example',
      'https://partner.example',
    ]);
  });

  it('SHELL-16 reads close, refresh_user and redirect from an allowed origin', () => {
    expect(parseEmbedMessage('https://casino.example', { type: 'close' }, allowed)).toEqual({ type: 'close' });
    expect(parseEmbedMessage('https://casino.example', { type: 'refresh_user' }, allowed)).toEqual({ type: 'refresh_user' });
    expect(parseEmbedMessage('https://casino-ee.example', { type: 'redirect', path: '/et/oops' }, allowed)).toEqual({
      type: 'redirect',
      path: '/et/oops',
    });
  });

  it('SHELL-16 ignores other origins, unknown types and redirects off the site', () => {
    expect(parseEmbedMessage('https://evil.example', { type: 'close' }, allowed)).toBeNull();
    expect(parseEmbedMessage('https://casino.example', { type: 'logout' }, allowed)).toBeNull();
    expect(parseEmbedMessage('https://casino.example', 'close', allowed)).toBeNull();
    expect(parseEmbedMessage('https://casino.example', { type: 'redirect', path: '//evil.example' }, allowed)).toBeNull();
    expect(parseEmbedMessage('https://casino.example', { type: 'redirect', path: 'https://evil.example' }, allowed)).toBeNull();
  });
});

describe('messages to the parent', () => {
  const guest = { path: '/', popup: null, playerId: null };

  it('SHELL-16 posts close when a popup closes, redirect after a navigation and refresh_user on sign-in or sign-out', () => {
    expect(outgoingEmbedMessages(null, guest)).toEqual([]);
    expect(outgoingEmbedMessages(guest, { ...guest, popup: 'modal-login-form' })).toEqual([]);
    expect(outgoingEmbedMessages({ ...guest, popup: 'modal-login-form' }, guest)).toEqual([{ type: 'close' }]);
    expect(outgoingEmbedMessages(guest, { ...guest, path: '/de/oops?x=1' })).toEqual([
      { type: 'redirect', path: '/de/oops?x=1' },
    ]);
    expect(outgoingEmbedMessages({ ...guest, popup: 'modal-login-form' }, { ...guest, playerId: 7 })).toEqual([
      { type: 'close' },
      { type: 'refresh_user' },
    ]);
    expect(outgoingEmbedMessages({ ...guest, playerId: 7 }, guest)).toEqual([{ type: 'refresh_user' }]);
    expect(outgoingEmbedMessages(guest, { ...guest })).toEqual([]);
  });

  it('SHELL-16 posts only to an allowed parent origin, from ancestorOrigins or else the referrer', () => {
    expect(embedParentOrigin(['https://casino-de.example'], '', allowed)).toBe('https://casino-de.example');
    expect(embedParentOrigin(undefined, 'https://casino-it.example/lobby?x=1', allowed)).toBe('https://casino-it.example');
    expect(embedParentOrigin(['https://evil.example'], 'https://casino-it.example/', allowed)).toBeNull();
    expect(embedParentOrigin(undefined, 'https://evil.example/', allowed)).toBeNull();
    expect(embedParentOrigin([], '', allowed)).toBeNull();
    expect(embedParentOrigin(undefined, 'not a url', allowed)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { embedAllowedOrigins } from '@casino/contracts';
import { parseEmbedMessage } from './embed';

const allowed = embedAllowedOrigins('http://127.0.0.1:3000');

describe('parseEmbedMessage', () => {
  it('SHELL-16 allows the page origin and every mirror domain over https', () => {
    expect(allowed).toContain('http://127.0.0.1:3000');
    expect(allowed).toContain('https://casino-de.example');
    expect(allowed).toHaveLength(11);
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

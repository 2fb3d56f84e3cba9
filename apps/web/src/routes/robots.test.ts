import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots';

/** Reads robots.txt the way a crawler with wildcard support does: the longest matching rule wins. */
function allowed(body: string, path: string): boolean {
  let best = { length: -1, allow: true };
  for (const line of body.split('\n')) {
    const m = /^(Allow|Disallow):\s*(\S+)$/.exec(line);
    const [, kind = '', rule = ''] = m ?? [];
    if (!m) continue;
    const pattern = new RegExp(`^${rule.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}`);
    if (pattern.test(path) && rule.length > best.length) best = { length: rule.length, allow: kind === 'Allow' };
  }
  return best.allow;
}

describe('robots.txt', () => {
  const body = robotsTxt('https://casino.example');

  it('keeps private pages out of crawlers in every locale and leaves public pages open', () => {
    for (const path of [
      '/profile',
      '/profile/limits',
      '/de/profile/security',
      '/en-AU/accounts/history',
      '/staff/support',
      '/api/player',
    ]) {
      expect(allowed(body, path), path).toBe(false);
    }
    for (const path of ['/', '/de', '/live/all', '/play/inhouse/dice', '/de/producers/inhouse', '/terms-and-conditions']) {
      expect(allowed(body, path), path).toBe(true);
    }
  });

  it('names the sitemap by its absolute address', () => {
    expect(body).toContain('Sitemap: https://casino.example/sitemap.xml');
  });
});

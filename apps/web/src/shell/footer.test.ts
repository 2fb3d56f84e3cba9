import { describe, expect, it } from 'vitest';
import type { Provider } from '@casino/contracts';
import { FOOTER_PROVIDERS, footerProviders } from './footer';

const provider = (id: number, title: string, games_count: number): Provider => ({
  id,
  title,
  slug: title.toLowerCase().replace(/\s+/g, '-'),
  url: `/providers/${id}.svg`,
  games_count,
});

describe('footer providers', () => {
  it('SHELL-06 names the catalogue providers with games, the largest first, at most twelve', () => {
    const many = Array.from({ length: 20 }, (_, i) => provider(i + 1, `Studio ${String(i + 1).padStart(2, '0')}`, i));
    const shown = footerProviders(many);
    expect(shown).toHaveLength(FOOTER_PROVIDERS);
    expect(shown[0]?.title).toBe('Studio 20');
    expect(shown.every((p) => p.games_count > 0)).toBe(true);
    expect(
      footerProviders([provider(1, 'Beta', 3), provider(2, 'Alpha', 3), provider(3, 'Empty', 0)]).map((p) => p.title),
    ).toEqual(['Alpha', 'Beta']);
  });
});

import type { Article, Award } from '@casino/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { ArticlesList, AwardsList } from './showcase';

const i18n = createI18n('de', {
  'promotions.awards.title': 'Auszeichnungen',
  'promotions.awards.prize.winner': 'Gewinner',
  'promotions.awards.prize.nominee': 'Nominiert',
  'promotions.articles.title': 'Artikel',
  'promotions.articles.more_one': '{{count}} weiteren Artikel zeigen',
  'promotions.articles.more_other': '{{count}} weitere Artikel zeigen',
});
const render = (node: React.ReactNode) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={['/de/promotions']}>
      <I18nextProvider i18n={i18n}>{node}</I18nextProvider>
    </MemoryRouter>,
  );
const award = (prize: string): Award => ({
  name: 'iGaming Awards',
  nomination: 'Bestes Casino',
  prize,
  year: 2026,
  imgUrl: '/a.svg',
});
const article = (n: number, url = `/news/${n}`): Article => ({
  url,
  date: `2026-01-${String(n).padStart(2, '0')}`,
  title: `Artikel ${n}`,
  img: '/a.svg',
  imgAlt: `Bild ${n}`,
});

describe('the awards', () => {
  it('CMS-10 shows name, nomination, prize, year and image; the winner is highlighted, a nominee is not', () => {
    const html = render(<AwardsList awards={[award('winner'), award('nominee'), award('shortlist')]} headingId="awards" />);
    expect(html).toContain('<h2 id="awards">Auszeichnungen</h2>');
    expect(html).toMatch(/class="award award--winner"[^>]*data-prize="winner"/);
    expect(html).toMatch(/class="award"[^>]*data-prize="nominee"/);
    expect(html).toContain('Gewinner · 2026');
    expect(html).toContain('Nominiert · 2026');
    expect(html).toContain('shortlist · 2026');
    expect(html).toContain('src="/a.svg"');
    expect(render(<AwardsList awards={[]} headingId="awards" />)).toBe('');
  });
});

describe('the articles', () => {
  it('CMS-11 shows 6 articles by default with a button for the rest, each with its date, title, image and alt text', () => {
    const html = render(<ArticlesList articles={Array.from({ length: 8 }, (_, i) => article(i + 1))} />);
    expect(html.match(/data-testid="article"/g)).toHaveLength(6);
    expect(html).toContain('2 weitere Artikel zeigen');
    expect(html).toContain('alt="Bild 1"');
    expect(html).toContain('dateTime="2026-01-01"');
    expect(html).not.toContain('Artikel 7');
  });

  it('CMS-11 needs no button with 6 or fewer; a site path stays in the locale, another site opens apart', () => {
    const html = render(<ArticlesList articles={[article(1), article(2, 'https://news.example/casino')]} />);
    expect(html).not.toContain('<button');
    expect(html).toContain('href="/de/news/1"');
    expect(html).toMatch(/href="https:\/\/news\.example\/casino" target="_blank" rel="noopener noreferrer"/);
  });
});

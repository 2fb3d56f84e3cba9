import { ARTICLES_SHOWN, type Article, type Award } from '@casino/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../i18n/format';
import { useLocalePath } from '../../i18n/locale';

const WINNER = 'winner';
const KNOWN_PRIZES = new Set([WINNER, 'nominee']);

/** CMS-10: the awards, a winner's highlighted; `headingId` names the section's heading. */
export function AwardsList({ awards, headingId }: { awards: Award[]; headingId: string }) {
  const { t } = useTranslation();
  if (awards.length === 0) return null;
  return (
    <section className="showcase" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('promotions.awards.title')}</h2>
      <ul className="awards">
        {awards.map((award) => (
          <li
            key={`${award.name}-${award.nomination}-${award.year}`}
            className={award.prize === WINNER ? 'award award--winner' : 'award'}
            data-testid="award"
            data-prize={award.prize}
          >
            <img src={award.imgUrl} alt="" width={64} height={64} loading="lazy" />
            <div>
              <h3>{award.name}</h3>
              <p>{award.nomination}</p>
              <p className="award__prize">
                {KNOWN_PRIZES.has(award.prize) ? t(`promotions.awards.prize.${award.prize}`) : award.prize}
                {' · '}
                {award.year}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A path of the site opens in the app; an https address is another site. */
function ArticleLink({ url, children }: { url: string; children: React.ReactNode }) {
  const to = useLocalePath();
  if (url.startsWith('/')) return <Link to={to(url)}>{children}</Link>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** CMS-11: the articles, 6 until the visitor asks for the rest. */
export function ArticlesList({ articles }: { articles: Article[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [all, setAll] = useState(false);
  if (articles.length === 0) return null;
  const shown = all ? articles : articles.slice(0, ARTICLES_SHOWN);
  const hidden = articles.length - shown.length;
  return (
    <section className="showcase" aria-labelledby="articles-title">
      <h2 id="articles-title">{t('promotions.articles.title')}</h2>
      <ul className="articles">
        {shown.map((article) => (
          <li key={`${article.url}-${article.date}`} className="article" data-testid="article">
            <img src={article.img} alt={article.imgAlt} width={320} height={160} loading="lazy" />
            <time dateTime={article.date}>{format.date(article.date)}</time>
            <h3>
              <ArticleLink url={article.url}>{article.title}</ArticleLink>
            </h3>
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <button type="button" className="button button--secondary" onClick={() => setAll(true)}>
          {t('promotions.articles.more', { count: hidden })}
        </button>
      )}
    </section>
  );
}

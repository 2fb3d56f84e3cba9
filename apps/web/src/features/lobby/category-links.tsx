import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { browserApi } from '../../api/server-api';
import { useLocalePath } from '../../i18n/locale';
import { configQuery } from '../../common/config/api';

/** The game categories of the menu config, as large touch targets. */
export function CategoryLinks() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const menu = useQuery(configQuery(browserApi(), 'menu-categories-games'));
  const items = (menu.data?.items ?? []).filter((item) => item.slug !== 'lobby');
  return (
    <section className="categories" aria-labelledby="categories-title">
      <h2 id="categories-title">{t('lobby.categories')}</h2>
      <ul className="categories__list">
        {items.map((item) => (
          <li key={item.slug}>
            <Link className="category-card" to={to(item.path)}>
              <span className={`category-card__icon category-card__icon--${item.icon}`} aria-hidden="true" />
              {t(item.title_key)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

import type { Banner } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../i18n/locale';

/** The promotion banners of the lobby's top slider (category slider-index-top), in their order. */
export function LobbyHero({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const slides = banners
    .filter((b) => b.categories.includes('slider-index-top'))
    .sort((a, b) => (a.order['slider-index-top'] ?? 0) - (b.order['slider-index-top'] ?? 0));
  return (
    <section className="hero" aria-label={t('lobby.promotions')}>
      <h1 className="hero__title">{t('lobby.welcome')}</h1>
      <ul className="hero__slides">
        {slides.map((banner) => (
          <li
            key={banner.id}
            className="hero__slide"
            style={{ backgroundImage: `linear-gradient(135deg, ${banner.gradient.join(', ')})` }}
          >
            <h2>{t(banner.title.text)}</h2>
            <p>{t(banner.description.text)}</p>
            {banner.button && (
              <Link className="button button--primary" to={to(banner.button.url)}>
                {t(banner.button.name)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

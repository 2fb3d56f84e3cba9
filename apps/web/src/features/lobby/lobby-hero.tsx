import { BANNER_SKELETONS, SLIDER_CATEGORY, type Banner } from '@casino/contracts';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../i18n/locale';

/**
 * BANR-03 BANR-05: the slider's autoplay and its viewed-banners watcher load after the first paint,
 * outside the lobby's first load (docs/decisions/047-lobby-first-load.md).
 */
const SliderBehaviour = lazy(() => import('./banner-views'));

/**
 * The promotion banners of the lobby's top slider (category slider-index-top) this visitor may
 * see, in their order (the ones seen are sent to analytics on leaving, BANR-05); skeletons while they load (BANR-04: 2 on a phone, 3 otherwise).
 */
export function LobbyHero({
  banners,
  device,
  onLeave,
}: {
  banners: Banner[] | undefined;
  device: 'mobile' | 'desktop';
  /** BANR-05: called once with the banners seen when the visitor leaves the main page. */
  onLeave: (banners: string[]) => void;
}) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const list = useRef<HTMLUListElement>(null);
  const slides = (banners ?? [])
    .filter((b) => b.categories.includes(SLIDER_CATEGORY))
    .sort((a, b) => (a.order[SLIDER_CATEGORY] ?? 0) - (b.order[SLIDER_CATEGORY] ?? 0));
  return (
    <section className="hero" aria-label={t('lobby.promotions')}>
      <h1 className="hero__title">{t('lobby.welcome')}</h1>
      {banners === undefined ? (
        <div className="hero__slides hero__slides--loading" aria-hidden="true">
          {Array.from({ length: BANNER_SKELETONS[device] }, (_, i) => (
            <div key={i} className="hero__slide hero__slide--skeleton" />
          ))}
        </div>
      ) : (
        <ul className="hero__slides" ref={list}>
          {slides.map((banner) => (
            <li
              key={banner.id}
              className="hero__slide"
              data-banner={banner.frontend_identifier}
              style={{ backgroundImage: `linear-gradient(135deg, ${banner.gradient.join(', ')})` }}
            >
              {banner.labels.length > 0 && <span className="hero__labels">{banner.labels.join(' · ')}</span>}
              <h2>{t(banner.title.text, banner.variables)}</h2>
              <p>{t(banner.description.text, banner.variables)}</p>
              {banner.button && (
                <Link className="button button--primary" to={to(banner.button.url)}>
                  {t(banner.button.name)}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
      {slides.length > 0 && (
        <Suspense fallback={null}>
          <SliderBehaviour list={list} count={slides.length} onLeave={onLeave} />
        </Suspense>
      )}
    </section>
  );
}

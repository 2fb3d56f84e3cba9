import type { PopupProps } from '../../common/popups/types';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../i18n/locale';
import { useWelcomeBanners } from './promo-widgets';

/** welcome-pack-exit (BANR-06): the welcome-pack banners, for a guest about to leave. */
export default function WelcomeExitPopup({ titleId, close }: PopupProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const banners = useWelcomeBanners(true);
  return (
    <div className="popup-panel">
      <h2 id={titleId}>{t('promotions.exit.title')}</h2>
      {banners.map((banner) => (
        <section
          key={banner.id}
          className="welcome-exit"
          data-banner={banner.frontend_identifier}
          style={{ backgroundImage: `linear-gradient(135deg, ${banner.gradient.join(', ')})` }}
        >
          <h3>{t(banner.title.text, banner.variables)}</h3>
          <p>{t(banner.description.text, banner.variables)}</p>
          {banner.button && (
            <Link className="button button--primary" to={to(banner.button.url)} onClick={close}>
              {t(banner.button.name)}
            </Link>
          )}
        </section>
      ))}
      <button type="button" className="link-button" onClick={close}>
        {t('widgets.later')}
      </button>
    </div>
  );
}

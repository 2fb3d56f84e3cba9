import type { Banner } from '@casino/contracts';
import { useTranslation } from 'react-i18next';

/** One banner as the lobby draws it, in a phone frame and a desktop frame. */
export function BannerPreview({ banner }: { banner: Banner }) {
  const { t } = useTranslation();
  const slide = (
    <div className="hero__slide" style={{ backgroundImage: `linear-gradient(135deg, ${banner.gradient.join(', ')})` }}>
      {banner.labels.length > 0 && <span className="hero__labels">{banner.labels.join(' · ')}</span>}
      <strong>{t(banner.title.text, banner.variables)}</strong>
      <span>{t(banner.description.text, banner.variables)}</span>
      {banner.button && <span className="button button--primary">{t(banner.button.name)}</span>}
    </div>
  );
  return (
    <div className="banner-preview" aria-label={`Preview of ${banner.frontend_identifier}`} role="group">
      <div className="banner-preview__frame banner-preview__frame--phone">
        <p className="banner-preview__caption">Phone</p>
        {slide}
      </div>
      <div className="banner-preview__frame banner-preview__frame--desktop">
        <p className="banner-preview__caption">Desktop</p>
        {slide}
      </div>
    </div>
  );
}

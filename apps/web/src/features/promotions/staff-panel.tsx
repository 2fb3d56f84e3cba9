import { LOCALES, type Locale } from '@casino/contracts';
import { useId, useState } from 'react';
import { StaffBanners } from './staff-banners';
import { StaffCmsPages } from './staff-cms-pages';
import { StaffItems } from './staff-items';
import { StaffShowcase } from './staff-showcase';
import './staff-panel.css';

/** The promotions manager's banners, promo items, awards, articles and CMS pages, per locale (decisions 058, 065, 069). */
export function PromotionPagesPanel() {
  const id = useId();
  const [locale, setLocale] = useState<Locale>('en');
  return (
    <section className="staff-promotions" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Lobby banners, promo items, awards, articles and pages</h2>
      <label htmlFor={`${id}-locale`}>Locale</label>{' '}
      <select id={`${id}-locale`} value={locale} onChange={(e) => setLocale(e.target.value as Locale)}>
        {LOCALES.map((each) => (
          <option key={each}>{each}</option>
        ))}
      </select>
      <StaffBanners locale={locale} />
      <StaffItems locale={locale} />
      <StaffShowcase locale={locale} />
      <StaffCmsPages locale={locale} />
    </section>
  );
}

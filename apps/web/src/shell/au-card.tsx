import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalePath } from '../i18n/locale';
import { AU_APPROVED, AU_APPROVED_MAX_AGE_S, writeCookie } from './cookies';

/** Whether the Australian confirmation card shows (GEO-06): visitors from Australia who have not approved. */
export function showsAuCard(country: string | undefined, approved: boolean): boolean {
  return country === 'AU' && !approved;
}

/** Australian-only confirmation: Approve stores EMP_user_approved (long expiry), Decline goes to /oops. */
export function AuCard() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  if (done) return null;
  return (
    <section className="au-card" role="region" aria-labelledby="au-card-title">
      <h2 id="au-card-title">{t('shell.au.title')}</h2>
      <p>{t('shell.au.text')}</p>
      <div className="au-card__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            writeCookie(AU_APPROVED, 'true', AU_APPROVED_MAX_AGE_S);
            setDone(true);
          }}
        >
          {t('shell.au.approve')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            setDone(true);
            navigate(to('/oops'));
          }}
        >
          {t('shell.au.decline')}
        </button>
      </div>
    </section>
  );
}

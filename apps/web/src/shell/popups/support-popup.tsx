import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { browserApi } from '../../api/server-api';
import { useLocalePath } from '../../i18n/locale';
import { projectQuery } from '../api';
import type { PopupProps } from './types';

/** Support: the ways to reach the team; the live chat widget plugs in here later. */
export default function SupportPopup({ titleId, close }: PopupProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const project = useQuery(projectQuery(browserApi()));
  return (
    <div className="popup-panel">
      <h2 id={titleId}>{t('shell.support.title')}</h2>
      <p>{t('shell.support.text')}</p>
      <ul className="popup-panel__list">
        {project.data && (
          <li>
            <a href={`mailto:${project.data.support_email}`}>{project.data.support_email}</a>
          </li>
        )}
        {project.data && (
          <li>
            <a href={`tel:${project.data.support_phone.replace(/\s/g, '')}`}>{project.data.support_phone}</a>
          </li>
        )}
      </ul>
      <Link className="button button--primary" to={to('/support')} onClick={close}>
        {t('shell.support.form_link')}
      </Link>
    </div>
  );
}

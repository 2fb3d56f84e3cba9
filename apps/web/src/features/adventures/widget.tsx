import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { browserApi } from '../../api/server-api';
import { useLocalePath } from '../../i18n/locale';
import { adventureQuery } from './api';
import { completedCount } from './rules';
import './adventures.css';

/** ADV-13: the adventures widget, for testers and the configured groups, while the adventure runs. */
export default function AdventuresWidget() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { pathname } = useLocation();
  const calendar = useQuery(adventureQuery(browserApi()));
  const data = calendar.data;
  if (!data?.available || !data.show_widget || data.is_over || pathname.endsWith('/rocketplay-adventure')) return null;
  const total = data.days.filter((d) => !d.isSuperPrize).length;
  return (
    <Link className="adventures-widget" to={to('/rocketplay-adventure')} data-testid="adventures-widget">
      <span className="adventures-widget__title">{t('adventures.widget')}</span>
      <span className="adventures-widget__count">
        {t('adventures.widget_progress', { done: completedCount(data.days), total })}
      </span>
    </Link>
  );
}

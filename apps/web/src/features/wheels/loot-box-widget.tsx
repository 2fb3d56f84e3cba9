import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { browserApi } from '../../api/server-api';
import { useLocalePath } from '../../i18n/locale';
import { lootBoxesQuery } from './api';
import { openableBoxes, showsLootBoxWidget } from './rules';
import './wheels.css';

/** WHEEL-14 (DECISIONS-15): the shell's loot box widget, for a player in a wheel group or with active boxes. */
export default function LootBoxWidget({ groups }: { groups: readonly number[] }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const boxes = useQuery(lootBoxesQuery(browserApi())).data ?? [];
  if (!showsLootBoxWidget(groups, boxes)) return null;
  const count = openableBoxes(boxes, 'rocketmart').length;
  return (
    <Link className="loot-box-widget" to={to('/rocketmart-wheel')} aria-label={t('wheels.widget', { count })}>
      <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" fill="currentColor">
        <path d="M3 8h18v4H3zM5 12h14v9H5zM11 8h2v13h-2zM12 8c-2-4-6-4-6-1.5S9 8 12 8zm0 0c2-4 6-4 6-1.5S15 8 12 8z" />
      </svg>
      {count > 0 && (
        <span className="loot-box-widget__count" aria-hidden="true">
          {count}
        </span>
      )}
    </Link>
  );
}

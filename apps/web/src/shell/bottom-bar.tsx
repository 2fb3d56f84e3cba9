import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { browserApi } from '../api/server-api';
import { configQuery } from '../common/config/api';
import { useLocalePath } from '../i18n/locale';
import { Icon } from '../ui/icons';
import { usePlayer } from '../common/player/use-player';
import { usePopup } from '../common/popups/use-popup';

/** The mobile bottom bar (SHELL-03): games, pokies, live or sports, deposit when logged in, menu. */
export function BottomBar({ sidebarOpen, onMenu }: { sidebarOpen: boolean; onMenu: () => void }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const player = usePlayer();
  const { open } = usePopup();
  const betting = useQuery(configQuery(browserApi(), 'betting-config'));
  return (
    <nav className="bottom-bar" aria-label={t('shell.bottom_navigation')}>
      <NavLink to={to('/')} end className="bottom-bar__item">
        <Icon name="games" />
        <span>{t('shell.games')}</span>
      </NavLink>
      <NavLink to={to('/pokies/all')} className="bottom-bar__item">
        <Icon name="pokies" />
        <span>{t('menu.pokies')}</span>
      </NavLink>
      {betting.data?.is_enabled ? (
        <a href={betting.data.url} className="bottom-bar__item">
          <Icon name="sport" />
          <span>{t('shell.sports')}</span>
        </a>
      ) : (
        <NavLink to={to('/live/all')} className="bottom-bar__item">
          <Icon name="live" />
          <span>{t('menu.live')}</span>
        </NavLink>
      )}
      {player && (
        <button type="button" className="bottom-bar__item" onClick={() => open('modal-cashbox-dashboard')}>
          <Icon name="wallet" />
          <span>{t('shell.deposit')}</span>
        </button>
      )}
      <button type="button" className="bottom-bar__item" aria-expanded={sidebarOpen} aria-controls="sidebar" onClick={onMenu}>
        <Icon name="menu" />
        <span>{t('shell.menu')}</span>
      </button>
    </nav>
  );
}

import './pwa.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/server-api';
import { Icon } from '../../ui/icons';
import { sendPwaEvent } from './api';
import { promptInstall } from './install-prompt';
import { useInstallState } from './use-pwa';

const isIos = () => typeof navigator !== 'undefined' && /iPhone|iPad|iPod/i.test(navigator.userAgent);

/**
 * The PWA install block (SHELL-19): an install button while the browser offers an install, the
 * way to add the app by hand otherwise, and a note once it is installed.
 */
export function PwaInstall({ variant }: { variant: 'footer' | 'sidebar' }) {
  const { t } = useTranslation();
  const state = useInstallState();
  const [hint, setHint] = useState(false);
  const install = async () => {
    if (state !== 'available') {
      setHint(true);
      return;
    }
    void sendPwaEvent(browserApi(), 'prompt_shown');
    const outcome = await promptInstall();
    if (outcome) void sendPwaEvent(browserApi(), outcome === 'accepted' ? 'install_accepted' : 'install_dismissed');
  };
  if (state === 'installed') return <p className={`pwa-install pwa-install--${variant}`}>{t('pwa.installed')}</p>;
  return (
    <div className={`pwa-install pwa-install--${variant}`}>
      <button
        type="button"
        className={variant === 'sidebar' ? 'sidebar__row' : 'button button--secondary'}
        aria-expanded={state === 'available' ? undefined : hint}
        onClick={() => void install()}
      >
        <Icon name="download" /> {t('pwa.install')}
      </button>
      {hint && <p className="pwa-install__hint">{isIos() ? t('pwa.ios_hint') : t('pwa.browser_hint')}</p>}
    </div>
  );
}

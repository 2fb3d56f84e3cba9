import type { PopupProps } from '../../common/popups/types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * ios-webview-exit: asks a player who opened the casino inside another app's browser to go on in
 * Safari. iOS lets a page open Safari only through the x-safari scheme; copying the link is the
 * way that always works.
 */
export default function IosExitPopup({ titleId, close }: PopupProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const href = typeof window === 'undefined' ? '' : window.location.href;
  return (
    <div className="popup-panel">
      <h2 id={titleId}>{t('widgets.ios_exit.title')}</h2>
      <p>{t('widgets.ios_exit.text')}</p>
      <div className="popup-panel__actions">
        <a className="button button--primary" href={`x-safari-${href}`} onClick={close}>
          {t('widgets.ios_exit.open')}
        </a>
        <button
          type="button"
          className="button button--secondary"
          onClick={() =>
            void navigator.clipboard
              ?.writeText(href)
              .then(() => setCopied(true))
              .catch(() => undefined)
          }
        >
          {t('widgets.ios_exit.copy')}
        </button>
      </div>
      <p role="status">{copied ? t('widgets.ios_exit.copied') : ''}</p>
      <button type="button" className="link-button" onClick={close}>
        {t('widgets.later')}
      </button>
    </div>
  );
}

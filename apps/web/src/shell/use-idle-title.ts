import { IDLE_TITLE_INTERVAL_MS } from '@casino/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { idleTitleAt } from './timing';

/** While the tab is hidden, its title alternates with a call-back text every 2 s (SHELL-15). */
export function useIdleTitle(): void {
  const { t } = useTranslation();
  const idleText = t('shell.idle_title');
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    let pageTitle = document.title;
    const stop = () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
      document.title = pageTitle;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') return stop();
      pageTitle = document.title;
      let tick = 0;
      document.title = idleTitleAt(tick, pageTitle, idleText);
      timer = setInterval(() => {
        tick += 1;
        document.title = idleTitleAt(tick, pageTitle, idleText);
      }, IDLE_TITLE_INTERVAL_MS);
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      if (timer !== undefined) stop();
    };
  }, [idleText]);
}

import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/** A thin progress bar while a navigation loads its data. */
export function GlobalLoader() {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  return (
    <div
      className={`global-loader ${busy ? 'global-loader--busy' : ''}`}
      role="progressbar"
      aria-hidden={!busy}
      aria-label={t('shell.loading')}
    >
      <span />
    </div>
  );
}

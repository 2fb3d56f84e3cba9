import './flags.css';
import { useQuery } from '@tanstack/react-query';
import { PROMOTION_PAGES } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/server-api';
import { playerQuery } from '../../common/player/player-query';
import { configQuery } from '../../common/config/api';
import { promotionPageEnabled } from '../../common/feature-flags/flags';
import { useFeatureFlags } from '../../common/feature-flags/use-feature-flags';

/**
 * The feature-flag screen: every flag the app reads with its current value and where the value
 * comes from; switching one keeps it in this browser only. Below, the managed promotion pages
 * as this visitor gets them (testers see all).
 */
export function FlagsScreen() {
  const { t } = useTranslation();
  const { resolved, flags, set, reset } = useFeatureFlags();
  const pages = useQuery(configQuery(browserApi(), 'manage-promotion-pages'));
  const groups = useQuery(playerQuery(browserApi())).data?.groups ?? [];
  const onOff = (value: boolean) => (value ? t('ffc.on') : t('ffc.off'));
  return (
    <article className="text-page ffc">
      <h1>{t('ffc.title')}</h1>
      <p className="text-page__lead">{t('ffc.intro')}</p>
      <section aria-labelledby="ffc-flags">
        <h2 id="ffc-flags">{t('ffc.flags')}</h2>
        <table className="history-table ffc__table">
          <thead>
            <tr>
              <th scope="col">{t('ffc.column.flag')}</th>
              <th scope="col">{t('ffc.column.value')}</th>
              <th scope="col">{t('ffc.column.source')}</th>
            </tr>
          </thead>
          <tbody>
            {resolved.map((flag) => (
              <tr key={flag.name} data-flag={flag.name}>
                <th scope="row">
                  <label htmlFor={`flag-${flag.name}`}>{t(`ffc.flag.${flag.name}`)}</label>
                  <code className="ffc__name">{flag.name}</code>
                </th>
                <td>
                  <input
                    id={`flag-${flag.name}`}
                    type="checkbox"
                    role="switch"
                    className="ffc__switch"
                    checked={flag.value}
                    onChange={(event) => set(flag.name, event.target.checked)}
                  />{' '}
                  <span aria-hidden="true">{onOff(flag.value)}</span>
                </td>
                <td>{t(`ffc.source.${flag.source}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <button type="button" className="button button--secondary" onClick={reset}>
          {t('ffc.reset')}
        </button>
      </section>
      <section aria-labelledby="ffc-pages">
        <h2 id="ffc-pages">{t('ffc.pages')}</h2>
        <p>{t('ffc.pages.hint')}</p>
        <table className="history-table ffc__table">
          <thead>
            <tr>
              <th scope="col">{t('ffc.column.page')}</th>
              <th scope="col">{t('ffc.column.value')}</th>
            </tr>
          </thead>
          <tbody>
            {PROMOTION_PAGES.map((page) => (
              <tr key={page} data-page={page}>
                <th scope="row">
                  <code>/{page}</code>
                </th>
                <td>{onOff(promotionPageEnabled(page, pages.data?.pages, groups, flags))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </article>
  );
}

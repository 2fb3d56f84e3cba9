import { VIP_STATUSES, type VipProgress, type VipStatus } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { browserApi } from '../../api/server-api';
import { usePlayer } from '../../common/player/use-player';
import { useFormat } from '../../i18n/format';
import { useLocale, useLocalePath } from '../../i18n/locale';
import { vipProgressQuery } from './api';
import { PERKS, barPercent, expiryOf, lastDayOf, quarterEnd, shownProgress, statusCards } from './rules';
import './vip.css';

function useZonedDate(zone: string): (at: Date) => string {
  const locale = useLocale();
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: zone });
  return (at) => format.format(at);
}

function Bar({ label, percent }: { label: string; percent: number }) {
  return (
    <div className="vip-bar" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={label}>
      <span style={{ width: `${percent}%` }} />
    </div>
  );
}

/** VIP-02 VIP-08: the active status, its expiry, the bars to the next status and the days left in the quarter. */
function ProgressPanel({ progress, licence }: { progress: VipProgress; licence: string | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  const now = new Date();
  const quarter = quarterEnd(now, licence);
  const day = useZonedDate(quarter.zone);
  const expiry = expiryOf(progress, now, licence);
  const name = (s: VipStatus) => t(`vip.status.${s}`);
  const money = (cents: number) => format.money(cents, progress.currency);
  return (
    <section className="vip-progress" aria-labelledby="vip-progress-title" data-testid="vip-progress">
      <h2 id="vip-progress-title">{t('vip.active', { status: name(progress.activeStatus) })}</h2>
      {expiry && <p>{t('vip.expires', { date: day(lastDayOf(expiry)) })}</p>}
      {progress.activeStatus === 'DIAMOND' && <p>{t('vip.lifelong')}</p>}
      {progress.nextStatus ? (
        <>
          <h3>{t('vip.progress.title', { status: name(progress.nextStatus) })}</h3>
          <p>
            {t('vip.progress.deposits', {
              amount: money(progress.depositAmountCents),
              threshold: money(progress.depositThresholdCents),
            })}
          </p>
          <Bar
            label={t('vip.progress.deposits', {
              amount: money(progress.depositAmountCents),
              threshold: money(progress.depositThresholdCents),
            })}
            percent={barPercent(progress.depositAmountCents, progress.depositThresholdCents)}
          />
          <p>
            {t('vip.progress.bets', { amount: money(progress.betSumCents), threshold: money(progress.betSumThresholdCents) })}
          </p>
          <Bar
            label={t('vip.progress.bets', {
              amount: money(progress.betSumCents),
              threshold: money(progress.betSumThresholdCents),
            })}
            percent={barPercent(progress.betSumCents, progress.betSumThresholdCents)}
          />
          <p className="vip-progress__overall">{t('vip.progress.overall', { percent: progress.overallProgress })}</p>
          <Bar label={t('vip.progress.overall', { percent: progress.overallProgress })} percent={progress.overallProgress} />
        </>
      ) : (
        <p>{t('vip.progress.top')}</p>
      )}
      <p className="vip-progress__quarter">
        <strong>{t('vip.days_left', { count: quarter.days })}</strong>{' '}
        {t('vip.quarter_ends', { date: day(lastDayOf(quarter.endsAt)) })}
      </p>
    </section>
  );
}

/** VIP-07: a card per status: current, achieved before it, the next one, locked above. */
function StatusCards({ active }: { active: VipStatus }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="vip-cards-title">
      <h2 id="vip-cards-title">{t('vip.cards.title')}</h2>
      <ol className="vip-cards">
        {statusCards(active).map(({ status, state }) => (
          <li
            key={status}
            className={`vip-card vip-card--${state} vip-card--${status.toLowerCase()}`}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="vip-card__medal" aria-hidden="true" />
            <h3>{t(`vip.status.${status}`)}</h3>
            <p className="vip-card__state">{t(`vip.card.${state}`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** What each status gives, side by side. */
function Comparison() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="vip-compare-title" className="vip-compare">
      <h2 id="vip-compare-title">{t('vip.compare.title')}</h2>
      <div className="vip-compare__scroll" tabIndex={0} role="region" aria-labelledby="vip-compare-title">
        <table>
          <thead>
            <tr>
              <th scope="col">{t('vip.compare.perk')}</th>
              {VIP_STATUSES.map((s) => (
                <th scope="col" key={s}>
                  {t(`vip.status.${s}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {PERKS.map((perk) => (
              <tr key={perk.key}>
                <th scope="row">{t(`vip.perk.${perk.key}`)}</th>
                {VIP_STATUSES.map((s) => (
                  <td key={s}>
                    <span aria-hidden="true">{perk.has(s) ? '✓' : '–'}</span>
                    <span className="visually-hidden">{t(perk.has(s) ? 'vip.compare.yes' : 'vip.compare.no')}</span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** /rocketplay-vipclub (VIP-01): the statuses, the player's progress, the comparison and the quarterly expiry. */
export function VipPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const player = usePlayer();
  const query = useQuery({ ...vipProgressQuery(browserApi()), enabled: player !== null });
  if (player && query.isPending) return <div className="vip-progress vip-progress--skeleton" aria-busy="true" />;
  // VIP-05: a guest, or a failed load, sees the starting values.
  const { progress, fallback } = shownProgress(player ? query.data : undefined, player?.currency ?? 'EUR');
  return (
    <div className="vip">
      {!player && (
        <p className="vip__guest">
          {t('vip.guest')}{' '}
          <Link to={`${to('/login')}?redirect=${encodeURIComponent(to('/rocketplay-vipclub'))}`}>{t('vip.guest_link')}</Link>
        </p>
      )}
      {player && fallback && (
        <p role="status" className="vip__fallback">
          {t('vip.progress.default')}
        </p>
      )}
      <ProgressPanel progress={progress} licence={player?.license_name ?? null} />
      <StatusCards active={progress.activeStatus} />
      <Comparison />
    </div>
  );
}

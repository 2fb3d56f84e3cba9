import type { Limit, LimitAccount, PendingLimitChange } from '@casino/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format';

/** The heading of a limit: its kind, and the period of a money limit. */
export function useLimitTitle() {
  const { t } = useTranslation();
  return (limit: Pick<Limit, 'type' | 'period'>) =>
    limit.period ? `${t(`limits.type.${limit.type}`)} ${t(`limits.period.${limit.period}`)}` : t(`limits.type.${limit.type}`);
}

/** One currency of a money limit: the usage bar, what is left, and whether it is reached. */
function UsageBar({ title, account, reached }: { title: string; account: LimitAccount; reached: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const id = useId();
  const money = (cents: number) => format.money(cents, account.currency);
  const used = Math.min(account.current_value_amount_cents, account.amount_cents);
  return (
    <div className={`limit-usage${reached ? ' limit-usage--reached' : ''}`}>
      <p id={id} className="limit-usage__text">
        {t('limits.usage', { used: money(account.current_value_amount_cents), amount: money(account.amount_cents) })}
      </p>
      <progress
        className="limit-usage__bar"
        max={account.amount_cents}
        value={used}
        aria-label={t('limits.usage_label', { limit: title, currency: account.currency })}
        aria-describedby={id}
      />
      <p className="limit-usage__left">
        {reached ? (
          <strong className="limit-badge limit-badge--reached">{t('limits.reached')}</strong>
        ) : (
          t('limits.remaining', { remaining: money(account.remaining_amount_cents) })
        )}
      </p>
    </div>
  );
}

/** A loosening or removal waiting for its cooling period and the mailed confirmation. */
function PendingLine({ change }: { change: PendingLimitChange }) {
  const { t } = useTranslation();
  const format = useFormat();
  const what =
    change.action === 'remove'
      ? t('limits.pending.remove')
      : change.minutes !== null
        ? t('limits.pending.raise_minutes', { minutes: change.minutes })
        : t('limits.pending.raise', { amount: format.money(change.amount_cents ?? 0, change.currency ?? '') });
  return (
    <li className="limit-pending">
      <strong>{what}</strong>{' '}
      {change.awaiting_confirmation
        ? t('limits.pending.mailed')
        : t('limits.pending.waiting', { date: format.dateTime(change.effective_at) })}
    </li>
  );
}

/** A limit as the profile shows it, with the actions it allows. */
export function LimitCard({
  limit,
  onChange,
  onRemove,
  busy,
}: {
  limit: Limit;
  onChange?: (limit: Limit, currency: string) => void;
  onRemove?: (limit: Limit) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const title = useLimitTitle()(limit);
  const titleId = useId();
  // The moment the page was shown: a lift that becomes possible later shows after a reload.
  const [now] = useState(Date.now);
  const blocking = limit.type === 'cooling_off' || limit.type === 'self_exclusion';
  const canRemove = !blocking || (limit.type === 'self_exclusion' && limit.removable_from !== null && limit.ends_at === null);
  const removableNow = !limit.removable_from || Date.parse(limit.removable_from) <= now;
  return (
    <article className="limit-card" aria-labelledby={titleId} data-limit-type={limit.type}>
      <h3 id={titleId}>{title}</h3>
      {limit.accounts.map((account) => (
        <div key={account.currency} className="limit-card__account">
          <UsageBar title={title} account={account} reached={account.remaining_amount_cents <= 0} />
          {onChange && (
            <button
              type="button"
              className="button button--ghost button--small"
              disabled={busy}
              onClick={() => onChange(limit, account.currency)}
            >
              {t('limits.action.change_currency', { currency: account.currency })}
            </button>
          )}
        </div>
      ))}
      {limit.type === 'session' && (
        <p>
          {t('limits.session.value', { minutes: limit.minutes ?? 0 })}
          {limit.current_minutes !== null && <> · {t('limits.session.usage', { count: limit.current_minutes })}</>}
          {limit.reached && (
            <>
              {' '}
              <strong className="limit-badge limit-badge--reached">{t('limits.reached')}</strong>
            </>
          )}
        </p>
      )}
      {blocking && (
        <p>
          {limit.duration && <strong>{t(`limits.duration.${limit.duration}`)}</strong>} ·{' '}
          {limit.ends_at ? t('limits.block.until', { date: format.dateTime(limit.ends_at) }) : t('limits.block.no_end')}
        </p>
      )}
      {limit.pending.length > 0 && (
        <ul className="limit-card__pending" aria-label={t('limits.pending.title')}>
          {limit.pending.map((change) => (
            <PendingLine key={change.id} change={change} />
          ))}
        </ul>
      )}
      {onRemove && canRemove && limit.pending.every((c) => c.action !== 'remove') && (
        <p className="limit-card__actions">
          {removableNow ? (
            <button type="button" className="button button--ghost button--small" disabled={busy} onClick={() => onRemove(limit)}>
              {t(blocking ? 'limits.action.lift' : 'limits.action.remove')}
            </button>
          ) : (
            limit.removable_from && t('limits.block.removable_from', { date: format.dateTime(limit.removable_from) })
          )}
        </p>
      )}
    </article>
  );
}

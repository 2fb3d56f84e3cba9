import type { AdventureDay } from '@casino/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../i18n/format';
import { useLocale, useLocalePath } from '../../i18n/locale';
import { AdventureCountdown } from './countdown';
import { cardActions, isLocked } from './rules';

/** Where the card's actions lead: the deposit opens the cashbox, play goes to the games. */
export interface AdventureLinks {
  openDeposit: () => void;
  gamesPath: string;
}

function Prize({ day, currency }: { day: AdventureDay; currency: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const amount = day.prize.bonus_cents === null ? (day.variables['amount'] ?? '') : format.money(day.prize.bonus_cents, currency);
  if (day.isSuperPrize) return <p className="adventure-card__prize">{t('adventures.super_prize', { amount })}</p>;
  if (day.prize.type === 'freespins') {
    return <p className="adventure-card__prize">{t('adventures.prize.freespins', { count: day.prize.freespins_count ?? 0 })}</p>;
  }
  return <p className="adventure-card__prize">{t('adventures.prize.bonus', { amount })}</p>;
}

function Details({ day, currency, id }: { day: AdventureDay; currency: string; id: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!day.condition) return null;
  const money = (cents: number) => format.money(cents, currency);
  return (
    <ul className="adventure-card__details" id={id}>
      <li>{t('adventures.task_deposit', { amount: money(day.condition.minDep) })}</li>
      {day.progress.wager_required_cents > 0 && (
        <li>{t('adventures.task_wager', { amount: money(day.progress.wager_required_cents) })}</li>
      )}
      <li>{t('adventures.activation_days', { count: day.condition.periodActivationDays })}</li>
      {day.status === 'active' && (
        <li>
          {t('adventures.progress_deposit', { done: money(day.progress.deposit_cents), total: money(day.condition.minDep) })}
          {day.progress.wager_required_cents > 0 &&
            ` · ${t('adventures.progress_wager', { done: money(day.progress.wager_cents), total: money(day.progress.wager_required_cents) })}`}
        </li>
      )}
    </ul>
  );
}

/** ADV-04…ADV-11: one day's card: its title, state, lock, prize, countdown and actions. */
export function DayCard(props: { day: AdventureDay; currency: string; links: AdventureLinks; onDeadline: () => void }) {
  const { day, currency, links } = props;
  const { t } = useTranslation();
  const format = useFormat();
  const locale = useLocale();
  const to = useLocalePath();
  const detailsId = useId();
  const actions = cardActions(day);
  const [open, setOpen] = useState(day.status === 'active');
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(`${day.date}T00:00:00Z`),
  );
  return (
    <li
      className={`adventure-card adventure-card--${day.status}`}
      data-status={day.status}
      data-testid={`adventure-day-${day.step}`}
    >
      <div className="adventure-card__head">
        <h3>
          {day.isSuperPrize ? t('adventures.super_title') : t('adventures.card_title', { step: day.step, total: day.stepTotal })}
        </h3>
        <span className="adventure-card__status">
          {isLocked(day.status) && (
            <svg className="adventure-card__lock" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M4 7V5a4 4 0 0 1 8 0v2h1v8H3V7h1Zm2 0h4V5a2 2 0 0 0-4 0v2Z" fill="currentColor" />
            </svg>
          )}
          {t(`adventures.status.${day.status}`)}
          {isLocked(day.status) && <span className="visually-hidden"> ({t('adventures.locked')})</span>}
        </span>
      </div>
      <p className="adventure-card__date">
        {weekday} {format.date(`${day.date}T12:00:00Z`)}
      </p>
      <Prize day={day} currency={currency} />
      {day.isSuperPrize && <p className="adventure-card__note">{t('adventures.super_condition')}</p>}
      {day.countdown_until && (
        <AdventureCountdown
          to={day.countdown_until}
          label={day.gift?.activatable ? t('adventures.countdown_gift') : t('adventures.countdown_day')}
          onEnd={props.onDeadline}
        />
      )}
      {open && <Details day={day} currency={currency} id={detailsId} />}
      {actions.length > 0 && (
        <div className="adventure-card__actions">
          {actions.includes('details') && (
            <button
              type="button"
              className="button button--ghost"
              aria-expanded={open}
              aria-controls={detailsId}
              onClick={() => setOpen(!open)}
            >
              {open ? t('adventures.action.hide_details') : t('adventures.action.details')}
            </button>
          )}
          {actions.includes('deposit') && (
            <button type="button" className="button button--primary" onClick={links.openDeposit}>
              {t('adventures.action.deposit')}
            </button>
          )}
          {actions.includes('play') && (
            <Link className="button button--primary" to={to(links.gamesPath)}>
              {t('adventures.action.play')}
            </Link>
          )}
          {actions.includes('gifts') && (
            <Link className="button button--primary" to={to('/profile/gifts')}>
              {t('adventures.action.gifts')}
            </Link>
          )}
          {actions.includes('support') && (
            <Link className="button button--ghost" to={to('/support')}>
              {t('adventures.action.support')}
            </Link>
          )}
        </div>
      )}
    </li>
  );
}

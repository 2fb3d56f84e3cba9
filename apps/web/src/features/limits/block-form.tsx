import { COOLING_OFF_DURATIONS, SELF_EXCLUSION_DURATIONS, limitEndsAt, type LimitDuration } from '@casino/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/server-api';
import { useFormat } from '../../i18n/format';
import { useLocalePath } from '../../i18n/locale';
import { setLimit } from './api';
import { limitErrorText } from './errors';
import { useLimitChange } from './use-limits';

type BlockType = 'cooling_off' | 'self_exclusion';
const DURATIONS: Record<BlockType, readonly LimitDuration[]> = {
  cooling_off: COOLING_OFF_DURATIONS,
  self_exclusion: SELF_EXCLUSION_DURATIONS,
};
/** What a cooling-off or self-exclusion does, said before the player confirms it. */
const CONSEQUENCES = ['sessions', 'play', 'deposits', 'marketing', 'withdraw', 'no_undo'] as const;

/**
 * A cooling-off or a self-exclusion: the player picks a length, then a confirmation step says
 * exactly what will happen before anything starts; once started the player is signed out.
 */
export function BlockForm({ type, headingId, disabled }: { type: BlockType; headingId: string; disabled: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const to = useLocalePath();
  const id = useId();
  const form = useForm<{ duration: LimitDuration }>({ defaultValues: { duration: DURATIONS[type][0] ?? '24_hours' } });
  const duration = useWatch({ control: form.control, name: 'duration' });
  const [confirming, setConfirming] = useState(false);
  const change = useLimitChange(setLimit.bind(null, browserApi()), { signsOut: true });
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const endsAt = limitEndsAt(duration, new Date());

  useEffect(() => {
    if (confirming) confirmHeading.current?.focus();
  }, [confirming]);

  if (change.isSuccess) {
    return (
      <div className="limit-done" role="status">
        <h3>{t(`limits.done.title_${type}`)}</h3>
        <p>{t('limits.done.text')}</p>
        <a className="button button--primary" href={to('/')}>
          {t('limits.done.home')}
        </a>
      </div>
    );
  }

  if (confirming) {
    return (
      <div className="limit-confirm" role="group" aria-labelledby={`${id}-confirm`}>
        <h3 id={`${id}-confirm`} ref={confirmHeading} tabIndex={-1}>
          {t(`limits.confirm.title_${type}`, { duration: t(`limits.duration.${duration}`) })}
        </h3>
        <p>{endsAt ? t('limits.confirm.ends', { date: format.dateTime(endsAt) }) : t('limits.confirm.no_end')}</p>
        <ul className="limit-confirm__list">
          {CONSEQUENCES.map((key) => (
            <li key={key}>{t(`limits.confirm.${key}`)}</li>
          ))}
        </ul>
        {change.error && (
          <p className="form__error" role="alert">
            {limitErrorText(t, change.error)}
          </p>
        )}
        <div className="limit-confirm__actions">
          <button
            type="button"
            className="button button--danger"
            disabled={change.isPending}
            onClick={() => change.mutate({ type, duration })}
          >
            {t(`limits.confirm.yes_${type}`)}
          </button>
          <button type="button" className="button button--ghost" disabled={change.isPending} onClick={() => setConfirming(false)}>
            {t('limits.confirm.cancel')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <form
      className="form limit-form"
      aria-labelledby={headingId}
      onSubmit={(event) => void form.handleSubmit(() => setConfirming(true))(event)}
    >
      <fieldset className="limit-durations">
        <legend>{t('limits.form.duration')}</legend>
        {DURATIONS[type].map((value) => (
          <label key={value} className="checkbox">
            <input type="radio" value={value} {...form.register('duration')} /> {t(`limits.duration.${value}`)}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button button--primary" disabled={disabled}>
        {t('limits.form.continue')}
      </button>
    </form>
  );
}

import { SESSION_LIMIT_MINUTES, limitRequestSchema } from '@casino/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/server-api';
import { FormField } from '../../common/forms/form-field';
import { setLimit } from './api';
import { ChangeResult } from './change-result';
import { limitErrorText } from './errors';
import { useLimitChange } from './use-limits';

/** The session-time limit: fewer minutes apply at once, more wait like any loosening. */
export function SessionLimitForm({ current, headingId }: { current: number | null; headingId: string }) {
  const { t } = useTranslation();
  const change = useLimitChange(setLimit.bind(null, browserApi()));
  const [minutes, setMinutes] = useState(current === null ? '' : String(current));
  const [invalid, setInvalid] = useState(false);
  const bounds = { min: SESSION_LIMIT_MINUTES.min, max: SESSION_LIMIT_MINUTES.max };

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const request = limitRequestSchema.safeParse({ type: 'session', minutes: Number(minutes.trim() || NaN) });
    setInvalid(!request.success);
    if (request.success) change.mutate(request.data);
  }

  return (
    <form className="form limit-form" noValidate aria-labelledby={headingId} onSubmit={submit}>
      <FormField
        label={t('limits.session.minutes', bounds)}
        inputMode="numeric"
        autoComplete="off"
        value={minutes}
        error={invalid ? t('limits.session.invalid', bounds) : undefined}
        onChange={(e) => setMinutes(e.target.value)}
      />
      <button type="submit" className="button button--primary" disabled={change.isPending}>
        {t('limits.session.submit')}
      </button>
      <ChangeResult result={change.data ?? null} error={change.error ? limitErrorText(t, change.error) : null} />
    </form>
  );
}

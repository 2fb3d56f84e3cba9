import { zodResolver } from '@hookform/resolvers/zod';
import { SESSION_LIMIT_MINUTES, limitRequestSchema } from '@casino/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { browserApi } from '../../api/server-api';
import { FormField } from '../../common/forms/form-field';
import { setLimit } from './api';
import { ChangeResult } from './change-result';
import { limitErrorText } from './errors';
import { useLimitChange } from './use-limits';

/** The typed minutes, checked by the contracts' rule for a session limit. */
const schema = z.object({
  minutes: z
    .string()
    .transform((value) => Number(value.trim() || NaN))
    .pipe(limitRequestSchema.shape.minutes.unwrap()),
});

/** The session-time limit: fewer minutes apply at once, more wait like any loosening. */
export function SessionLimitForm({ current, headingId }: { current: number | null; headingId: string }) {
  const { t } = useTranslation();
  const change = useLimitChange(setLimit.bind(null, browserApi()));
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { minutes: current === null ? '' : String(current) } });
  const bounds = { min: SESSION_LIMIT_MINUTES.min, max: SESSION_LIMIT_MINUTES.max };
  const invalid = form.formState.errors.minutes !== undefined;

  const submit = form.handleSubmit(({ minutes }) => change.mutate({ type: 'session', minutes }));

  return (
    <form className="form limit-form" noValidate aria-labelledby={headingId} onSubmit={(event) => void submit(event)}>
      <FormField
        label={t('limits.session.minutes', bounds)}
        inputMode="numeric"
        autoComplete="off"
        error={invalid ? t('limits.session.invalid', bounds) : undefined}
        {...form.register('minutes')}
      />
      <button type="submit" className="button button--primary" disabled={change.isPending}>
        {t('limits.session.submit')}
      </button>
      <ChangeResult result={change.data ?? null} error={change.error ? limitErrorText(t, change.error) : null} />
    </form>
  );
}

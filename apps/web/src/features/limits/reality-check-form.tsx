import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { REALITY_CHECK_CHOICES, type RealityCheckSettings } from '@casino/contracts';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/server-api';
import { limitsKeys, realityCheckQuery, setRealityCheck } from './api';
import { limitErrorText } from './errors';

/** The intervals offered: the fixed choices within the server's range, and the current one if it is another. */
function realityCheckOptions(settings: RealityCheckSettings): number[] {
  const inRange = REALITY_CHECK_CHOICES.filter((m) => m >= settings.min_minutes && m <= settings.max_minutes);
  return [...new Set<number>([...inRange, settings.interval_minutes])].sort((a, b) => a - b);
}

/**
 * The reality check's interval (docs/decisions/043-cashbox-touches.md): the player picks how often
 * the session length and net result are shown; the choice applies at once, in every tab.
 */
export function RealityCheckForm({ headingId }: { headingId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const api = browserApi();
  const queryClient = useQueryClient();
  const settings = useQuery(realityCheckQuery(api));
  const form = useForm<{ minutes: string }>({ defaultValues: { minutes: '' } });
  const save = useMutation({
    mutationFn: (minutes: number) => setRealityCheck(api, minutes),
    onSuccess: (data) => queryClient.setQueryData(limitsKeys.realityCheck, data),
  });
  const current = settings.data?.interval_minutes;
  useEffect(() => {
    if (current !== undefined && !form.formState.isDirty) form.reset({ minutes: String(current) });
  }, [current, form]);

  if (!settings.data) return null;
  const submit = form.handleSubmit(({ minutes }) => save.mutate(Number(minutes)));
  return (
    <form className="form limit-form" noValidate aria-labelledby={headingId} onSubmit={(event) => void submit(event)}>
      <div className="form__field">
        <label htmlFor={`${id}-minutes`}>{t('limits.reality_interval.label')}</label>
        <select id={`${id}-minutes`} className="input" {...form.register('minutes', { onChange: () => save.reset() })}>
          {realityCheckOptions(settings.data).map((minutes) => (
            <option key={minutes} value={String(minutes)}>
              {t('limits.reality_interval.option', { count: minutes })}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--primary" disabled={save.isPending}>
        {t('limits.reality_interval.submit')}
      </button>
      {save.isError && (
        <p className="form__error" role="alert">
          {limitErrorText(t, save.error)}
        </p>
      )}
      {save.isSuccess && (
        <p className="limit-result limit-result--applied" role="status">
          {t('limits.reality_interval.saved', { count: save.data.interval_minutes })}
        </p>
      )}
    </form>
  );
}

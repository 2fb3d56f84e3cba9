import type { LimitChangeResponse } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format';

/** What a change did, said where the player made it: applied now, or waiting until a time. */
export function ChangeResult({ result, error }: { result: LimitChangeResponse | null; error: string | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (error) {
    return (
      <p className="form__error" role="alert">
        {error}
      </p>
    );
  }
  if (!result) return null;
  const text = result.applied
    ? t('limits.result.applied')
    : t(result.pending?.action === 'remove' ? 'limits.result.removal_pending' : 'limits.result.pending', {
        date: format.dateTime(result.pending?.effective_at ?? new Date()),
      });
  return (
    <p className={`limit-result${result.applied ? ' limit-result--applied' : ' limit-result--pending'}`} role="status">
      {text}
    </p>
  );
}

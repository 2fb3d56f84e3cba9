import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/server-api';
import { confirmLimit } from './api';
import { limitErrorText } from './errors';
import { useLimitTitle } from './limit-card';
import { useLimitChange } from './use-limits';
import './limits.css';

/**
 * LIM-07: confirms a waiting loosening or removal with the mailed token (POST
 * /api/user_limits/confirm) and says what it did; a wrong, used or lapsed link says so.
 */
export function ConfirmChange({ token }: { token: string }) {
  const { t } = useTranslation();
  const title = useLimitTitle();
  const change = useLimitChange((value: string) => confirmLimit(browserApi(), value));
  if (change.isSuccess) {
    const limit = change.data.limit;
    return (
      <p className="limit-result limit-result--applied" role="status">
        {limit ? t('limits.confirm_page.done', { limit: title(limit) }) : t('limits.confirm_page.removed')}
      </p>
    );
  }
  return (
    <div className="limits">
      <p>{t('limits.confirm_page.text')}</p>
      {change.error && (
        <p className="form__error" role="alert">
          {limitErrorText(t, change.error)}
        </p>
      )}
      <p>
        <button type="button" className="button button--primary" disabled={change.isPending} onClick={() => change.mutate(token)}>
          {t('limits.confirm_page.submit')}
        </button>
      </p>
    </div>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentHistoryItem } from '@casino/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/server-api';
import { useFormat } from '../../i18n/format';
import { cashboxKeys, historyQuery, recallPayment } from './api';

/**
 * The payment history (PAY-18, PAY-19): newest first, with each payment's state; a recallable
 * withdrawal has a recall button (PAY-20). payments_changes events refresh it (PAY-21).
 */
export function PaymentHistory() {
  const { t } = useTranslation();
  const history = useQuery(historyQuery(browserApi()));
  return (
    <section className="cashbox__section" aria-labelledby="cashbox-history-title">
      <h3 id="cashbox-history-title">{t('cashbox.history.title')}</h3>
      {history.isPending ? (
        <div className="cashbox__skeleton" aria-busy="true">
          <div />
        </div>
      ) : history.isError ? (
        <p role="alert" className="form__error">
          {t('cashbox.error.generic')}
        </p>
      ) : history.data.data.length === 0 ? (
        <p>{t('cashbox.history.empty')}</p>
      ) : (
        <ul className="payment-history">
          {history.data.data.map((item) => (
            <HistoryRow key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

function HistoryRow({ item }: { item: PaymentHistoryItem }) {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  const recall = useMutation({
    mutationFn: () => recallPayment(browserApi(), item.id),
    onSuccess: () => setFailed(false),
    onError: () => setFailed(true),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cashboxKeys.history }),
        queryClient.invalidateQueries({ queryKey: cashboxKeys.accounts }),
      ]),
  });
  const action = t(`cashbox.action.${item.action}`);
  return (
    <li className="payment-history__item" data-payment={item.id}>
      <div>
        <strong>{action}</strong> <span>{format.money(item.amount_cents, item.currency)}</span>
        <br />
        <small>
          #{item.id} · {format.dateTime(item.finished_at ?? item.created_at)}
        </small>
      </div>
      <span className={`payment-state payment-state--${item.state}`}>{t(`cashbox.state.${item.state}`)}</span>
      {reviewNote(item) && <small className="payment-history__review">{t(`cashbox.review.${reviewNote(item)}`)}</small>}
      {item.recallable && (
        <button
          type="button"
          className="button button--ghost"
          disabled={recall.isPending}
          aria-label={t('cashbox.history.recall_label', { id: item.id })}
          onClick={() => recall.mutate()}
        >
          {t('cashbox.history.recall')}
        </button>
      )}
      {failed && (
        <p className="form__error" role="alert">
          {t('cashbox.history.recall_failed')}
        </p>
      )}
    </li>
  );
}

/** What the money desk's review of a withdrawal tells the player (decision 067): waiting, or not approved. */
function reviewNote(item: PaymentHistoryItem): 'held' | 'rejected' | null {
  if (item.review === 'held' && item.state === 'reserved') return 'held';
  return item.review === 'rejected' ? 'rejected' : null;
}

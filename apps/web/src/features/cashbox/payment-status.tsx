import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentHistoryItem } from '@casino/contracts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/server-api';
import { useFormat } from '../../i18n/format';
import { answerChallenge, cashboxKeys, historyQuery } from './api';
import { FormField } from '../../common/forms/form-field';
import { isOpenPayment } from './rules';

/** How often the open payment is read again, should a realtime event be missed. */
const FOLLOW_INTERVAL_MS = 3000;

/**
 * Follows a payment live (pending, processing, reserved, then its outcome): payments_changes
 * events refresh the history it reads, with a slow poll as a safety net.
 */
export function PaymentStatus({
  started,
  challenge,
  confirmations,
}: {
  started: PaymentHistoryItem;
  challenge: boolean;
  confirmations?: number;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const history = useQuery({
    ...historyQuery(browserApi()),
    refetchInterval: (query) => {
      const found = query.state.data?.data.find((item) => item.id === started.id);
      return !found || isOpenPayment(found) ? FOLLOW_INTERVAL_MS : false;
    },
  });
  const payment = history.data?.data.find((item) => item.id === started.id) ?? started;
  const amount = format.money(payment.amount_cents, payment.currency);
  const open = isOpenPayment(payment);
  return (
    <div className="payment-status" data-state={payment.state}>
      <p role="status" className="payment-status__line">
        <span className={`payment-state payment-state--${payment.state}`}>{t(`cashbox.state.${payment.state}`)}</span>{' '}
        {t(`cashbox.status.${payment.action}.${open ? 'open' : payment.state === 'succeeded' ? 'succeeded' : 'failed'}`, {
          amount,
        })}
      </p>
      {open && confirmations !== undefined && <p>{t('cashbox.crypto.confirmations', { count: confirmations })}</p>}
      {open && challenge && payment.state === 'pending' && <ChallengeForm paymentId={payment.id} />}
    </div>
  );
}

/** The bank's challenge (a 3-D Secure style code) for a card deposit that asks for one. */
function ChallengeForm({ paymentId }: { paymentId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const code = useWatch({ control: form.control, name: 'code' });
  const [answered, setAnswered] = useState(false);
  const answer = useMutation({
    mutationFn: (body: { code: string } | { cancel: true }) => answerChallenge(browserApi(), paymentId, body),
    onSuccess: () => setAnswered(true),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cashboxKeys.history }),
  });
  if (answered) return <p>{t('cashbox.challenge.sent')}</p>;
  return (
    <form
      className="form cashbox__challenge"
      noValidate
      aria-labelledby={`challenge-${paymentId}`}
      onSubmit={(event) =>
        void form.handleSubmit((values) => {
          if (values.code.trim()) answer.mutate({ code: values.code.trim() });
        })(event)
      }
    >
      <h3 id={`challenge-${paymentId}`}>{t('payments.challenge.title')}</h3>
      <p>{t('payments.challenge.hint')}</p>
      <FormField
        label={t('cashbox.challenge.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        {...form.register('code')}
        error={answer.isError ? t('cashbox.error.generic') : undefined}
      />
      <div className="cashbox__buttons">
        <button type="submit" className="button button--primary" disabled={answer.isPending || !code.trim()}>
          {t('cashbox.challenge.confirm')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={answer.isPending}
          onClick={() => answer.mutate({ cancel: true })}
        >
          {t('cashbox.challenge.cancel')}
        </button>
      </div>
    </form>
  );
}

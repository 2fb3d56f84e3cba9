import { CLOSURE_PAYOUT_MESSAGES, CLOSURE_PAYOUT_REFERENCE_MAX, type ClosurePayout } from '@casino/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { completeErrorKey, referenceErrorKey, useCompleteClosurePayout } from './closure-payouts-api';
import { K } from './closure-payouts-parts';

/** Answers after which the payout is no longer open: the list refreshes without it. */
const GONE: readonly string[] = [CLOSURE_PAYOUT_MESSAGES.alreadyCompleted, CLOSURE_PAYOUT_MESSAGES.notFound];

interface PayFormProps {
  id: string;
  payout: ClosurePayout;
  amount: string;
  onCancel: () => void;
  onPaid: (done: ClosurePayout) => void;
  onGone: (messageKey: string) => void;
}

/** "Mark as paid": the transfer's reference, checked here with the server's rule, then sent. */
export function PayForm({ id, payout, amount, onCancel, onPaid, onGone }: PayFormProps) {
  const { t } = useTranslation();
  const complete = useCompleteClosurePayout();
  // The server's reference rule, as a message key; the first refused field takes the focus.
  const form = useForm({ defaultValues: { reference: '' } });
  const error = form.formState.errors.reference?.message;
  const inputId = `${id}-reference`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  // Opened by "Mark as paid": the reference is what comes next.
  useEffect(() => {
    form.setFocus('reference');
  }, [form]);

  const submit = form.handleSubmit(({ reference }) => {
    if (complete.isPending) return;
    // The list refreshes when the answer comes and this row, with its form, leaves it: callbacks
    // given to mutate() would die with the form, so the outcome is told through the promise.
    complete.mutateAsync({ id: payout.id, reference: reference.trim() }).then(onPaid, (err: unknown) => {
      const key = completeErrorKey(err);
      if (GONE.includes(key)) onGone(key);
      else form.setError('reference', { message: key }, { shouldFocus: true });
    });
  });

  return (
    <form
      id={id}
      className="closure-payouts__form"
      noValidate
      aria-label={t(`${K}.form_label`, { amount, player: payout.player_email })}
      onSubmit={(event) => void submit(event)}
    >
      <label htmlFor={inputId}>{t(`${K}.reference_label`)}</label>
      <p id={hintId} className="staff-console__note">
        {t(`${K}.reference_hint`)}
      </p>
      <input
        id={inputId}
        type="text"
        autoComplete="off"
        required
        maxLength={CLOSURE_PAYOUT_REFERENCE_MAX + 20}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        {...form.register('reference', { validate: (value) => referenceErrorKey(value) ?? true })}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
      />
      {error && (
        <p id={errorId} role="alert" className="staff-console__error">
          {t(error)}
        </p>
      )}
      <div className="staff-console__actions">
        <button type="submit" className="button button--primary" disabled={complete.isPending}>
          {t(`${K}.confirm`)}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t(`${K}.cancel`)}
        </button>
      </div>
    </form>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from './api';

/** Asks for a reason, then runs the action (retire a template or a batch, cancel a gift). */
export function ReasonAction(props: { action: 'retire' | 'cancel'; subject: string; run: (reason: string) => Promise<unknown> }) {
  const { t } = useTranslation();
  const label = t(`promotions.staff_console.reason.${props.action}`);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = `reason-${props.action}-${props.subject}`.replace(/[^a-zA-Z0-9-]/g, '-');
  if (!open)
    return (
      <button type="button" className="button" onClick={() => setOpen(true)}>
        {label} <span className="visually-hidden">{props.subject}</span>
      </button>
    );
  const submit = async () => {
    if (reason.trim().length < 3) {
      setFailure(t('promotions.staff_console.reason.too_short'));
      return;
    }
    setBusy(true);
    try {
      await props.run(reason.trim());
      setOpen(false);
    } catch (err) {
      setFailure(messageOf(err, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="promo-console__reason">
      <label htmlFor={id}>{t(`promotions.staff_console.reason.prompt_${props.action}`, { subject: props.subject })}</label>
      <input id={id} value={reason} onChange={(e) => setReason(e.target.value)} aria-invalid={failure ? true : undefined} />
      <button type="button" className="button button--primary" disabled={busy} onClick={() => void submit()}>
        {t('promotions.staff_console.reason.confirm')}
      </button>
      <button type="button" className="button" onClick={() => setOpen(false)}>
        {t('promotions.staff_console.reason.keep')}
      </button>
      {failure && (
        <span role="alert" className="staff-console__error">
          {failure}
        </span>
      )}
    </span>
  );
}

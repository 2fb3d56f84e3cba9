import { formatMoney, intlLocale, type Locale } from '@casino/contracts';
import { useId, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../api/is-http-error';

/** The message keys of the back office's players, money and risk sections (the `desk` domain). */
export const K = 'desk';

export interface Format {
  money: (amountCents: number, currency: string) => string;
  dateTime: (value: string) => string;
}

/** Money and times in the section's locale. */
export function formatFor(locale: Locale): Format {
  const tag = intlLocale(locale);
  const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
  return {
    money: (amountCents, currency) => formatMoney(amountCents, currency, tag),
    dateTime: (value) => dateTime.format(new Date(value)),
  };
}

/** The server's own words for a refused change (409, 422), else a general failure. */
export function ErrorNote({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  const said = isHttpError<{ error?: string }>(error) ? error.response?.data?.error : undefined;
  return (
    <p role="alert" className="staff-console__error">
      {said ?? t(`${K}.failed`)}
    </p>
  );
}

/** A table with its caption-like heading and a word when it is empty. */
export function DeskTable({
  title,
  head,
  empty,
  children,
}: {
  title: string;
  head: string[];
  empty: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="money-desk__block">
      <h3 id={id}>{title}</h3>
      {empty ? (
        <p className="staff-console__note">{t(`${K}.empty`)}</p>
      ) : (
        // A table wider than a phone scrolls: the region takes the focus so a keyboard can scroll it.
        <div className="money-desk__scroll" role="region" aria-labelledby={id} tabIndex={0}>
          <table className="money-desk__table" aria-labelledby={id}>
            <thead>
              <tr>
                {head.map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/**
 * A decision that needs a reason: the reason field and one button per verb. The reason is
 * required (at least three characters, as the server asks); the buttons say what they do.
 */
export function ReasonForm({
  label,
  verbs,
  pending,
  minLength = 3,
  onSubmit,
}: {
  label: string;
  verbs: { id: string; text: string }[];
  pending: boolean;
  minLength?: number;
  onSubmit: (verb: string, reason: string) => void;
}) {
  const id = useId();
  const form = useForm({ defaultValues: { reason: '' } });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const ready = reason.trim().length >= minLength;
  return (
    <form className="money-desk__reason" onSubmit={(e) => e.preventDefault()}>
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" maxLength={500} {...form.register('reason')} />
      {verbs.map((v) => (
        <button
          key={v.id}
          type="button"
          className="button"
          disabled={pending || !ready}
          onClick={() => {
            onSubmit(v.id, reason.trim());
            form.reset();
          }}
        >
          {v.text}
        </button>
      ))}
    </form>
  );
}

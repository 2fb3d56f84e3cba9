import { contactMessageRequestSchema } from '@casino/contracts';
import { isHttpError } from '../api/is-http-error';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../api/server-api';
import { contactErrorKey, fieldErrorsOf } from './contact-errors';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
type Field = (typeof FIELDS)[number];

/** The support contact form (SHELL-21): POST /api/send_contact_message; 422 errors show under their fields. */
export function ContactForm() {
  const { t } = useTranslation();
  const id = useId();
  const [errors, setErrors] = useState<Partial<Record<Field | 'base', string>>>({});
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = Object.fromEntries(FIELDS.map((f) => [f, String(new FormData(event.currentTarget).get(f) ?? '')]));
    const parsed = contactMessageRequestSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setState('sending');
    try {
      await browserApi().post('/api/send_contact_message', parsed.data);
      setState('sent');
    } catch (error) {
      setState('idle');
      // The call rethrows its response errors (requirements §core-8); the form shows them by field.
      if (isHttpError(error) && error.response?.status === 422) setErrors(fieldErrorsOf(error.response.data));
      else setErrors({ base: 'shell.contact.error.failed' });
    }
  }

  if (state === 'sent') {
    return (
      <section className="contact" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`}>{t('shell.contact.title')}</h1>
        <p role="status">{t('shell.contact.sent')}</p>
      </section>
    );
  }
  return (
    <section className="contact" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('shell.contact.title')}</h1>
      <p>{t('shell.contact.intro')}</p>
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        {FIELDS.map((field) => {
          const error = errors[field];
          const inputId = `${id}-${field}`;
          const props = {
            id: inputId,
            name: field,
            className: 'input',
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? `${inputId}-error` : undefined,
          };
          return (
            <div key={field} className="form__field">
              <label htmlFor={inputId}>{t(`shell.contact.${field}`)}</label>
              {field === 'message' ? (
                <textarea {...props} rows={5} />
              ) : (
                <input
                  {...props}
                  type={field === 'email' ? 'email' : 'text'}
                  autoComplete={field === 'subject' ? 'off' : field}
                />
              )}
              {error && (
                <p id={`${inputId}-error`} className="form__error">
                  {t(contactErrorKey(error))}
                </p>
              )}
            </div>
          );
        })}
        {errors.base && (
          <p className="form__error" role="alert">
            {t(errors.base)}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={state === 'sending'}>
          {t('shell.contact.send')}
        </button>
      </form>
    </section>
  );
}

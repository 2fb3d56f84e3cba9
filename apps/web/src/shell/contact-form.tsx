import { zodResolver } from '@hookform/resolvers/zod';
import { contactMessageRequestSchema } from '@casino/contracts';
import { isHttpError } from '../api/is-http-error';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { browserApi } from '../api/server-api';
import { contactErrorKey, fieldErrorsOf } from './contact-errors';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
type Values = z.infer<typeof contactMessageRequestSchema>;

/** The support contact form (SHELL-21): POST /api/send_contact_message; 422 errors show under their fields. */
export function ContactForm() {
  const { t } = useTranslation();
  const id = useId();
  const [sent, setSent] = useState(false);
  const form = useForm<Values>({
    resolver: zodResolver(contactMessageRequestSchema),
    defaultValues: { name: '', email: '', subject: '', message: '' },
  });
  const { errors, isSubmitting } = form.formState;

  async function submit(values: Values): Promise<void> {
    try {
      await browserApi().post('/api/send_contact_message', values);
      setSent(true);
    } catch (error) {
      // The call rethrows its response errors (requirements §core-8); the form shows them by field.
      if (!isHttpError(error) || error.response?.status !== 422) {
        form.setError('root', { message: 'shell.contact.error.failed' });
        return;
      }
      for (const [field, message] of Object.entries(fieldErrorsOf(error.response.data))) {
        if ((FIELDS as readonly string[]).includes(field)) form.setError(field as keyof Values, { message });
        else if (field === 'base') form.setError('root', { message });
      }
    }
  }

  if (sent) {
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
      <form className="form" noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)}>
        {FIELDS.map((field) => {
          const error = errors[field]?.message;
          const inputId = `${id}-${field}`;
          const props = {
            id: inputId,
            ...form.register(field),
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
        {errors.root?.message && (
          <p className="form__error" role="alert">
            {t(errors.root.message)}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {t('shell.contact.send')}
        </button>
      </form>
    </section>
  );
}

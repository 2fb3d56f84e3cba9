import type { InputHTMLAttributes, ReactNode } from 'react';
import { get, type FieldErrors, type FieldValues, type UseFormRegisterReturn } from 'react-hook-form';

/** The message of a field's error, also for a list whose items were refused one by one. */
export function errorAt(errors: FieldErrors, name: string): string | undefined {
  const found: unknown = get(errors, name);
  if (!found) return undefined;
  if (Array.isArray(found)) return found.map((item: { message?: string } | undefined) => item?.message).find(Boolean);
  return (found as { message?: string }).message;
}

interface FieldProps<T extends FieldValues> extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  label: ReactNode;
  hint?: string;
  errors: FieldErrors<T>;
  registration: UseFormRegisterReturn;
}

/** A labelled input with its hint and its error, tied together for assistive technology. */
export function Field<T extends FieldValues>({ label, hint, errors, registration, ...input }: FieldProps<T>) {
  const id = `promo-${registration.name.replaceAll('.', '-')}`;
  const error = errorAt(errors, registration.name);
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="promo-console__field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <small id={`${id}-hint`} className="staff-console__note">
          {hint}
        </small>
      )}
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
        {...registration}
      />
      {error && (
        <small id={`${id}-error`} className="staff-console__error">
          {error}
        </small>
      )}
    </div>
  );
}

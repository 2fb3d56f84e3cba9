import { zodResolver } from '@hookform/resolvers/zod';
import { CLOSURE_REASONS, closureRequestSchema } from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Link } from 'react-router';
import { browserApi } from '../../api/server-api';
import { useLocalePath } from '../../i18n/locale';
import { FormError, FormField } from '../../common/forms/form-field';
import { closeAccount } from './close-account-api';
import './profile-account.css';
import { playerKeys } from '../../common/player/player-query';
import { fieldErrors } from '../../common/forms/field-errors';

/** The password the closure rule asks for, and a reason or none (an empty choice). */
const closureSchema = (required: string) =>
  z.object({
    password: z.string().min(1, required).pipe(closureRequestSchema.shape.password),
    reason: z.union([closureRequestSchema.shape.reason.unwrap(), z.literal('')]),
  });
type ClosureValues = z.infer<ReturnType<typeof closureSchema>>;

/**
 * Account closure on request (docs/decisions/018-account-closure.md): what happens, then a
 * confirmation with the password and an optional reason. A closed account is signed out
 * everywhere; the browser reloads onto the confirmation, leaving no signed-in state behind.
 */
export function CloseAccount() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const queryClient = useQueryClient();
  const reasonId = useId();
  const [confirming, setConfirming] = useState(false);
  const form = useForm<ClosureValues>({
    resolver: zodResolver(closureSchema(t('validation.required', { field: t('account.close.password') }))),
    defaultValues: { password: '', reason: '' },
  });
  const { errors, isSubmitting, isSubmitSuccessful } = form.formState;
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (confirming) heading.current?.focus();
  }, [confirming]);

  // Cancelled, the confirmation starts empty the next time, as it did when first opened.
  const cancel = () => {
    setConfirming(false);
    form.reset();
  };

  async function submit({ password, reason }: ClosureValues): Promise<void> {
    try {
      await closeAccount(browserApi(), password, reason);
      // AUTH-18: nothing of the player stays in this page's memory.
      queryClient.setQueryData(playerKeys.player, null);
      queryClient.clear();
      window.location.assign(to('/profile/close-account?closed=1'));
    } catch (failure) {
      if (fieldErrors(failure)['password']) form.setError('password', { message: t('account.close.password_incorrect') });
      else form.setError('root', { message: t('account.close.failed') });
    }
  }

  return (
    <div className="close-account">
      <section aria-labelledby="close-what-title">
        <h2 id="close-what-title">{t('account.close.intro')}</h2>
        <ul className="close-account__list">
          <li>{t('account.close.item_balance')}</li>
          <li>{t('account.close.item_pending')}</li>
          <li>{t('account.close.item_bonus')}</li>
          <li>{t('account.close.item_marketing')}</li>
          <li>{t('account.close.item_sign_in')}</li>
        </ul>
        <div className="close-account__note">
          <p>{t('account.close.self_exclusion')}</p>
          <Link to={to('/profile/limits')}>{t('account.close.self_exclusion_link')}</Link>
        </div>
        {!confirming && (
          <button type="button" className="button button--ghost" onClick={() => setConfirming(true)}>
            {t('account.close.start')}
          </button>
        )}
      </section>
      {confirming && (
        <section aria-labelledby="close-confirm-title">
          <h2 id="close-confirm-title" ref={heading} tabIndex={-1}>
            {t('account.close.confirm_title')}
          </h2>
          <form className="form" noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)}>
            <FormField
              label={t('account.close.password')}
              type="password"
              autoComplete="current-password"
              required
              error={errors.password?.message}
              {...form.register('password')}
            />
            <div className="form__field">
              <label htmlFor={reasonId}>{t('account.close.reason')}</label>
              <select id={reasonId} className="input" {...form.register('reason')}>
                <option value="">{t('account.close.reason.none')}</option>
                {CLOSURE_REASONS.map((reason) => (
                  <option key={reason} value={reason}>
                    {t(`account.close.reason.${reason}`)}
                  </option>
                ))}
              </select>
            </div>
            <FormError message={errors.root?.message} />
            <div className="close-account__actions">
              <button type="submit" className="button button--danger" disabled={isSubmitting || isSubmitSuccessful}>
                {t('account.close.submit')}
              </button>
              <button type="button" className="button button--ghost" onClick={cancel}>
                {t('account.close.cancel')}
              </button>
            </div>
          </form>
        </section>
      )}
    </div>
  );
}

/** What a closed player sees after the reload: signed out, the closure confirmed. */
export function AccountClosed() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <div className="close-account close-account--done" role="status">
      <p>{t('account.closed.text')}</p>
      <Link className="button button--primary" to={to('/')}>
        {t('site.name')}
      </Link>
    </div>
  );
}

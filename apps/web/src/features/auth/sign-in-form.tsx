import { zodResolver } from '@hookform/resolvers/zod';
import { signInRequestSchema } from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { browserApi } from '../../api/server-api';
import { signIn } from './api';
import { solveCaptcha } from './captcha';
import { deviceFingerprint } from '../../common/device/fingerprint';
import { rememberCredential } from './stored-credential';
import { FormError, FormField } from '../../common/forms/form-field';
import { playerKeys } from '../../common/player/player-query';
import { fieldErrors } from '../../common/forms/field-errors';

type Values = z.infer<typeof signInRequestSchema>['user'];

/**
 * The sign-in form (AUTH-11, AUTH-12): email and password; the code field appears when the
 * account has two-factor on, and a captcha is solved and sent when the server asks for one.
 */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [needsCode, setNeedsCode] = useState(false);
  const form = useForm<Values>({
    resolver: zodResolver(signInRequestSchema.shape.user),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  async function submit(values: Values, captcha?: string): Promise<void> {
    const api = browserApi();
    try {
      const player = await signIn(api, { ...values, dfpc: await deviceFingerprint(), ...(captcha ? { captcha } : {}) });
      queryClient.setQueryData(playerKeys.player, player);
      await rememberCredential(values.email, values.password);
      onSignedIn();
    } catch (error) {
      const found = fieldErrors(error);
      if (found['captcha'] && !captcha) {
        const solved = await solveCaptcha(api);
        if (solved) return submit(values, solved);
      }
      if (found['otp_attempt']) setNeedsCode(true);
      for (const [field, messages] of Object.entries(found)) {
        const name = (['email', 'password', 'otp_attempt'].includes(field) ? field : 'root') as keyof Values | 'root';
        // Refusals may be message keys (a closed account); plain texts come back unchanged.
        form.setError(name, { message: t(messages[0] ?? '') });
      }
    }
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void form.handleSubmit((values) => submit(values))(event)}>
      <FormField
        label={t('auth.email')}
        type="email"
        autoComplete="username"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormField
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      {needsCode && (
        <FormField
          label={t('auth.otp_attempt')}
          inputMode="numeric"
          autoComplete="one-time-code"
          error={errors.otp_attempt?.message}
          {...form.register('otp_attempt')}
        />
      )}
      <FormError message={errors.root?.message} />
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {t('auth.submit.sign_in')}
      </button>
    </form>
  );
}

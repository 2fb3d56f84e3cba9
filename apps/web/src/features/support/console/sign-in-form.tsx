import { isHttpError } from '../../../api/is-http-error';
import { useForm } from 'react-hook-form';
import { useStaffSignIn } from './api';

/**
 * The staff sign-in form of the console (English only, decision 017). The browser asks for both
 * fields; any refusal is one message, so no field's error is shown apart.
 */
export function StaffSignInForm() {
  const signIn = useStaffSignIn();
  const form = useForm({ defaultValues: { email: '', password: '' } });
  const submit = form.handleSubmit((values) => signIn.mutate(values));
  const status = isHttpError(signIn.error) ? signIn.error.response?.status : undefined;
  return (
    <form className="staff-console__sign-in" onSubmit={(event) => void submit(event)} aria-labelledby="staff-sign-in-title">
      <h1 id="staff-sign-in-title">Support console</h1>
      <label htmlFor="staff-email">Email</label>
      <input id="staff-email" type="email" autoComplete="username" required {...form.register('email')} />
      <label htmlFor="staff-password">Password</label>
      <input id="staff-password" type="password" autoComplete="current-password" required {...form.register('password')} />
      {signIn.isError && (
        <p role="alert" className="staff-console__error">
          {status === 429 ? 'Too many attempts. Try again later.' : 'Invalid email or password.'}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={signIn.isPending}>
        Sign in
      </button>
    </form>
  );
}

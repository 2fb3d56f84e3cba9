import { isHttpError } from '../../../api/is-http-error';
import { useState, type FormEvent } from 'react';
import { useStaffSignIn } from './api';

/** The staff sign-in form of the console (English only, decision 017). */
export function StaffSignInForm() {
  const signIn = useStaffSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate({ email, password });
  };
  const status = isHttpError(signIn.error) ? signIn.error.response?.status : undefined;
  return (
    <form className="staff-console__sign-in" onSubmit={submit} aria-labelledby="staff-sign-in-title">
      <h1 id="staff-sign-in-title">Support console</h1>
      <label htmlFor="staff-email">Email</label>
      <input
        id="staff-email"
        type="email"
        autoComplete="username"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <label htmlFor="staff-password">Password</label>
      <input
        id="staff-password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
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

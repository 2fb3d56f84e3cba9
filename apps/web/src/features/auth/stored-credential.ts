import type { AxiosInstance } from 'axios';
import type { Player } from '@casino/contracts';
import { signIn } from './api';
import { solveCaptcha } from './captcha';

/** The parts of the Credential Management API used here; not every browser (nor TS's DOM lib) has them. */
interface StoredPassword {
  type: 'password';
  id: string;
  password: string;
}
interface PasswordCredentialApi {
  get(options: { password: true; mediation: 'optional' | 'silent' }): Promise<StoredPassword | null>;
  store(credential: unknown): Promise<unknown>;
}
type PasswordCredentialConstructor = new (data: { id: string; password: string }) => unknown;

function credentialsApi(): { container: PasswordCredentialApi; Password: PasswordCredentialConstructor } | null {
  if (typeof window === 'undefined' || !('PasswordCredential' in window) || !navigator.credentials) return null;
  const Password = (window as unknown as { PasswordCredential: PasswordCredentialConstructor }).PasswordCredential;
  return { container: navigator.credentials as unknown as PasswordCredentialApi, Password };
}

/** Offers the browser to remember the password after a successful sign-in. */
export async function rememberCredential(email: string, password: string): Promise<void> {
  const api = credentialsApi();
  if (!api) return;
  await api.container.store(new api.Password({ id: email, password })).catch(() => undefined);
}

/**
 * AUTH-14 AUTH-16: signs in with a password the browser holds for this site, sending a captcha
 * token with it. Answers the player, or null when there is none or it failed; the caller then
 * shows the login screen.
 */
export async function signInWithStoredCredential(http: AxiosInstance): Promise<Player | null> {
  const api = credentialsApi();
  if (!api) return null;
  try {
    const stored = await api.container.get({ password: true, mediation: 'optional' });
    if (!stored || stored.type !== 'password') return null;
    const captcha = await solveCaptcha(http);
    return await signIn(http, { email: stored.id, password: stored.password, ...(captcha ? { captcha } : {}) });
  } catch {
    return null;
  }
}

import type { AxiosInstance } from 'axios';
import type { Player, RegistrationRequest, SignInRequest } from '@casino/contracts';

/** POST /api/users/sign_in; errors rethrow the response (requirements §core-8). */
export async function signIn(api: AxiosInstance, user: SignInRequest['user']): Promise<Player> {
  return (await api.post<Player>('/api/users/sign_in', { user })).data;
}

/** POST /api/users: stores the player and logs in (AUTH-10). */
export async function registerPlayer(api: AxiosInstance, user: RegistrationRequest['user']): Promise<Player> {
  return (await api.post<Player>('/api/users', { user })).data;
}

/** PATCH /api/player/update_locale (ROUTE-06): the locale of the player's mails follows the site's. */
export async function updateLocale(api: AxiosInstance, locale: string): Promise<void> {
  await api.patch('/api/player/update_locale', { locale });
}

export async function requestPasswordReset(api: AxiosInstance, email: string): Promise<void> {
  await api.post('/api/users/password', { user: { email } });
}

export async function restorePassword(api: AxiosInstance, token: string, password: string, confirmation: string): Promise<void> {
  // The reset token is spent by the first try: a second one would be refused although it worked.
  await api.put(
    '/api/users/password',
    { user: { reset_password_token: token, password, password_confirmation: confirmation } },
    { idempotent: false },
  );
}

/** GET /api/users/confirmation?confirmation_token (AUTH-04); rethrows on failure. */
export async function confirmEmail(api: AxiosInstance, token: string): Promise<{ email: string }> {
  return (await api.get<{ email: string }>('/api/users/confirmation', { params: { confirmation_token: token } })).data;
}

export async function resendConfirmation(api: AxiosInstance, email: string, captcha: string | undefined): Promise<void> {
  await api.post('/api/users/confirmation', { user: { email }, ...(captcha ? { captcha } : {}) });
}

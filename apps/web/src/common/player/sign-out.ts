import type { AxiosInstance } from 'axios';

/** DELETE /api/users/sign_out; its errors are only logged (AUTH-17). */
export async function signOut(api: AxiosInstance): Promise<void> {
  await api.delete('/api/users/sign_out').catch(() => undefined);
}

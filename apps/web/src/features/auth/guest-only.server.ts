import { redirect, type AppLoadContext } from 'react-router';
import { SESSION_COOKIE_NAME, localizePath, splitLocalePath } from '@casino/contracts';
import { serverApi } from '../../api/server-api';

/** AUTH-06: a signed-in visitor opening a guest-only page goes to main. */
export async function redirectSignedIn(context: AppLoadContext, request: Request): Promise<void> {
  if (!request.headers.get('cookie')?.includes(`${SESSION_COOKIE_NAME}=`)) return;
  const signedIn = await serverApi(context, request)
    .get('/api/player')
    .then(() => true)
    .catch(() => false);
  if (signedIn) throw redirect(localizePath(splitLocalePath(new URL(request.url).pathname).locale, '/'));
}

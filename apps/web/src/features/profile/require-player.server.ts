import { isHttpError } from '../../api/is-http-error';
import { redirect, type AppLoadContext } from 'react-router';
import { localizePath, splitLocalePath, type Player } from '@casino/contracts';
import { serverApi } from '../../api/server-api';

/**
 * AUTH-05: the signed-in player, or a redirect to registration with the redirect query set to
 * the full path, so the visitor comes back here after signing up or in.
 */
export async function requirePlayer(context: AppLoadContext, request: Request): Promise<Player> {
  try {
    return (await serverApi(context, request).get<Player>('/api/player')).data;
  } catch (error) {
    if (isHttpError(error) && error.response?.status === 401) {
      const url = new URL(request.url);
      const { locale } = splitLocalePath(url.pathname);
      throw redirect(`${localizePath(locale, '/registration')}?redirect=${encodeURIComponent(url.pathname + url.search)}`);
    }
    throw error;
  }
}

import { localizePath, splitLocalePath } from '@casino/contracts';
import { redirect } from 'react-router';
import { redirectSignedIn } from '../features/auth/guest-only.server';
import { POPUP_PATHS } from '../shell/redirects';
import { POPUP_PARAM, POPUP_REGISTRY } from '../shell/popups/registry';
import type { Route } from './+types/popup-route';

/**
 * /sign-in, /sign-up and /remind open their popup over the lobby (popups are URL state); they are
 * guest only, so a signed-in player lands on main without it (AUTH-06).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { locale, rest } = splitLocalePath(url.pathname);
  const popup = POPUP_PATHS[rest] ?? 'modal-login-form';
  if (POPUP_REGISTRY[popup]?.guestOnly) await redirectSignedIn(context, request);
  const params = new URLSearchParams(url.search);
  params.set(POPUP_PARAM, popup);
  return redirect(`${localizePath(locale, '/')}?${params.toString()}`);
}

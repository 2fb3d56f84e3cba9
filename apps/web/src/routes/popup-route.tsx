import { localizePath, splitLocalePath } from '@casino/contracts';
import { redirect } from 'react-router';
import { POPUP_PATHS } from '../shell/redirects';
import { POPUP_PARAM } from '../shell/popups/registry';
import type { Route } from './+types/popup-route';

/** /sign-in, /sign-up and /remind open their popup over the lobby (popups are URL state). */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { locale, rest } = splitLocalePath(url.pathname);
  const params = new URLSearchParams(url.search);
  params.set(POPUP_PARAM, POPUP_PATHS[rest] ?? 'modal-login-form');
  return redirect(`${localizePath(locale, '/')}?${params.toString()}`);
}

import { localizePath, splitLocalePath } from '@casino/contracts';
import { redirect } from 'react-router';
import { REDIRECTS } from '../shell/redirects';
import type { Route } from './+types/redirects';

/** ROUTE-08: /profile|users/password/edit -> new-password, /profile|users/confirmation -> /confirmation, /accounts/history -> main. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { locale, rest } = splitLocalePath(url.pathname);
  const target = REDIRECTS[rest] ?? '/';
  return redirect(`${localizePath(locale, target)}${url.search}`, 301);
}

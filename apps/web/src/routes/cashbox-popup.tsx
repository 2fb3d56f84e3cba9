import { localizePath, splitLocalePath } from '@casino/contracts';
import { redirect } from 'react-router';
import { cashboxPathTarget, cashboxSearch } from '../features/cashbox/paths';
import { requirePlayer } from '../features/profile/require-player.server';
import type { Route } from './+types/cashbox-popup';

/**
 * The cashbox paths (PAY-01): login required (a guest goes to registration and comes back
 * here), no page of their own: a first navigation landing on one goes to main with the
 * cashbox popup open over it (PAY-02).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePlayer(context, request);
  const url = new URL(request.url);
  const { locale, rest } = splitLocalePath(url.pathname);
  const target = cashboxPathTarget(rest);
  const search = target ? cashboxSearch(url.search, target.popup, target.params) : url.search;
  return redirect(`${localizePath(locale, '/')}${search}`, { headers: { 'cache-control': 'private, no-store' } });
}

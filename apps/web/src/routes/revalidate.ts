import type { ShouldRevalidateFunctionArgs } from 'react-router';

/** Popups are query state: a change of the query alone keeps the page's data (no refetch per popup). */
export function samePathKeepsData({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

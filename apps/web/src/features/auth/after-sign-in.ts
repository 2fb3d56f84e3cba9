/**
 * The page to go to after signing in: the redirect query when it is a path of this site
 * (AUTH-05). A scheme-relative or backslashed target (`//host`, `/\\host`) could leave the site.
 */
export function afterSignIn(search: string, fallback: string): string {
  const target = new URLSearchParams(search).get('redirect');
  return target && target.startsWith('/') && !target.startsWith('//') && !target.includes('\\') ? target : fallback;
}

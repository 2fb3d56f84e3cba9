/** Licences with pages of their own; Curacao-style (CW) is the default and has the unsuffixed pages (GEO-01). */
const LICENCE_SUFFIXES = ['EE', 'AU'] as const;

/** The path of a static page's variant for the visitor's licence, or null when the base page applies (CMS-06). */
export function licenceVariantPath(path: string, licence: string | null | undefined): string | null {
  if (!licence || !(LICENCE_SUFFIXES as readonly string[]).includes(licence)) return null;
  const last = path.split('/').filter(Boolean).at(-1) ?? '';
  if ((LICENCE_SUFFIXES as readonly string[]).includes(last) || path === '/') return null;
  return `${path}/${licence}`;
}

/**
 * The variant suffix a visitor's static pages use (CMS-06, requirements §core-2 "{page}/{licence or AU}"):
 * the Estonian licence's pages for a player under it, the Australian pages for a visitor from
 * Australia, else none (the base pages).
 */
export function pageVariantOf(context: { licence?: string | null; country?: string | null } | null | undefined): string | null {
  if (context?.licence === 'EE') return 'EE';
  if (context?.country === 'AU') return 'AU';
  return null;
}

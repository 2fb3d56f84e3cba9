/** Licences with pages of their own; Curacao-style (CW) is the default and has the unsuffixed pages (GEO-01). */
export const LICENCE_SUFFIXES = ['EE', 'AU'] as const;

/** The path of a static page's variant for the visitor's licence, or null when the base page applies (CMS-06). */
export function licenceVariantPath(path: string, licence: string | null | undefined): string | null {
  if (!licence || !(LICENCE_SUFFIXES as readonly string[]).includes(licence)) return null;
  const last = path.split('/').filter(Boolean).at(-1) ?? '';
  if ((LICENCE_SUFFIXES as readonly string[]).includes(last) || path === '/') return null;
  return `${path}/${licence}`;
}

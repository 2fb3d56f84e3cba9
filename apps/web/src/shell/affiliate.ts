import { DEFAULT_AFFILIATE_ID } from '@casino/contracts';

export const STAG_COOKIE = 'partner-stag';
export const AFFB_COOKIE = 'partner-affb_id';

interface AffiliateInput {
  query: URLSearchParams;
  /** The partner-stag cookie already set, if any. */
  currentStag: string | null;
  referrer: string;
  /** The stag-by-referrer-name config: the default stag and one per referrer name. */
  config: { default_stag: string; referrers: Record<string, string> } | undefined;
}

/** The referrer name a referring address belongs to: www.google.de -> google. */
export function referrerName(referrer: string, names: string[]): string | null {
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return null;
  }
  return names.find((name) => host.split('.').includes(name)) ?? null;
}

/**
 * The affiliate cookies to write (CONF-06): stag and affb_id from the query always win; without
 * them a visitor who has no stag yet gets the search-engine stag (241) when they come from a
 * configured referrer, else the default one (122).
 */
export function chooseAffiliate({ query, currentStag, referrer, config }: AffiliateInput): Record<string, string> {
  const cookies: Record<string, string> = {};
  const stag = query.get('stag')?.trim();
  const affb = query.get('affb_id')?.trim();
  if (affb) cookies[AFFB_COOKIE] = affb;
  if (stag) cookies[STAG_COOKIE] = stag;
  else if (!currentStag) {
    const referrers = config?.referrers ?? {};
    const name = referrerName(referrer, Object.keys(referrers));
    cookies[STAG_COOKIE] = (name && referrers[name]) || config?.default_stag || DEFAULT_AFFILIATE_ID;
  }
  return cookies;
}

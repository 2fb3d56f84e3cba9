import geoip from 'geoip-country';

/** Country of an IP address (two letters), or null for private, loopback or unknown addresses. */
export interface Geo {
  countryOf(ip: string): string | null;
}

/**
 * MaxMind's GeoLite2 country table (IPv4 and IPv6) shipped inside the geoip-country package: the
 * data sits in the package, nothing is downloaded at install or at run time, and a new release of
 * the package is a new table (docs/decisions/002-locale-prefix.md). Its licence (CC BY-SA 4.0
 * plus MaxMind's EULA) asks for the attribution the README and the footer carry.
 */
export function createGeo(): Geo {
  return {
    countryOf(ip) {
      // An IPv4-mapped IPv6 address (a dual-stack socket) is looked up as the IPv4 address it carries.
      const country = geoip.lookup(unmapped(ip))?.country;
      return country && /^[A-Z]{2}$/.test(country) ? country : null;
    },
  };
}

/** `::ffff:1.2.3.4` and `::ffff:102:304` as `1.2.3.4`; any other address as it is. */
function unmapped(ip: string): string {
  const mapped = /^(?:0{0,4}:){0,5}:?ffff:(.+)$/i.exec(ip)?.[1];
  if (!mapped) return ip;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(mapped)) return mapped;
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(mapped);
  if (!hex) return ip;
  const [high, low] = [parseInt(hex[1] ?? '0', 16), parseInt(hex[2] ?? '0', 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

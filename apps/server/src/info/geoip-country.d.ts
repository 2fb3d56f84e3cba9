/** The part of geoip-country (CommonJS, no bundled types) the server uses. */
declare module 'geoip-country' {
  interface GeoipCountry {
    lookup(ip: string): { country: string } | null;
  }
  const geoip: GeoipCountry;
  export default geoip;
}

import { asc, eq } from 'drizzle-orm';
import {
  COUNTRY_CURRENCIES,
  DEFAULT_COUNTRY,
  localeForCountry,
  type ClientContext,
  type Country,
  type Locale,
} from '@casino/contracts';
import type { z } from 'zod';
import type { currenciesResponseSchema, localesResponseSchema, playerFieldsResponseSchema } from '@casino/contracts';
import type { ConfigService } from '../config';
import type { Db } from '../db/client';
import type { Clock } from '../platform/clock';
import { countries, currencies, playerStatuses, siteLocales } from './tables';
import type { TtlCache } from '../platform/ttl-cache';
import type { Geo } from './geo';
import { DEFAULT_PLAYER_FIELDS } from './player-fields';

export interface VisitorContext {
  ip: string;
  host: string;
  /** A developer's country override (query or cookie `debug_country`); honoured outside production only. */
  debugCountry?: string;
  /** The request's headers: the edge's country header (COUNTRY_HEADER) is read from them when configured. */
  headers?: Record<string, string | string[] | undefined>;
  /** The signed-in player's licence (license_name), when there is one. */
  licenseName?: string | null;
}

export interface InfoService {
  currencies(): Promise<z.infer<typeof currenciesResponseSchema>>;
  countries(): Promise<Country[]>;
  country(code: string): Promise<Country | null>;
  statuses(): Promise<{ id: number; name: string }[]>;
  locales(host: string): Promise<z.infer<typeof localesResponseSchema>['data']>;
  playerFields(): z.infer<typeof playerFieldsResponseSchema>;
  /** Where the visitor is, what is open to them there and which locale they default to. */
  clientContext(visitor: VisitorContext): Promise<ClientContext>;
  countryOf(visitor: VisitorContext): string | null;
}

interface InfoDeps {
  db: Db;
  config: ConfigService;
  geo: Geo;
  clock: Clock;
  cache: TtlCache;
  /** The debug_country cookie and query are honoured (outside production). */
  allowDebugCountry: boolean;
  /** Lower-case name of a header the edge (CDN, load balancer) sets to the visitor's country, e.g. cf-ipcountry. */
  countryHeader?: string;
  /** The hosts the Estonian licence applies on (MAIN_HOSTS); undefined: every host. */
  mainHosts?: readonly string[];
}

export function createInfoService(deps: InfoDeps): InfoService {
  const { db, config, geo, clock, cache, allowDebugCountry, countryHeader, mainHosts } = deps;
  const onMainHost = (host: string) => !mainHosts || mainHosts.includes((host.split(':')[0] ?? host).toLowerCase());
  const allCountries = () =>
    cache.get('info:countries', async () => (await db.select().from(countries).orderBy(asc(countries.name))).map(toCountry));
  const service: InfoService = {
    async currencies() {
      const rows = await db.select().from(currencies).orderBy(asc(currencies.position));
      const cfg = await config.get('currency-config');
      return {
        data: rows.map((r) => ({ code: r.code, fiat: r.fiat, subunits_to_unit: r.subunitsToUnit })),
        default: cfg.default,
        enabled: cfg.enabled.filter((code) => rows.some((r) => r.code === code && r.enabled)),
        country_defaults: { ...COUNTRY_CURRENCIES },
      };
    },
    countries: allCountries,
    async country(code) {
      const upper = code.toUpperCase();
      return (await allCountries()).find((c) => c.code === upper) ?? null;
    },
    async statuses() {
      return db.select().from(playerStatuses).orderBy(asc(playerStatuses.id));
    },
    async locales(host) {
      const rows = await db.select().from(siteLocales).where(eq(siteLocales.enabled, true)).orderBy(asc(siteLocales.position));
      const bareHost = host.split(':')[0] ?? host;
      return rows.map((r) => ({
        code: r.code as Locale,
        name: r.name,
        domain: r.domain,
        hidden: r.hiddenHosts.includes(bareHost),
      }));
    },
    playerFields() {
      return DEFAULT_PLAYER_FIELDS;
    },
    countryOf(visitor) {
      if (allowDebugCountry && visitor.debugCountry && /^[A-Z]{2}$/.test(visitor.debugCountry)) return visitor.debugCountry;
      if (countryHeader) {
        const value = visitor.headers?.[countryHeader];
        const edge = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
        // Cloudflare answers XX for an unknown address and T1 for Tor: no country, so the database decides.
        if (edge && /^[A-Z]{2}$/.test(edge) && edge !== 'XX' && edge !== 'T1') return edge;
      }
      return geo.countryOf(visitor.ip);
    },
    async clientContext(visitor) {
      const country = service.countryOf(visitor) ?? DEFAULT_COUNTRY;
      const known = await service.country(country);
      return {
        ip: visitor.ip,
        country,
        restriction: known?.restriction ?? 'none',
        default_locale: known?.default_locale ?? localeForCountry(country),
        // Curaçao by default; a player registered under the Estonian licence keeps it on the main hosts (requirements §core-1).
        licence: visitor.licenseName === 'EE' && onMainHost(visitor.host) ? 'EE' : 'CW',
        host: visitor.host,
        server_time: clock.now().toISOString(),
        realtime: { path: '/realtime' },
      };
    },
  };
  return service;
}

function toCountry(row: typeof countries.$inferSelect): Country {
  return {
    code: row.code,
    name: row.name,
    default_currency: row.defaultCurrency,
    default_locale: (row.defaultLocale as Locale | null) ?? null,
    restriction: row.restriction,
  };
}

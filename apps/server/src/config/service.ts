import { and, eq } from 'drizzle-orm';
import {
  FE_CONFIGS,
  cryptoExchangeRatesSchema,
  managerSchema,
  managersStoreSchema,
  moneyDeskRulesSchema,
  projectSchema,
  promoItemsStoreSchema,
  showcaseStoreSchema,
  reportRatesSchema,
  type FeConfig,
  type FeConfigName,
  type Manager,
} from '@casino/contracts';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../db/client';
import { notFound } from '../http/errors';
import type { TtlCache } from '../platform/ttl-cache';
import { feConfigs } from './tables';

/** Internal documents kept beside the front-end configs, never served by /api/fe/config. */
export const INTERNAL_CONFIGS = {
  managers: managersStoreSchema,
  project: projectSchema,
  'crypto-exchange-rates': cryptoExchangeRatesSchema,
  /** The promo items of /promotions (docs/decisions/058-promotions-pages.md). */
  'promo-items': promoItemsStoreSchema,
  /** The awards and articles per locale (docs/decisions/065-promotions-showcase-and-timers.md). */
  'promo-showcase': showcaseStoreSchema,
  /** When withdrawals wait for review and the markers of play (docs/decisions/067-money-desk.md). */
  'money-desk-rules': moneyDeskRulesSchema,
  /** The rates the back office's reports convert currencies at (docs/decisions/068-reports-and-system.md). */
  'report-rates': reportRatesSchema,
} as const;
type InternalName = keyof typeof INTERNAL_CONFIGS;

export interface ConfigService {
  /** A front-end config document; `banners-config` is per locale, with English as the fallback. */
  get<N extends FeConfigName>(name: N, locale?: string): Promise<FeConfig<N>>;
  set<N extends FeConfigName>(name: N, value: FeConfig<N>, locale?: string, tx?: DbOrTx): Promise<void>;
  /**
   * A front-end config document (not per locale) read and locked in the caller's transaction, past
   * the cache: for a change to one part of a document that keeps the others as they are now.
   */
  getForUpdate<N extends FeConfigName>(name: N, tx: DbOrTx): Promise<FeConfig<N>>;
  getInternal<N extends InternalName>(name: N): Promise<z.infer<(typeof INTERNAL_CONFIGS)[N]>>;
  setInternal<N extends InternalName>(name: N, value: z.infer<(typeof INTERNAL_CONFIGS)[N]>, tx?: DbOrTx): Promise<void>;
  /** The VIP manager of the first of a player's groups that has one. */
  managerFor(groups: readonly number[]): Promise<Manager | null>;
}

export function createConfigService(deps: { db: Db; cache: TtlCache }): ConfigService {
  const { db, cache } = deps;
  function read(name: string, locale: string): Promise<unknown> {
    return cache.get(`config:${name}:${locale}`, () => readRow(name, locale));
  }
  async function readRow(name: string, locale: string): Promise<unknown> {
    const [row] = await db
      .select({ value: feConfigs.value })
      .from(feConfigs)
      .where(and(eq(feConfigs.name, name), eq(feConfigs.locale, locale)))
      .limit(1);
    return row?.value;
  }
  async function write(tx: DbOrTx, name: string, locale: string, value: unknown) {
    await tx
      .insert(feConfigs)
      .values({ name, locale, value, updatedAt: new Date() })
      .onConflictDoUpdate({ target: [feConfigs.name, feConfigs.locale], set: { value, updatedAt: new Date() } });
    cache.clear(`config:${name}:`);
  }
  const service: ConfigService = {
    async get(name, locale) {
      const perLocale = name === 'banners-config';
      let value = await read(name, perLocale ? (locale ?? 'en') : '');
      if (value === undefined && perLocale) value = await read(name, 'en');
      if (value === undefined) throw notFound(`config ${name} is not set`);
      return FE_CONFIGS[name].parse(value) as FeConfig<typeof name>;
    },
    async set(name, value, locale, tx = db) {
      const parsed = FE_CONFIGS[name].parse(value);
      await write(tx, name, name === 'banners-config' ? (locale ?? 'en') : '', parsed);
    },
    async getForUpdate(name, tx) {
      const [row] = await tx
        .select({ value: feConfigs.value })
        .from(feConfigs)
        .where(and(eq(feConfigs.name, name), eq(feConfigs.locale, '')))
        .for('update');
      if (row === undefined) throw notFound(`config ${name} is not set`);
      return FE_CONFIGS[name].parse(row.value) as FeConfig<typeof name>;
    },
    async getInternal(name) {
      const value = await read(name, '');
      if (value === undefined) throw notFound(`config ${name} is not set`);
      return INTERNAL_CONFIGS[name].parse(value) as z.infer<(typeof INTERNAL_CONFIGS)[typeof name]>;
    },
    async setInternal(name, value, tx = db) {
      await write(tx, name, '', INTERNAL_CONFIGS[name].parse(value));
    },
    async managerFor(groups) {
      const store = await service.getInternal('managers').catch((): z.infer<typeof managersStoreSchema> => ({ by_group: {} }));
      for (const group of groups) {
        const manager = store.by_group[String(group)];
        // The contact card only: the manager's staff account id stays on the server.
        if (manager) return managerSchema.parse(manager);
      }
      return null;
    },
  };
  return service;
}

import { isDeepStrictEqual } from 'node:util';
import {
  FE_CONFIGS,
  FE_CONFIG_NAMES,
  LOCALES,
  type ConfigDocument,
  type ConfigDocumentSummary,
  type FeConfigName,
} from '@casino/contracts';
import { and, eq } from 'drizzle-orm';
import type { ZodType } from 'zod';
import type { Db } from '../db/client';
import { conflict, notFound, ValidationError } from '../http/errors';
import type { Clock } from '../platform/clock';
import type { TtlCache } from '../platform/ttl-cache';
import { INTERNAL_CONFIGS } from './service';
import { configChanges, feConfigs } from './tables';

const CHANGED_MEANWHILE = 'The document was changed meanwhile: reload it and make your change again.';

/** Documents kept once per locale; every other document is the same in all locales (locale ''). */
const PER_LOCALE: readonly string[] = ['banners-config'];

export interface ConfigEditor {
  /** Every document the casino reads, set or not, with the time of its last change. */
  list(): Promise<ConfigDocumentSummary[]>;
  get(name: string, locale: string | undefined): Promise<ConfigDocument>;
  /**
   * Replaces a document with a value its schema accepts, if it is still the version the editor
   * started from (409 otherwise), and records the change with the staff member's id.
   */
  replace(
    name: string,
    locale: string | undefined,
    value: unknown,
    from: string | null,
    staffId: number,
  ): Promise<ConfigDocument>;
}

interface Known {
  kind: ConfigDocument['kind'];
  schema: ZodType;
}

function known(name: string): Known {
  if ((FE_CONFIG_NAMES as readonly string[]).includes(name))
    return { kind: 'front-end', schema: FE_CONFIGS[name as FeConfigName] };
  if (Object.hasOwn(INTERNAL_CONFIGS, name))
    return { kind: 'internal', schema: INTERNAL_CONFIGS[name as keyof typeof INTERNAL_CONFIGS] };
  throw notFound(`config ${name} does not exist`);
}

/** The document's row key: a per-locale document needs one of our locales, the others take none. */
function localeOf(name: string, locale: string | undefined): string {
  if (!PER_LOCALE.includes(name)) {
    if (locale) throw new ValidationError({ locale: ['is not allowed: this document is the same in every locale'] });
    return '';
  }
  if (!locale || !(LOCALES as readonly string[]).includes(locale))
    throw new ValidationError({ locale: [`must be one of ${LOCALES.join(', ')}`] });
  return locale;
}

/**
 * WHEEL-11: the loot box wheel's segments in wheel-config (`default`) and wheel-config-segments
 * are written from the wheel, which the console's wheel panel edits and the draw reads
 * (docs/decisions/074-wheel-groups-and-shop-settings.md); here they may not be changed.
 */
function refuseWheelSegments(name: string, before: unknown, after: unknown): void {
  const field = name === 'wheel-config-segments' ? 'value.groups' : name === 'wheel-config' ? 'value.default' : null;
  if (field === null) return;
  const part = (value: unknown) =>
    name === 'wheel-config' ? (value as { default?: unknown } | null)?.default : (value as { groups?: unknown } | null)?.groups;
  if (!isDeepStrictEqual(part(before), part(after))) throw new ValidationError({ [field]: ['edited_in_wheel_console'] });
}

/** The schema's complaints as `value.path` fields, the way the API names fields (decision 003). */
function valueErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = ['value', ...issue.path.map(String)].join('.');
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

export function createConfigEditor(deps: { db: Db; clock: Clock; cache: TtlCache }): ConfigEditor {
  const { db, clock, cache } = deps;

  const summary = (name: string, locale: string, updatedAt: Date | null): ConfigDocumentSummary => ({
    name,
    locale,
    kind: known(name).kind,
    updated_at: updatedAt?.toISOString() ?? null,
  });

  return {
    async list() {
      const rows = await db
        .select({ name: feConfigs.name, locale: feConfigs.locale, updatedAt: feConfigs.updatedAt })
        .from(feConfigs);
      const at = new Map(rows.map((r) => [`${r.name}\u0000${r.locale}`, r.updatedAt]));
      const names = [...FE_CONFIG_NAMES, ...Object.keys(INTERNAL_CONFIGS)].sort();
      return names.flatMap((name) =>
        (PER_LOCALE.includes(name) ? [...LOCALES] : ['']).map((locale) =>
          summary(name, locale, at.get(`${name}\u0000${locale}`) ?? null),
        ),
      );
    },

    async get(name, locale) {
      known(name);
      const key = localeOf(name, locale);
      const [row] = await db
        .select()
        .from(feConfigs)
        .where(and(eq(feConfigs.name, name), eq(feConfigs.locale, key)))
        .limit(1);
      return { ...summary(name, key, row?.updatedAt ?? null), value: row?.value ?? null };
    },

    async replace(name, locale, value, from, staffId) {
      const { schema } = known(name);
      const key = localeOf(name, locale);
      const parsed = schema.safeParse(value);
      if (!parsed.success) throw new ValidationError(valueErrors(parsed.error.issues));
      const saved = await db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(feConfigs)
          .where(and(eq(feConfigs.name, name), eq(feConfigs.locale, key)))
          .for('update');
        const version = current?.updatedAt.toISOString() ?? null;
        if (version !== from) throw conflict(CHANGED_MEANWHILE);
        refuseWheelSegments(name, current?.value ?? null, parsed.data);
        // A change always moves the version on, even within the same millisecond.
        const now = new Date(Math.max(clock.now().getTime(), (current?.updatedAt.getTime() ?? 0) + 1));
        // A document set for the first time by two editors at once: the second insert finds the row and is refused too.
        const [row] = current
          ? await tx
              .update(feConfigs)
              .set({ value: parsed.data, updatedAt: now })
              .where(and(eq(feConfigs.name, name), eq(feConfigs.locale, key)))
              .returning()
          : await tx
              .insert(feConfigs)
              .values({ name, locale: key, value: parsed.data, updatedAt: now })
              .onConflictDoNothing()
              .returning();
        if (!row) throw conflict(CHANGED_MEANWHILE);
        await tx
          .insert(configChanges)
          .values({ name, locale: key, staffId, before: current?.value ?? null, after: parsed.data, createdAt: now });
        return row;
      });
      // Every process's cached copy of the document: this one at once, the others within CACHE_TTL_MS.
      cache.clear(`config:${name}:`);
      return { ...summary(name, key, saved?.updatedAt ?? null), value: saved?.value ?? null };
    },
  };
}

import {
  DEFAULT_FEATURE_FLAGS,
  FEATURE_FLAGS,
  GROUPS,
  type PROMOTION_PAGES,
  isFeatureFlag,
  type FeatureFlag,
  type FeatureFlags,
} from '@casino/contracts';

type FlagSource = 'browser' | 'server' | 'code';
interface ResolvedFlag {
  name: FeatureFlag;
  value: boolean;
  source: FlagSource;
}

/** The localStorage key of this browser's overrides (CONF-01: flags kept per browser for testers). */
export const OVERRIDES_KEY = 'casino.ffc';

/** Reads stored overrides; unknown names and non-boolean values are ignored. */
export function parseOverrides(raw: string | null): Partial<FeatureFlags> {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(([name, value]) => isFeatureFlag(name) && typeof value === 'boolean'),
    ) as Partial<FeatureFlags>;
  } catch {
    return {};
  }
}

/** Every flag with its value: this browser's override, else the server's default, else the built-in one. */
export function resolveFlags(server: Record<string, boolean> | undefined, overrides: Partial<FeatureFlags>): ResolvedFlag[] {
  return FEATURE_FLAGS.map((name) => {
    const own = overrides[name];
    if (own !== undefined) return { name, value: own, source: 'browser' };
    const fromServer = server?.[name];
    if (fromServer !== undefined) return { name, value: fromServer, source: 'server' };
    return { name, value: DEFAULT_FEATURE_FLAGS[name], source: 'code' };
  });
}

export const flagValues = (resolved: ResolvedFlag[]): FeatureFlags =>
  Object.fromEntries(resolved.map((flag) => [flag.name, flag.value])) as FeatureFlags;

/**
 * Whether a managed promotion page is open to this visitor (CONF-04): as configured, except that
 * testers (group 21) and browsers with the all-promotion-pages flag see every one.
 */
export function promotionPageEnabled(
  page: (typeof PROMOTION_PAGES)[number],
  configured: Record<string, boolean> | undefined,
  groups: readonly number[],
  flags: Pick<FeatureFlags, 'all-promotion-pages'>,
): boolean {
  if (groups.includes(GROUPS.tester) || flags['all-promotion-pages']) return true;
  return configured?.[page] ?? false;
}

import { useQuery } from '@tanstack/react-query';
import type { FeatureFlag, FeatureFlags } from '@casino/contracts';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { browserApi } from '../../api/server-api';
import { configQuery } from '../config/api';
import { OVERRIDES_KEY, flagValues, parseOverrides, resolveFlags } from './flags';

const listeners = new Set<() => void>();
const readRaw = () => {
  try {
    return window.localStorage.getItem(OVERRIDES_KEY);
  } catch {
    return null;
  }
};
function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === OVERRIDES_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
function writeOverrides(overrides: Partial<FeatureFlags>) {
  try {
    if (Object.keys(overrides).length === 0) window.localStorage.removeItem(OVERRIDES_KEY);
    else window.localStorage.setItem(OVERRIDES_KEY, JSON.stringify(overrides));
  } catch {
    // Storage blocked: the override cannot be kept.
  }
  for (const listener of listeners) listener();
}

/**
 * The feature flags of this browser: overrides set on /ffc, else the server's defaults
 * (GET /api/fe/config/feature-flags), else the built-in ones. The server render and the first
 * client render use no overrides, so hydration matches; overrides apply right after.
 */
export function useFeatureFlags() {
  const server = useQuery(configQuery(browserApi(), 'feature-flags'));
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  const resolved = useMemo(() => resolveFlags(server.data?.flags, parseOverrides(raw)), [server.data, raw]);
  const set = useCallback(
    (name: FeatureFlag, value: boolean) => writeOverrides({ ...parseOverrides(readRaw()), [name]: value }),
    [],
  );
  const reset = useCallback(() => writeOverrides({}), []);
  return { resolved, flags: useMemo(() => flagValues(resolved), [resolved]), set, reset, loading: server.isPending };
}

import type { VipAdventuresConfig } from '@casino/contracts';
import type { AdventureDeps } from './context';

/** The adventure's configuration, or null while none is stored. */
export async function readAdventureConfig(deps: Pick<AdventureDeps, 'config'>): Promise<VipAdventuresConfig | null> {
  try {
    return await deps.config.get('vip-adventures');
  } catch {
    return null;
  }
}

import { GROUPS, type PWA_EVENTS } from '@casino/contracts';
import type { AxiosInstance } from 'axios';

type PwaEvent = (typeof PWA_EVENTS)[number];

/** POST /api/pwa_events {event} (SHELL-19); a failure is only logged by the client. */
export async function sendPwaEvent(api: AxiosInstance, event: PwaEvent): Promise<void> {
  await api.post('/api/pwa_events', { event }).catch(() => undefined);
}

/** A native install of the app adds the player to group 1401 (requirements §core-6). */
export async function joinPwaGroup(api: AxiosInstance): Promise<void> {
  await api.post('/api/player/groups', { groups: { add: [GROUPS.pwaInstall] } });
}

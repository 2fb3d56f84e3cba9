import type { ContactMessageRequest } from '@casino/contracts';
import type { Db } from '../db/client';
import type { Clock } from '../platform/clock';
import { contactMessages, telemetryEvents } from './tables';

export type TelemetryKind =
  'log' | 'performance' | 'network-performance' | 'validation-errors' | 'utm-set' | 'utm-send' | 'pwa-event' | 'banner-views';

export interface RequestMeta {
  ip: string;
  playerId: number | null;
  requestId: string;
}

export interface TelemetryService {
  record(kind: TelemetryKind, payload: unknown, meta: RequestMeta): Promise<void>;
  /** Stores a contact-form message (listed to support agents in the staff console) and returns its id. */
  contact(message: ContactMessageRequest, meta: RequestMeta): Promise<number>;
}

export function createTelemetryService(deps: { db: Db; clock: Clock }): TelemetryService {
  const { db, clock } = deps;
  return {
    async record(kind, payload, meta) {
      await db.insert(telemetryEvents).values({
        kind,
        payload,
        ip: meta.ip,
        playerId: meta.playerId,
        requestId: meta.requestId,
        createdAt: clock.now(),
      });
    },
    async contact(message, meta) {
      const [row] = await db
        .insert(contactMessages)
        .values({ ...message, playerId: meta.playerId, ip: meta.ip, createdAt: clock.now() })
        .returning({ id: contactMessages.id });
      if (!row) throw new Error('contact message insert returned nothing');
      return row.id;
    },
  };
}

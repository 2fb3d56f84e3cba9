import { realtimeMessageSchema } from '@casino/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Outbox } from '../events/outbox';
import { REALTIME_PUSH_EVENT } from '../events/realtime-push';
import type { Realtime } from './gateway';

/** Sends `realtime.push` events to their channel: private when the event names a player. */
export function bridgeOutboxToRealtime(outbox: Outbox, realtime: Realtime, log: FastifyBaseLogger): void {
  outbox.subscribe(REALTIME_PUSH_EVENT, (event) => {
    const parsed = realtimeMessageSchema.safeParse(event.payload);
    if (!parsed.success) {
      log.error({ eventId: event.id, issues: parsed.error.issues }, 'realtime.push event with an invalid message dropped');
      return;
    }
    realtime.emit(parsed.data, event.playerId);
  });
}

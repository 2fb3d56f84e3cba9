import { io, type Socket } from 'socket.io-client';
import { REALTIME_PATH, SUBSCRIBE_EVENT, type Channel, type SubscribeAck } from '@casino/contracts';

let socket: Socket | undefined;

/** The tab's one realtime connection; the session cookie identifies the player. */
export function realtimeSocket(): Socket {
  socket ??= io({ path: REALTIME_PATH, withCredentials: true, transports: ['websocket', 'polling'], autoConnect: false });
  return socket;
}

/** Subscribes to channels; resolves with what the server granted. */
export function subscribe(channels: readonly Channel[]): Promise<SubscribeAck> {
  return new Promise((resolve) => {
    realtimeSocket().emit(SUBSCRIBE_EVENT, { channels }, (ack: SubscribeAck) => resolve(ack));
  });
}

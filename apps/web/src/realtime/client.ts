import type { Socket } from 'socket.io-client';
import type { ZodType } from 'zod';
import { REALTIME_PATH, SUBSCRIBE_EVENT, type Channel, type SubscribeAck } from '@casino/contracts';

let socket: Promise<Socket> | undefined;

/**
 * The tab's one realtime connection; the session cookie identifies the player. The client
 * library is loaded on first use, after the page is interactive, so it is not part of the
 * first load.
 */
function realtimeSocket(): Promise<Socket> {
  socket ??= import('socket.io-client').then(({ io }) =>
    io({ path: REALTIME_PATH, withCredentials: true, transports: ['websocket', 'polling'], autoConnect: false }),
  );
  return socket;
}

/**
 * Runs `setup` with the socket once it is loaded, for an effect: the cleanup it returns undoes
 * `setup`, or keeps it from running when the effect ended before the socket was there.
 */
export function withRealtime(setup: (socket: Socket) => () => void): () => void {
  let cleanup: (() => void) | undefined;
  let ended = false;
  void realtimeSocket().then((loaded) => {
    if (!ended) cleanup = setup(loaded);
  });
  return () => {
    ended = true;
    cleanup?.();
  };
}

/**
 * For an effect: calls `handler` with each message of `channel` that `schema` accepts (a message
 * it refuses is left alone); the cleanup it returns stops listening.
 */
export function onRealtimeMessage<T>(channel: Channel, schema: ZodType<T>, handler: (message: T) => void): () => void {
  return withRealtime((loaded) => {
    const listener = (data: unknown) => {
      const parsed = schema.safeParse(data);
      if (parsed.success) handler(parsed.data);
    };
    loaded.on(channel, listener);
    return () => {
      loaded.off(channel, listener);
    };
  });
}

/** Subscribes to channels; resolves with what the server granted. */
export function subscribe(on: Socket, channels: readonly Channel[]): Promise<SubscribeAck> {
  return new Promise((resolve) => {
    on.emit(SUBSCRIBE_EVENT, { channels }, (ack: SubscribeAck) => resolve(ack));
  });
}

import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { REALTIME_PATH, SUBSCRIBE_EVENT, subscribeAckSchema, type SubscribeAck } from '@casino/contracts';
import { SESSION_COOKIE } from '../auth/sessions';
import type { TestApp } from './app';

/** How long a test waits for a socket to hear something before it fails. */
export const DELIVERY_TIMEOUT_MS = 5000;

/** Makes the app listen on a free loopback port and returns its base URL. */
export async function listen(app: TestApp): Promise<string> {
  await app.fastify.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.fastify.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** A connected client that records every message it receives, in order. */
export interface TestClient {
  socket: Socket;
  received: { event: string; data: unknown }[];
  subscribe(channels: string[]): Promise<SubscribeAck>;
  /** Resolves with the data of the first `event` received (also one received earlier). */
  next(event: string): Promise<unknown>;
  /** Resolves with the reason once the server closes the connection. */
  disconnected: Promise<string>;
  close(): void;
}

function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`timed out after ${DELIVERY_TIMEOUT_MS} ms waiting for ${what}`)),
      DELIVERY_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Connects to the realtime gateway, with a session cookie when a token is given (a player's
 * unless another cookie name, such as the staff one, is passed).
 */
export async function connect(baseUrl: string, sessionToken?: string, cookieName = SESSION_COOKIE): Promise<TestClient> {
  const socket = io(baseUrl, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: sessionToken ? { cookie: `${cookieName}=${sessionToken}` } : {},
  });
  const received: TestClient['received'] = [];
  const waiters: { event: string; resolve: (data: unknown) => void }[] = [];
  socket.onAny((event: string, data: unknown) => {
    received.push({ event, data });
    for (const waiter of waiters.filter((w) => w.event === event)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(data);
    }
  });
  const disconnected = new Promise<string>((resolve) => socket.on('disconnect', (reason) => resolve(reason)));
  await within(
    new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    }),
    'the connection',
  );
  return {
    socket,
    received,
    disconnected,
    async subscribe(channels) {
      const ack: unknown = await socket.timeout(DELIVERY_TIMEOUT_MS).emitWithAck(SUBSCRIBE_EVENT, { channels });
      return subscribeAckSchema.parse(ack);
    },
    next(event) {
      const earlier = received.find((r) => r.event === event);
      if (earlier) return Promise.resolve(earlier.data);
      return within(new Promise((resolve) => waiters.push({ event, resolve })), `"${event}"`);
    },
    close() {
      socket.disconnect();
    },
  };
}

/** Waits for a disconnect with the bounded timeout. */
export const disconnectOf = (client: TestClient): Promise<string> => within(client.disconnected, 'the disconnect');

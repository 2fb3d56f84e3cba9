import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { REALTIME_PATH, SUBSCRIBE_EVENT, subscribeAckSchema, type SubscribeAck } from '@casino/contracts';
import { SESSION_COOKIE } from '../auth/sessions';
import type { TestApp } from './app';

/** How long a test waits for a socket to hear something before it fails. */
const DELIVERY_TIMEOUT_MS = 5000;

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

function within<T>(promise: Promise<T>, what: string, ms = DELIVERY_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms waiting for ${what}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** How a test client connects: the page origin it claims (a browser's Origin header) and its transport. */
interface ConnectOptions {
  origin?: string;
  transport?: 'websocket' | 'polling';
}

function openSocket(baseUrl: string, sessionToken: string | undefined, cookieName: string, options: ConnectOptions): Socket {
  const headers: Record<string, string> = {};
  if (sessionToken) headers['cookie'] = `${cookieName}=${sessionToken}`;
  if (options.origin) headers['origin'] = options.origin;
  return io(baseUrl, {
    path: REALTIME_PATH,
    transports: [options.transport ?? 'websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: headers,
  });
}

/**
 * Connects to the realtime gateway, with a session cookie when a token is given (a player's
 * unless another cookie name, such as the staff one, is passed).
 */
export async function connect(
  baseUrl: string,
  sessionToken?: string,
  cookieName = SESSION_COOKIE,
  options: ConnectOptions = {},
): Promise<TestClient> {
  const socket = openSocket(baseUrl, sessionToken, cookieName, options);
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

/**
 * Opens a connection the gateway should refuse: resolves with the connection error's message and
 * the list of events the socket hears from then on (it should stay empty), or rejects if the
 * connection was accepted. `close()` drops the socket.
 */
export async function refusedConnection(
  baseUrl: string,
  sessionToken: string | undefined,
  options: ConnectOptions,
): Promise<{ error: string; received: string[]; close(): void }> {
  const socket = openSocket(baseUrl, sessionToken, SESSION_COOKIE, options);
  const received: string[] = [];
  socket.onAny((event: string) => received.push(event));
  const close = () => socket.disconnect();
  try {
    const error = await within(
      new Promise<string>((resolve, reject) => {
        socket.once('connect', () => reject(new Error('the connection was accepted')));
        socket.once('connect_error', (err) => resolve(err.message));
      }),
      'the refusal',
      // Refusals are opened together; on a busy machine the last may wait a while for its turn.
      3 * DELIVERY_TIMEOUT_MS,
    );
    return { error, received, close };
  } catch (err) {
    close();
    throw err;
  }
}

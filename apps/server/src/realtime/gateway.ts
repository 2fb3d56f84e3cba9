import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import {
  REALTIME_PATH,
  STAFF_ROLE_QUEUES,
  STAFF_SESSION_COOKIE_NAME,
  STAFF_SUPPORT_EVENT,
  SUBSCRIBE_EVENT,
  isPrivateChannel,
  isPublicChannel,
  realtimeMessageSchema,
  subscribeRequestSchema,
  type PrivateChannel,
  type PublicChannel,
  type RealtimeMessage,
  type RealtimeData,
  type StaffSupportEvent,
  type SubscribeAck,
} from '@casino/contracts';
import { SESSION_COOKIE, type SessionService } from '../auth';
import { parseCookieHeader } from '../http/cookies';
import { isOwnOrigin, type SiteOrigins } from './origin';

export interface Realtime {
  io: Server;
  publishPublic<C extends PublicChannel>(channel: C, data: RealtimeData<C>): void;
  publishPrivate<C extends PrivateChannel>(playerId: number, channel: C, data: RealtimeData<C>): void;
  /** Closes every socket of a session (logout) or of a player (self-exclusion), on every process. */
  /** Sends an already validated message: to its public room, or to one player's private room. */
  emit(message: RealtimeMessage, playerId: number | null): void;
  disconnectSession(sessionId: number): void;
  disconnectPlayer(playerId: number): void;
  /** Sends a support event to the agents who work its queue (the staff room). */
  emitStaff(event: StaffSupportEvent): void;
  disconnectStaffSession(sessionId: number): void;
  close(): Promise<void>;
}

/** Resolves a staff cookie to the agent's session and queues (docs/decisions/017-staff-and-support.md). */
type StaffResolver = (
  token: string | undefined,
) => Promise<{ id: number; queues: number[]; staffId?: number; role?: string } | null>;
const staffQueueRoom = (groupId: number) => `staff-queue:${groupId}`;
const staffAccountRoom = (staffId: number) => `staff-account:${staffId}`;
/** VIP managers hear another manager's players' conversations only through their own account room. */
const ASSIGNED_ONLY_ROOM = 'staff-assigned-only';

const privateRoom = (playerId: number, channel: string) => `p:${playerId}:${channel}`;

/**
 * The Redis adapter publishes every broadcast without awaiting it, so while Redis is unreachable
 * each `publish` would reject with nobody listening: an unhandled rejection that ends the process.
 * A broadcast that cannot reach the other processes is logged and dropped instead (this process's
 * own clients still hear it); realtime is best effort, the state it announces is in the database.
 */
function publishingNeverThrows(client: Redis, log: FastifyBaseLogger): Redis {
  const publish = client.publish.bind(client) as (channel: string | Buffer, message: string | Buffer) => Promise<number>;
  client.publish = ((channel: string | Buffer, message: string | Buffer) =>
    publish(channel, message).catch((err: unknown) => {
      log.warn({ err }, 'realtime broadcast not sent to other processes: redis unavailable');
      return 0;
    })) as Redis['publish'];
  return client;
}

/**
 * The Socket.IO gateway. Public channels are open to everyone; a private channel is joined only
 * by a connection whose session cookie belongs to a live session, and only for that player.
 * A browser page of another site may not connect at all (`isOwnOrigin`, on websocket and polling
 * alike). With REDIS_URL the rooms span every server process.
 */
export function createRealtime(options: {
  server: HttpServer;
  sessions: SessionService;
  log: FastifyBaseLogger;
  redisUrl?: string;
  staff?: StaffResolver;
  /** The site's own origins besides the request's Host. */
  site: SiteOrigins;
}): Realtime {
  const { server, sessions, log } = options;
  const io = new Server(server, {
    path: REALTIME_PATH,
    serveClient: false,
    maxHttpBufferSize: 16 * 1024,
    cors: { origin: false },
    // Checked on the handshake that opens every connection, polling or websocket; later requests
    // of a connection carry the id that handshake issued.
    allowRequest: (request, callback) => callback(null, isOwnOrigin(request, options.site)),
  });
  const redisClients: Redis[] = [];
  if (options.redisUrl) {
    const pub = publishingNeverThrows(new Redis(options.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }), log);
    // The subscriber's commands wait for Redis however long it is away (never rejected), so the
    // adapter's subscriptions are made once it is back instead of being lost.
    const sub = pub.duplicate({ maxRetriesPerRequest: null });
    for (const client of [pub, sub]) client.on('error', (err) => log.warn({ err }, 'realtime redis error'));
    redisClients.push(pub, sub);
    io.adapter(createAdapter(pub, sub));
  }

  io.use(async (socket, next) => {
    try {
      const cookies = parseCookieHeader(socket.request.headers.cookie);
      const token = cookies[SESSION_COOKIE];
      const session = await sessions.resolve(token);
      const staff = options.staff ? await options.staff(cookies[STAFF_SESSION_COOKIE_NAME]) : null;
      socket.data.staff = staff;
      socket.data.playerId = session?.playerId ?? null;
      socket.data.sessionId = session?.id ?? null;
      next();
    } catch (err) {
      log.error({ err }, 'realtime handshake failed');
      next(new Error('handshake failed'));
    }
  });

  io.on('connection', (socket) => {
    const playerId = socket.data.playerId as number | null;
    const sessionId = socket.data.sessionId as number | null;
    if (playerId !== null) void socket.join(`player:${playerId}`);
    if (sessionId !== null) void socket.join(`session:${sessionId}`);
    // An agent's connection hears the queues of the agent's role; nothing a client asks for.
    const staff = socket.data.staff as { id: number; queues: number[]; staffId?: number; role?: string } | null;
    if (staff) {
      const rooms = [`staff-session:${staff.id}`, ...staff.queues.map(staffQueueRoom)];
      if (staff.staffId !== undefined) rooms.push(staffAccountRoom(staff.staffId));
      if (staff.role === 'vip_manager') rooms.push(ASSIGNED_ONLY_ROOM);
      void socket.join(rooms);
    }

    socket.on(SUBSCRIBE_EVENT, (raw: unknown, ack?: (answer: SubscribeAck) => void) => {
      const parsed = subscribeRequestSchema.safeParse(raw);
      const answer: SubscribeAck = { subscribed: [], refused: [] };
      if (parsed.success) {
        for (const channel of parsed.data.channels) {
          if (isPublicChannel(channel)) {
            void socket.join(channel);
            answer.subscribed.push(channel);
          } else if (isPrivateChannel(channel)) {
            if (playerId === null) {
              answer.refused.push({ channel, reason: 'unauthorized' });
            } else {
              void socket.join(privateRoom(playerId, channel));
              answer.subscribed.push(channel);
            }
          } else {
            answer.refused.push({ channel: channel.slice(0, 64), reason: 'unknown_channel' });
          }
        }
      }
      if (typeof ack === 'function') ack(answer);
    });
  });

  return {
    io,
    publishPublic(channel, data) {
      this.emit(realtimeMessageSchema.parse({ channel, data }), null);
    },
    publishPrivate(playerId, channel, data) {
      this.emit(realtimeMessageSchema.parse({ channel, data }), playerId);
    },
    emit(message, playerId) {
      if (isPublicChannel(message.channel)) {
        io.to(message.channel).emit(message.channel, message.data);
      } else if (playerId !== null) {
        io.to(privateRoom(playerId, message.channel)).emit(message.channel, message.data);
      } else {
        log.error({ channel: message.channel }, 'private realtime message without a player dropped');
      }
    },
    disconnectSession(sessionId) {
      io.in(`session:${sessionId}`).disconnectSockets(true);
    },
    disconnectPlayer(playerId) {
      io.in(`player:${playerId}`).disconnectSockets(true);
    },
    emitStaff(event) {
      if (event.assigned_staff_id === null) {
        io.to(staffQueueRoom(event.group_id)).emit(STAFF_SUPPORT_EVENT, event);
        return;
      }
      // A VIP player's conversation with their own manager: the queue without the other managers,
      // and that manager.
      io.to(staffQueueRoom(event.group_id)).except(ASSIGNED_ONLY_ROOM).emit(STAFF_SUPPORT_EVENT, event);
      if ((STAFF_ROLE_QUEUES.vip_manager as readonly number[]).includes(event.group_id))
        io.to(staffAccountRoom(event.assigned_staff_id)).emit(STAFF_SUPPORT_EVENT, event);
    },
    disconnectStaffSession(sessionId) {
      io.in(`staff-session:${sessionId}`).disconnectSockets(true);
    },
    async close() {
      await new Promise<void>((resolve) => {
        io.close(() => resolve());
      });
      // QUIT waits for a connection; a client that has none (Redis away) is dropped at once instead.
      await Promise.all(
        redisClients.map((c) => (c.status === 'ready' ? c.quit().catch(() => undefined) : Promise.resolve(c.disconnect()))),
      );
    },
  };
}

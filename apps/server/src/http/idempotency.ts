import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import stableStringify from 'safe-stable-stringify';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENT_REPLAYED_HEADER } from '@casino/contracts';
import { HttpError, ValidationError } from './errors';
import type { IdempotencyStore, KeyId } from './idempotency-store';

/** How a route takes part: whose key it is, and which request headers belong to the request besides params and body. */
interface IdempotentRoute {
  /**
   * The player the key belongs to (a key is only ever compared with the same player's keys);
   * throws as the route would (401). `null` runs the request without the key: a guest's demo
   * round, which moves no money.
   */
  playerOf(request: FastifyRequest): Promise<number | null>;
  /** Headers that make two requests different (the game session of a round). */
  headers?: readonly string[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route honours `Idempotency-Key` (docs/decisions/028-idempotency-keys.md). */
    idempotency?: IdempotentRoute;
  }
  interface FastifyRequest {
    /** The key this request claimed; its answer is stored when it is sent. */
    idempotencyClaim?: KeyId;
  }
}

/** The route option that opts a route in: `config: { ...idempotent(playerOf) }`. */
export const idempotent = (playerOf: IdempotentRoute['playerOf'], headers?: readonly string[]) => ({
  idempotency: { playerOf, headers },
});

export const KEY_FORMAT_MESSAGE = 'Idempotency-Key must be 16 to 64 letters, digits, "-" or "_"';
export const KEY_REUSED_MESSAGE = 'was already used for another request';
export const IN_PROGRESS_MESSAGE =
  'A request with this Idempotency-Key is still being processed; send it again in a moment to get its answer';
export const INTERRUPTED_MESSAGE =
  'The request with this Idempotency-Key was interrupted before it answered; check your balance and history before trying again';

/**
 * The key of a request: undefined without the header, null when malformed. A quoted
 * structured-field string (`"..."`, the draft's syntax) and the bare value are the same key.
 */
function keyOf(header: string | string[] | undefined): string | null | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string') return null;
  const bare = header.length >= 2 && header.startsWith('"') && header.endsWith('"') ? header.slice(1, -1) : header;
  return IDEMPOTENCY_KEY_PATTERN.test(bare) ? bare : null;
}

/** SHA-256 of what makes the request what it is: its path parameters, its body and the route's listed headers. */
function fingerprintOf(request: FastifyRequest, headers: readonly string[] = []): string {
  const named = Object.fromEntries(headers.map((name) => [name, request.headers[name] ?? null]));
  const text = stableStringify({ params: request.params ?? null, body: request.body ?? null, headers: named });
  return createHash('sha256')
    .update(text ?? '')
    .digest('base64url');
}

async function answerFromKey(
  store: IdempotencyStore,
  route: IdempotentRoute,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  const key = keyOf(request.headers[IDEMPOTENCY_KEY_HEADER]);
  if (key === undefined) return false;
  if (key === null) throw new HttpError(400, KEY_FORMAT_MESSAGE);
  const playerId = await route.playerOf(request);
  if (playerId === null) return false;
  const id: KeyId = { playerId, route: `${request.method} ${request.routeOptions.url ?? request.url}`, key };
  const claim = await store.claim(id, fingerprintOf(request, route.headers));
  switch (claim.kind) {
    case 'claimed':
      request.idempotencyClaim = id;
      return false;
    case 'mismatch':
      throw new ValidationError({ idempotency_key: [KEY_REUSED_MESSAGE] });
    case 'in_progress':
      if (claim.stale) throw new HttpError(409, INTERRUPTED_MESSAGE);
      throw new HttpError(409, IN_PROGRESS_MESSAGE, { 'retry-after': '1' });
    case 'completed':
      // A Buffer is sent as it is: the stored text, never serialized again.
      reply
        .code(claim.statusCode)
        .header('content-type', 'application/json; charset=utf-8')
        .header(IDEMPOTENT_REPLAYED_HEADER, 'true')
        .send(Buffer.from(claim.body, 'utf8'));
      return true;
  }
}

/**
 * `Idempotency-Key` for the routes that opt in with `config.idempotency` (docs/decisions/028):
 * before the handler the key's row is claimed in the database; a repeat of a completed request
 * gets the first answer (same status and body) and runs nothing, a repeat while the first runs a
 * 409, the key with another request a 422, a malformed key a 400. A request without the header
 * runs as before. Register before the compression plugin, so the answer is stored uncompressed.
 */
export function registerIdempotency(app: FastifyInstance, store: IdempotencyStore): void {
  // Callback hooks that return at once on every other route: no promise per request on the hot path.
  app.addHook('preHandler', (request, reply, done) => {
    const route = request.routeOptions.config?.idempotency;
    if (!route) {
      done();
      return;
    }
    answerFromKey(store, route, request, reply).then(
      (answered) => {
        if (!answered) done();
      },
      (err: Error) => done(err),
    );
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const id = request.idempotencyClaim;
    if (!id) {
      done(null, payload);
      return;
    }
    request.idempotencyClaim = undefined;
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    if (body === null) {
      request.log.error({ route: id.route }, 'an idempotent answer that is not text was not stored');
      done(null, payload);
      return;
    }
    // "Too many requests" and "unavailable" refused the request before it did anything: the key is
    // released, so the player's retry after Retry-After runs instead of replaying the refusal.
    if (reply.statusCode === 429 || reply.statusCode === 503) {
      store.release(id).then(
        () => done(null, payload),
        (err: unknown) => {
          request.log.error({ err, route: id.route }, 'idempotency key not released');
          done(null, payload);
        },
      );
      return;
    }
    // The answer leaves only once it is stored, so a retry that follows it always finds it.
    store.complete(id, reply.statusCode, body).then(
      () => done(null, payload),
      (err: unknown) => {
        request.log.error({ err, route: id.route }, 'idempotent answer not stored');
        done(null, payload);
      },
    );
  });
}

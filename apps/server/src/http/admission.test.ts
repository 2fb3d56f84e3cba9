import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { admitThrough, createAdmissionLane } from './admission';
import { HttpError } from './errors';

/** A real Fastify server whose one route holds its place until the test lets it go. */
let app: FastifyInstance;
const held: (() => void)[] = [];
const lane = createAdmissionLane({ concurrency: 2, queueLimit: 2, waitBudgetMs: 300 });

beforeAll(async () => {
  app = Fastify();
  app.setErrorHandler((err, _request, reply) => {
    if (err instanceof HttpError) return reply.code(err.statusCode).headers(err.headers).send({ error: err.message });
    return reply.code(500).send({ error: 'internal' });
  });
  await app.register(async (scope) => {
    admitThrough(scope, lane);
    scope.get('/slow', () => new Promise<string>((resolve) => held.push(() => resolve('done'))));
  });
  app.get('/other', () => 'free');
});
afterAll(async () => {
  for (const release of held) release();
  await app.close();
});

const until = async (check: () => boolean) => {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('the bet lane', () => {
  it('runs two at once, queues two, answers the fifth 503 with Retry-After and times a waiter out; other routes never wait', async () => {
    const first = [app.inject('/slow'), app.inject('/slow')];
    await until(() => held.length === 2);
    const queued = [app.inject('/slow'), app.inject('/slow')];
    await until(() => lane.stats().waiting === 2);
    const full = await app.inject('/slow');
    expect(full.statusCode).toBe(503);
    expect(full.headers['retry-after']).toBe('1');
    expect((await app.inject('/other')).body).toBe('free');
    // One place frees: the first waiter runs; the second runs out of its 300 ms budget.
    held.shift()?.();
    expect((await first[0])?.statusCode).toBe(200);
    const late = await queued[1];
    expect(late?.statusCode).toBe(503);
    expect(late?.headers['retry-after']).toBe('1');
    await until(() => held.length === 2);
    for (const release of held.splice(0)) release();
    expect((await first[1])?.statusCode).toBe(200);
    expect((await queued[0])?.statusCode).toBe(200);
    expect(lane.stats()).toEqual({ running: 0, waiting: 0, refused: 2 });
  });
});

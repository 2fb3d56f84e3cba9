import { z } from 'zod';

/** The query schema of a route that takes no query parameters: any parameter is refused with 422. */
export const noQuery = z.object({}).strict();

/** The per-route rate limit of @fastify/rate-limit: `max` requests a minute per client. */
export const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

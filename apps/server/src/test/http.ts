import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { CSRF_HEADER, CSRF_HEADER_VALUE, errorBodySchema, validationErrorBodySchema } from '@casino/contracts';
import type { z } from 'zod';

/** Headers every state-changing call of the web app carries (docs/architecture.md §5). */
export const XHR = { [CSRF_HEADER]: CSRF_HEADER_VALUE, 'content-type': 'application/json' } as const;

/** Parses a response body with a contract schema, so a test fails on any drift from it. */
export function bodyOf<S extends z.ZodType>(res: LightMyRequestResponse, schema: S): z.infer<S> {
  return schema.parse(res.json());
}

/** A `{ error }` body of the error model; returns the message. */
export function errorOf(res: LightMyRequestResponse): string {
  return errorBodySchema.parse(res.json()).error;
}

/** A 422 `{ errors: { field: [...] } }` body; returns the field map. */
export function fieldErrorsOf(res: LightMyRequestResponse): Record<string, string[]> {
  return validationErrorBodySchema.parse(res.json()).errors;
}

let ipCounter = 0;
/** A fresh client address per request, so per-IP rate limits never couple two tests. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** Fastify's inject from a fresh client address (see nextIp). */
export function injectFrom(fastify: FastifyInstance, options: InjectOptions): Promise<LightMyRequestResponse> {
  return fastify.inject({ remoteAddress: nextIp(), ...options });
}

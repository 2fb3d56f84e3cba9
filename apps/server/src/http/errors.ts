import { ruleMessage, VALIDATION_RULES, type DepositLimitRemaining } from '@casino/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** An error a service throws to answer with a status of the error model (docs/architecture.md §5). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * A 422 with field errors, the shape the web forms show next to their fields; `details` says
 * what a refusing deposit limit still allows.
 */
export class ValidationError extends Error {
  constructor(
    readonly errors: Record<string, string[]>,
    readonly details?: DepositLimitRemaining,
  ) {
    super('validation failed');
    this.name = 'ValidationError';
  }
}

export const notFound = (what = 'not found') => new HttpError(404, what);
/** Whether a service answered 404 (something not there, e.g. a config document never set). */
export const isNotFound = (err: unknown): boolean => err instanceof HttpError && err.statusCode === 404;
export const conflict = (what: string) => new HttpError(409, what);
export const unauthorized = () => new HttpError(401, 'You need to sign in or sign up before continuing.');
export const forbidden = (what = 'forbidden') => new HttpError(403, what);
/**
 * A 429 with Retry-After in whole seconds (at least 1); its default message names the wait in
 * whole minutes, which the web shows in the page's language with plural forms.
 */
export const tooManyRequests = (
  retryAfterMs: number,
  message = ruleMessage('try_again', '', Math.max(1, Math.ceil(retryAfterMs / 60_000))),
) => new HttpError(429, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) });

interface SchemaIssue {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Turns the type provider's issues into `{ field: [messages] }`. */
export function issuesToFieldErrors(issues: readonly SchemaIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    (errors[field] ??= []).push(message);
  };
  for (const issue of issues) {
    const field = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || 'base';
    const keys = issue.params?.['keys'];
    if (Array.isArray(keys) && keys.length > 0) {
      for (const key of keys) add(field === 'base' ? String(key) : `${field}.${String(key)}`, 'is not allowed');
    } else {
      add(field, issue.message ?? 'is invalid');
    }
  }
  return errors;
}

/** The one error handler: clear 4xx bodies for bad input, no 5xx detail ever leaves the server. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(422).send({ errors: issuesToFieldErrors(error.validation) });
    }
    if (error instanceof ValidationError) {
      return reply.code(422).send(error.details ? { errors: error.errors, details: error.details } : { errors: error.errors });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ error: error.message });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.code(500).send({ error: 'Internal server error' });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send({ error: VALIDATION_RULES.too_many });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx: malformed JSON, oversized or empty bodies, wrong content type.
      return reply.code(status).send({ error: publicMessage(error) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ error: 'Internal server error' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ error: `${request.method} ${request.url.split('?')[0]} not found` });
  });
}

function publicMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Body cannot be empty when content-type is set to application/json';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'Request body size did not match Content-Length';
    default:
      if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') return 'Malformed JSON in request body';
      return error.message;
  }
}

import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The message of a string the database cannot store. */
export const UNSTORABLE_TEXT_MESSAGE = 'contains a character that is not allowed';

/** A NUL or a UTF-16 surrogate without its pair: PostgreSQL text cannot hold either. */
// eslint-disable-next-line no-control-regex -- NUL is what this finds
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The paths of every string (value or object key) in `value` that the database cannot store. */
export function unstorablePaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => unstorablePaths(item, [...path, index]));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    UNSTORABLE.test(key) ? [[...path, key]] : unstorablePaths(item, [...path, key]),
  );
}

/** Refuses, before the route's own schema runs, any input holding a string the database cannot store. */
const storableText = z.unknown().superRefine((value, ctx) => {
  for (const path of unstorablePaths(value)) ctx.addIssue({ code: 'custom', path, message: UNSTORABLE_TEXT_MESSAGE });
});

/**
 * The validator of every route's body, query, params and headers: zod's, behind one check that
 * answers 422 naming each field whose text holds a NUL or an unpaired surrogate (a 500 otherwise,
 * when PostgreSQL refuses it).
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  zodValidatorCompiler({ ...route, schema: storableText.pipe(route.schema) });

import { z } from 'zod';

/** 401, 403, 404, 409, 413, 429 and 400 answers (docs/architecture.md §5). */
export const errorBodySchema = z.object({ error: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** 422 answer: field name -> messages. */
export const validationErrorBodySchema = z.object({ errors: z.record(z.string(), z.array(z.string())) });
export type ValidationErrorBody = z.infer<typeof validationErrorBodySchema>;

export const okBodySchema = z.object({ ok: z.literal(true) });

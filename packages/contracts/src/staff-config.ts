import { rolesWith } from './staff-permissions';
import { z } from 'zod';

/**
 * The configuration editor of the back office (/staff/config, docs/decisions/025-config-editor.md):
 * who may use it, and the shapes of its routes. A document's value is checked against the same
 * schema the casino reads it with.
 */
export const CONFIG_EDITOR_ROLES = rolesWith('config.edit');

/** Front-end documents are served to the web app by /api/fe/config; internal ones stay on the server. */
export const CONFIG_DOCUMENT_KINDS = ['front-end', 'internal'] as const;

export const configDocumentSummarySchema = z.object({
  name: z.string(),
  /** '' for a document that is the same in every locale. */
  locale: z.string(),
  kind: z.enum(CONFIG_DOCUMENT_KINDS),
  /** null: the document has never been set. */
  updated_at: z.string().nullable(),
});
export type ConfigDocumentSummary = z.infer<typeof configDocumentSummarySchema>;

export const configDocumentListSchema = z.object({ data: z.array(configDocumentSummarySchema) });

export const configDocumentSchema = configDocumentSummarySchema.extend({ value: z.unknown() });
export type ConfigDocument = z.infer<typeof configDocumentSchema>;

export const configDocumentQuerySchema = z.object({ locale: z.string().max(8).optional() }).strict();

/**
 * A new value for a document. `updated_at` is the version the editor started from (null for a
 * document never set): a document changed meanwhile answers 409 instead of being overwritten.
 */
export const configDocumentUpdateSchema = z
  .object({
    value: z.unknown().refine((v) => v !== undefined, 'is required'),
    updated_at: z.string().max(40).nullable(),
  })
  .strict();
export type ConfigDocumentUpdate = z.infer<typeof configDocumentUpdateSchema>;

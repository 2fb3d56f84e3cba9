import { z } from 'zod';

/** Uploaded files (docs/decisions/019-uploads.md): what each use accepts, decided from the bytes. */
export const MiB = 1024 * 1024;

export const DOCUMENT_MEDIA_TYPES = ['image/jpeg', 'image/png', 'application/pdf', 'image/heic'] as const;
export const CHAT_MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf'] as const;
export const DOCUMENT_MAX_BYTES = 10 * MiB;
export const CHAT_MAX_BYTES = 5 * MiB;
/**
 * The most pixels (width × height) an uploaded image may have, read from its header: 50
 * megapixels, above any phone camera's photo. A few hundred kilobytes of PNG can otherwise
 * declare an image whose decoding takes gigabytes of a reviewer's or an agent's memory.
 */
export const UPLOAD_MAX_PIXELS = 50_000_000;

/** Message keys of refused uploads (the uploads message domain). */
export const UPLOAD_MESSAGES = {
  required: 'uploads.error.required',
  documentType: 'uploads.error.type_document',
  chatType: 'uploads.error.type_chat',
  tooLarge: 'uploads.error.too_large',
  tooManyPixels: 'uploads.error.too_many_pixels',
  malformed: 'uploads.error.malformed',
} as const;

/** What a client learns about a stored file: never its bytes, which have their own URL. */
export const storedFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  media_type: z.string(),
  size: z.number().int(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

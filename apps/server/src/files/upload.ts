import { createHash } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { UPLOAD_MAX_PIXELS, UPLOAD_MESSAGES } from '@casino/contracts';
import { HttpError, ValidationError } from '../http/errors';
import { UNSTORABLE_TEXT_MESSAGE, unstorablePaths } from '../http/validation';

/** What one kind of upload accepts (docs/decisions/019-uploads.md). */
export interface UploadPolicy {
  maxBytes: number;
  /** Media types allowed, as file-type detects them from the bytes. */
  mediaTypes: readonly string[];
  /** The message key of a refused type; its text names the allowed types. */
  typeMessage: string;
  /** Text fields the form may carry besides `file`, with their longest value in bytes. */
  fields: Record<string, number>;
}

/** An upload that passed every check, still only in memory. */
export interface ReceivedUpload {
  bytes: Buffer;
  mediaType: string;
  name: string;
  size: number;
  sha256: string;
  fields: Record<string, string>;
}

/**
 * Registers the multipart parser in the caller's (encapsulated) plugin only, with the policy's
 * limits, so no other route accepts multipart bodies.
 */
export async function registerMultipart(scope: FastifyInstance, policy: UploadPolicy): Promise<void> {
  const fieldCount = Object.keys(policy.fields).length;
  await scope.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: policy.maxBytes,
      files: 1,
      // Room for one unknown field, so it answers 422 naming it rather than a limit error.
      fields: fieldCount + 1,
      parts: fieldCount + 2,
      fieldSize: Math.max(0, ...Object.values(policy.fields)) + 1,
      fieldNameSize: 64,
      headerPairs: 20,
    },
  });
}

const tooLarge = () => new HttpError(413, UPLOAD_MESSAGES.tooLarge);

/**
 * Reads the multipart body: one `file` part (at most maxBytes, counted while streaming) and the
 * policy's text fields. The type comes from the bytes; nothing is stored here.
 */
export async function receiveUpload(request: FastifyRequest, policy: UploadPolicy): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw new ValidationError({ file: [UPLOAD_MESSAGES.required] });
  const fields: Record<string, string> = {};
  const errors: Record<string, string[]> = {};
  let file: { bytes: Buffer; filename: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          errors[part.fieldname] = ['is not allowed'];
          continue;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of part.file as AsyncIterable<Buffer>) {
          size += chunk.length;
          if (size > policy.maxBytes) throw tooLarge();
          chunks.push(chunk);
        }
        if (part.file.truncated) throw tooLarge();
        file = { bytes: Buffer.concat(chunks), filename: part.filename };
      } else {
        const max = policy.fields[part.fieldname];
        if (max === undefined) errors[part.fieldname] = ['is not allowed'];
        else if (part.valueTruncated || String(part.value).length > max) errors[part.fieldname] = ['is too long'];
        else if (unstorablePaths(String(part.value)).length > 0) errors[part.fieldname] = [UNSTORABLE_TEXT_MESSAGE];
        else fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    if (err instanceof HttpError || err instanceof ValidationError) throw err;
    const status = (err as { statusCode?: unknown }).statusCode;
    if (status === 413) throw tooLarge();
    // A broken body (no boundary, cut off, prototype names): the client's fault, never a 5xx.
    throw new HttpError(400, UPLOAD_MESSAGES.malformed);
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  if (!file || file.bytes.length === 0) throw new ValidationError({ file: [UPLOAD_MESSAGES.required] });
  const detected = await fileTypeFromBuffer(file.bytes);
  if (!detected || !policy.mediaTypes.includes(detected.mime)) throw new ValidationError({ file: [policy.typeMessage] });
  if (detected.mime.startsWith('image/') && pixelsOf(file.bytes) > UPLOAD_MAX_PIXELS) {
    throw new ValidationError({ file: [UPLOAD_MESSAGES.tooManyPixels] });
  }
  return {
    bytes: file.bytes,
    mediaType: detected.mime,
    name: sanitiseFileName(file.filename, detected.ext),
    size: file.bytes.length,
    sha256: createHash('sha256').update(file.bytes).digest('hex'),
    fields,
  };
}

/**
 * The pixels of an image's largest frame, read from its header without decoding it; 0 when the
 * header gives no size (the file is still only ever sent as an attachment, never shown by us).
 */
function pixelsOf(bytes: Buffer): number {
  try {
    const size = imageSize(bytes);
    return Math.max(...[size, ...(size.images ?? [])].map((image) => image.width * image.height));
  } catch {
    return 0;
  }
}

/**
 * A file name safe to show and to send back: no path, no control or bidirectional-override
 * characters, at most 100 characters before the extension, which is the detected type's.
 */
export function sanitiseFileName(raw: string, ext: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const stem = base
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069"<>:|?*;]/g, '')
    .replace(/\.[^.]*$/, '')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(0, 100);
  return `${stem || 'file'}.${ext}`;
}

import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/** A serialised JSON answer, its ETag and (for big ones) its gzip form, built once. */
export interface CachedBody {
  body: string;
  etag: string;
  gzip: Buffer | null;
}

export function cachedBody(body: string): CachedBody {
  return {
    body,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    gzip: body.length > 1024 ? gzipSync(body) : null,
  };
}
